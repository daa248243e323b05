import { z } from "zod";
import {
  dateSchema,
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  optionalText,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

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

/** A coordinate in degrees (WGS 84) within ±`limit`; empty means unknown. */
const coordinate = (limit: number, message: string) =>
  z
    .number({ error: message })
    .min(-limit, message)
    .max(limit, message)
    .nullish()
    .transform((value) => value ?? null);

/**
 * Event (countdown) form: name and location in both languages, date and time, status, and the
 * venue: its name and address in both languages and where it is (latitude and longitude).
 */
const eventFields = {
  nameEn: requiredText(200),
  nameAr: requiredText(200),
  eventDate: dateSchema,
  locationEn: requiredText(200),
  locationAr: requiredText(200),
  venueNameEn: optionalText(200),
  venueNameAr: optionalText(200),
  venueAddressEn: optionalText(300),
  venueAddressAr: optionalText(300),
  venueLatitude: coordinate(90, adminMessages.latitude),
  venueLongitude: coordinate(180, adminMessages.longitude),
  status: z.boolean().default(true),
};

/** A point needs both coordinates; the error goes to the one that is missing. */
const bothCoordinatesOrNeither = (
  event: { venueLatitude: number | null; venueLongitude: number | null },
  context: z.RefinementCtx,
) => {
  if ((event.venueLatitude === null) === (event.venueLongitude === null)) return;
  context.addIssue({
    code: "custom",
    message: adminMessages.coordinatesTogether,
    path: [event.venueLatitude === null ? "venueLatitude" : "venueLongitude"],
  });
};

export const eventFormSchema = z.object(eventFields).superRefine(bothCoordinatesOrNeither);
export const eventCreateSchema = eventFormSchema;
export const eventUpdateSchema = z
  .object({ ...eventFields, id: idSchema, expectedUpdatedAt: expectedUpdatedAtSchema })
  .superRefine(bothCoordinatesOrNeither);

export const eventSortFields = ["eventDate", "nameEn", "nameAr", "status", "createdAt", "updatedAt"] as const;
export const eventListSchema = listInputSchema(eventSortFields);

export const adminEventSchema = eventSchema.extend({ createdAt: z.date(), updatedAt: z.date() });
