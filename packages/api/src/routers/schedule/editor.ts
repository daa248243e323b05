import type { Database, Prisma, ScheduleDayModel, ScheduleSessionModel } from "@wro/db";
import { eventDayOf } from "@wro/i18n";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError, notFound } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { adminMessages } from "../../forms/messages.ts";
import { notifySubscribers, scheduleNotice } from "../push/notices.ts";
import type { ScheduleSessionInput } from "./schemas.ts";

// The schedule editor: days and their sessions, each change audited and revalidating the
// public schedule page and its calendar files (their kinds' tag, "schedule").

const days = recordService<ScheduleDayModel, "date", Prisma.ScheduleDayUncheckedCreateInput>({
  entity: "scheduleDay",
  delegate: (db) => db.scheduleDay,
  searchFields: [],
  defaultSort: { field: "date", order: "asc" },
  unique: { date: { field: "date", message: adminMessages.scheduleDayTaken } },
});

const sessions = recordService<ScheduleSessionModel, "startsAt", Prisma.ScheduleSessionUncheckedCreateInput>({
  entity: "scheduleSession",
  delegate: (db) => db.scheduleSession,
  searchFields: ["titleEn", "titleAr"],
  defaultSort: { field: "startsAt", order: "asc" },
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every day with all of its sessions, for the editor. */
export async function scheduleForAdmin(db: Database) {
  const rows = await db.scheduleDay.findMany({
    orderBy: { date: "asc" },
    include: { sessions: { orderBy: [{ startsAt: "asc" }, { titleEn: "asc" }] } },
  });
  return rows.map(({ id, date, updatedAt, sessions }) => ({
    id,
    date: isoDay(date),
    updatedAt,
    sessions,
  }));
}

export const createScheduleDay = (ctx: AdminContext, date: string) =>
  days.create(ctx, { date: new Date(`${date}T00:00:00Z`) });

export async function deleteScheduleDay(ctx: AdminContext, id: string, expectedUpdatedAt?: Date) {
  // Its sessions go with it: read first, so that each one still to come is told cancelled, as
  // when it is deleted alone.
  const sessionsOfDay = await ctx.db.scheduleSession.findMany({ where: { dayId: id } });
  const deleted = await days.delete(ctx, id, expectedUpdatedAt);
  for (const session of sessionsOfDay.filter(notOver))
    notifySubscribers(ctx.db, scheduleNotice("cancelled", session));
  return deleted;
}

/**
 * Refuses a session that does not lie within its day in Riyadh time: it starts on that day
 * and ends by the following midnight.
 */
async function checkWithinDay(db: Database, input: ScheduleSessionInput) {
  const day = await db.scheduleDay.findUnique({ where: { id: input.dayId } });
  if (!day) throw fieldError("invalidInput", "dayId", adminMessages.dayRequired);
  const date = isoDay(day.date);
  const endsOnDay = !input.endsAt || eventDayOf(new Date(input.endsAt.getTime() - 1)) === date;
  if (eventDayOf(input.startsAt) !== date)
    throw fieldError("invalidInput", "startsAt", adminMessages.sessionOutsideDay);
  if (!endsOnDay) throw fieldError("invalidInput", "endsAt", adminMessages.sessionOutsideDay);
}

export async function createScheduleSession(ctx: AdminContext, input: ScheduleSessionInput) {
  await checkWithinDay(ctx.db, input);
  const session = await sessions.create(ctx, input);
  if (notOver(session)) notifySubscribers(ctx.db, scheduleNotice("added", session));
  return session;
}

export async function updateScheduleSession(
  ctx: AdminContext,
  id: string,
  expectedUpdatedAt: Date,
  input: ScheduleSessionInput,
) {
  const before = await ctx.db.scheduleSession.findUnique({ where: { id } });
  if (!before) throw notFound();
  await checkWithinDay(ctx.db, input);
  const after = await sessions.update(ctx, id, expectedUpdatedAt, input);
  if (changedForVisitors(before, after)) notifySubscribers(ctx.db, scheduleNotice("changed", after));
  return after;
}

/**
 * Whether subscribed browsers are told of a session's change: its time, place or title changed,
 * and it is not over.
 */
function changedForVisitors(before: ScheduleSessionModel, after: ScheduleSessionModel) {
  const time = (date: Date | null) => date?.getTime() ?? null;
  const changed =
    time(before.startsAt) !== time(after.startsAt) ||
    time(before.endsAt) !== time(after.endsAt) ||
    (["titleEn", "titleAr", "placeEn", "placeAr"] as const).some((field) => before[field] !== after[field]);
  return changed && notOver(after);
}

/**
 * Whether a session is not over yet: subscribed browsers hear of one added, changed or
 * cancelled only then (tidying up the past tells nobody).
 */
function notOver(session: ScheduleSessionModel) {
  return (session.endsAt ?? session.startsAt).getTime() > Date.now();
}

export async function deleteScheduleSession(ctx: AdminContext, id: string, expectedUpdatedAt?: Date) {
  // Read before it goes: the cancellation names the session and the time it was to be.
  const before = await ctx.db.scheduleSession.findUnique({ where: { id } });
  if (!before) throw notFound();
  const deleted = await sessions.delete(ctx, id, expectedUpdatedAt);
  if (notOver(before)) notifySubscribers(ctx.db, scheduleNotice("cancelled", before));
  return deleted;
}
