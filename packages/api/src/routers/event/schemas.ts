import { z } from "zod";

export const eventSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  eventDate: z.date(),
  locationEn: z.string(),
  locationAr: z.string(),
  status: z.boolean(),
});
export type EventData = z.infer<typeof eventSchema>;
