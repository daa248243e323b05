import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  idSchema,
  imageUploadSchema,
  listInputSchema,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

/** Spec §9: three attribute blocks per season. */
export const SEASON_ATTRIBUTE_COUNT = 3;

export const slugSchema = z
  .string()
  .trim()
  .min(1, adminMessages.slugRequired)
  .max(80, adminMessages.slugTooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, adminMessages.slugFormat);

export const seasonAttributeSchema = z.object({
  position: z.number().int().min(1).max(3),
  titleEn: z.string(),
  titleAr: z.string(),
  descEn: z.string(),
  descAr: z.string(),
  image: z.string(),
});

/**
 * A season's banner and an attribute's picture until an admin uploads them: the schema's grey
 * placeholders (shared, never deleted), never shown to visitors.
 */
export const DEFAULT_LOGO = "season-logo.png";
export const DEFAULT_ATTRIBUTE_IMAGE = "season-attribute.png";

export const publicSeasonSchema = z.object({
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  logo: z.string(),
  registration: z.boolean(),
  attributes: seasonAttributeSchema.array(),
});

/** A season as the home page features it (the season's own page has the rest). */
export const homeSeasonSchema = z.object({
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  logo: z.string(),
  registration: z.boolean(),
  createdAt: z.date(),
});

/** One of a season's three attribute blocks; without an image the default picture is used. */
export const seasonAttributeFormSchema = z.object({
  titleEn: requiredText(200),
  titleAr: requiredText(200),
  descEn: requiredText(5000),
  descAr: requiredText(5000),
  imageFile: imageUploadSchema.optional(),
});

/**
 * Season form: name, title and description in both languages, slug, logo, the three toggles
 * (spec §3) and exactly three attribute blocks, in order.
 */
export const seasonFormSchema = z.object({
  slug: slugSchema,
  nameEn: requiredText(120),
  nameAr: requiredText(120),
  titleEn: requiredText(200),
  titleAr: requiredText(200),
  descriptionEn: requiredText(10_000),
  descriptionAr: requiredText(10_000),
  status: z.boolean().default(true),
  registration: z.boolean().default(false),
  homeActive: z.boolean().default(false),
  attributes: z
    .array(seasonAttributeFormSchema)
    .length(SEASON_ATTRIBUTE_COUNT, adminMessages.threeAttributes),
});
export const seasonCreateSchema = seasonFormSchema.extend({ logoFile: imageUploadSchema.optional() });
export const seasonUpdateSchema = seasonFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
  logoFile: imageUploadSchema.optional(),
});
export type SeasonCreateInput = z.output<typeof seasonCreateSchema>;
export type SeasonUpdateInput = z.output<typeof seasonUpdateSchema>;

export const seasonSortFields = [
  "nameEn",
  "nameAr",
  "slug",
  "status",
  "registration",
  "homeActive",
  "createdAt",
  "updatedAt",
] as const;
export const seasonListSchema = listInputSchema(seasonSortFields);
export type SeasonListInput = z.output<typeof seasonListSchema>;

export const adminSeasonAttributeSchema = seasonAttributeSchema.extend({ id: z.string() });
export const adminSeasonSchema = publicSeasonSchema.extend({
  status: z.boolean(),
  homeActive: z.boolean(),
  attributes: adminSeasonAttributeSchema.array(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminSeason = z.infer<typeof adminSeasonSchema>;

/**
 * A saved season, with the seasons the save took off the home page (only one season is featured
 * there), so the back office can say which.
 */
export const savedSeasonSchema = adminSeasonSchema.extend({
  removedFromHome: z.object({ id: z.string(), nameEn: z.string(), nameAr: z.string() }).array(),
});

/** What deleting a season takes with it, for the confirmation. */
export const seasonDependentsSchema = z.object({
  results: z.number().int(),
  attributes: z.number().int(),
});
