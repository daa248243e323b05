import { z } from "zod";

export const siteNameSchema = z.string().trim().min(1).max(40).default("WRO");

export const publicSettingSchema = z.object({
  siteName: z.string(),
  registrationLink: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
});
