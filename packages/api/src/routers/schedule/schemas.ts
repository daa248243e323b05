import { z } from "zod";

/** The competition categories a session may belong to. */
export const scheduleCategories = [
  "robomission",
  "robosports",
  "future-innovators",
  "future-engineers",
] as const;

export const scheduleSessionSchema = z.object({
  id: z.string(),
  startsAt: z.date(),
  /** Null for a moment (doors open) rather than a span. */
  endsAt: z.date().nullable(),
  titleEn: z.string(),
  titleAr: z.string(),
  category: z.enum(scheduleCategories).nullable(),
  placeEn: z.string().nullable(),
  placeAr: z.string().nullable(),
});
export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;

export const scheduleDaySchema = z.object({
  id: z.string(),
  /** The day in Asia/Riyadh, "2025-10-24". */
  date: z.iso.date(),
  sessions: scheduleSessionSchema.array(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
