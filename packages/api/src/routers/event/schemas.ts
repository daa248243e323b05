import { z } from "zod";
import {
  dateSchema,
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  requiredText,
} from "../../forms/common.ts";

export const eventSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  eventDate: z.date(),
  locationEn: z.string(),
  locationAr: z.string(),
  venueNameEn: z.string().nullable(),
  venueNameAr: z.string().nullable(),
  venueAddressEn: z.string().nullable(),
  venueAddressAr: z.string().nullable(),
  venueLatitude: z.number().nullable(),
  venueLongitude: z.number().nullable(),
  status: z.boolean(),
});
export type EventData = z.infer<typeof eventSchema>;

/** Event (countdown) form: name and location in both languages, date and time, status. */
export const eventFormSchema = z.object({
  nameEn: requiredText(200),
  nameAr: requiredText(200),
  eventDate: dateSchema,
  locationEn: requiredText(200),
  locationAr: requiredText(200),
  status: z.boolean().default(true),
});
export const eventCreateSchema = eventFormSchema;
export const eventUpdateSchema = eventFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

export const eventSortFields = ["eventDate", "nameEn", "nameAr", "status", "createdAt", "updatedAt"] as const;
export const eventListSchema = listInputSchema(eventSortFields);

export const adminEventSchema = eventSchema.extend({ createdAt: z.date(), updatedAt: z.date() });
