import { z } from "zod";
import {
  dateSchema,
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  requiredText,
} from "../../forms/common.ts";
import { slugSchema } from "../season/schemas.ts";

export const announcementSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  publishedAt: z.date(),
});

/** Announcement form: slug, title and text in both languages, publication date, status. */
export const announcementFormSchema = z.object({
  slug: slugSchema,
  titleEn: requiredText(200),
  titleAr: requiredText(200),
  bodyEn: requiredText(20_000),
  bodyAr: requiredText(20_000),
  publishedAt: dateSchema,
  status: z.boolean().default(true),
});
export const announcementCreateSchema = announcementFormSchema;
export const announcementUpdateSchema = announcementFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

export const announcementSortFields = [
  "publishedAt",
  "titleEn",
  "titleAr",
  "slug",
  "status",
  "createdAt",
  "updatedAt",
] as const;
export const announcementListSchema = listInputSchema(announcementSortFields);

export const adminAnnouncementSchema = announcementSchema.extend({
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
