import { tooLong } from "@wro/auth/client";
import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  optionalLinkSchema,
  optionalPhoneSchema,
  requiredLinkSchema,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

export const siteNameSchema = z.string().trim().min(1).max(40).default("WRO");

export const publicSettingSchema = z.object({
  siteName: z.string(),
  registrationLink: z.string(),
  visitorRegistrationLink: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
});

/**
 * Site settings form (by site name, "WRO"): the teams' and the visitors' registration links,
 * contact e-mail and phone.
 */
export const settingUpdateSchema = z.object({
  siteName: siteNameSchema,
  registrationLink: requiredLinkSchema,
  // Left out (older clients): unchanged. Empty: no visitor registration link.
  visitorRegistrationLink: optionalLinkSchema.optional(),
  contactEmail: z
    .string({ error: adminMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, tooLong)
    .pipe(z.email({ error: adminMessages.invalidEmail })),
  contactPhone: optionalPhoneSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});
export type SettingUpdateInput = z.output<typeof settingUpdateSchema>;

export const adminSettingSchema = publicSettingSchema.extend({ id: z.string(), updatedAt: z.date() });
