import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  optionalLinkSchema,
  optionalPhoneSchema,
  orderSchema,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

export const hotelSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  areaEn: z.string(),
  areaAr: z.string(),
  stars: z.number().int().nullable(),
  /** The hotel's website. */
  link: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  distanceKm: z.number().nullable(),
  /** Whether the event shuttle serves the hotel; null when not known. */
  shuttle: z.boolean().nullable(),
});

/**
 * Hotel form: name and area in both languages, stars, website, phone, distance to the venue,
 * whether the shuttle serves it, position in the list, status. Everything after the area is
 * optional: the public page shows only what the organizers know.
 */
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
  phoneNumber: optionalPhoneSchema,
  distanceKm: z
    .number({ error: adminMessages.invalidDistance })
    .min(0, adminMessages.invalidDistance)
    .max(1000, adminMessages.invalidDistance)
    .nullish()
    .transform((value) => value ?? null),
  shuttle: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
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
