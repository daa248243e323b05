import { z } from "zod";

export const slugSchema = z
  .string()
  .trim()
  .min(1, "Enter a slug")
  .max(80, "A slug has at most 80 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "A slug has only letters, digits and single dashes");

export const seasonAttributeSchema = z.object({
  position: z.number().int().min(1).max(3),
  titleEn: z.string(),
  titleAr: z.string(),
  descEn: z.string(),
  descAr: z.string(),
  image: z.string(),
});

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
