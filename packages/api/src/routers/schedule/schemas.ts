import { z } from "zod";
import {
  dateSchema,
  expectedUpdatedAtSchema,
  idSchema,
  optionalText,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

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

// Back office: the schedule editor.

/** A day of the agenda, "YYYY-MM-DD" in Riyadh. */
export const scheduleDayCreateSchema = z.object({
  date: z.iso.date({ error: adminMessages.invalidDate }),
});

const scheduleSessionFormShape = z.object({
  dayId: z.string({ error: adminMessages.dayRequired }).trim().min(1, adminMessages.dayRequired).max(64),
  startsAt: dateSchema,
  endsAt: dateSchema.nullable().default(null),
  titleEn: requiredText(200),
  titleAr: requiredText(200),
  category: z.enum(scheduleCategories).nullable().default(null),
  placeEn: optionalText(200),
  placeAr: optionalText(200),
});

/** A session ends after it starts (a moment, without an end, is fine too). */
const endsAfterStart = <Shape extends z.infer<typeof scheduleSessionFormShape>>(session: Shape) =>
  !session.endsAt || session.endsAt.getTime() > session.startsAt.getTime();
const endsAfterStartIssue = { message: adminMessages.sessionEndsBeforeStart, path: ["endsAt"] };

export const scheduleSessionFormSchema = scheduleSessionFormShape.refine(endsAfterStart, endsAfterStartIssue);
export const scheduleSessionCreateSchema = scheduleSessionFormSchema;
export const scheduleSessionUpdateSchema = scheduleSessionFormShape
  .extend({ id: idSchema, expectedUpdatedAt: expectedUpdatedAtSchema })
  .refine(endsAfterStart, endsAfterStartIssue);
export type ScheduleSessionInput = z.infer<typeof scheduleSessionFormSchema>;

export const adminScheduleSessionSchema = scheduleSessionSchema.extend({
  /** As stored (the public schedule drops a category it does not know). */
  category: z.string().nullable(),
  dayId: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const adminScheduleDaySchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  updatedAt: z.date(),
  sessions: adminScheduleSessionSchema.array(),
});
