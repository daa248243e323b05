import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  optionalLinkSchema,
  orderSchema,
  requiredText,
} from "../../forms/common.ts";

export const hotelSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  areaEn: z.string(),
  areaAr: z.string(),
  stars: z.number().int().nullable(),
  link: z.string().nullable(),
});

/** Hotel form: name and area in both languages, stars, link, position in the list, status. */
export const hotelFormSchema = z.object({
  nameEn: requiredText(200),
  nameAr: requiredText(200),
  areaEn: requiredText(200),
  areaAr: requiredText(200),
  stars: z
    .number()
    .int()
    .min(1)
    .max(7)
    .nullish()
    .transform((value) => value ?? null),
  link: optionalLinkSchema,
  order: orderSchema,
  status: z.boolean().default(true),
});
export const hotelCreateSchema = hotelFormSchema;
export const hotelUpdateSchema = hotelFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

export const hotelSortFields = [
  "order",
  "nameEn",
  "nameAr",
  "stars",
  "status",
  "createdAt",
  "updatedAt",
] as const;
export const hotelListSchema = listInputSchema(hotelSortFields);

export const adminHotelSchema = hotelSchema.extend({
  order: z.number().int(),
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
