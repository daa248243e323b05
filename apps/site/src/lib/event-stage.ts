import type { ScheduleDay } from "@wro/api";
import { eventDayOf } from "@wro/i18n";

/**
 * The national final's lifecycle as the home page tells it: before (the countdown), during
 * ("happening now" with the day's sessions) and after ("the national final has ended").
 * Pure functions of the clock, shared by the server render and the browser's re-check.
 */
export type EventStage = "before" | "during" | "after";

export interface EventPeriod {
  /** When the final starts: the event's date and time (what the countdown counts to), ISO. */
  start: string;
  /** When its last session ends (or the end of its last day when no session has an end), ISO. */
  end: string;
  /** Its days in Asia/Riyadh ("2025-10-24"), in order. */
  days: string[];
}

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so a Riyadh wall time has one offset. */
export const RIYADH_OFFSET = "+03:00";

/** The day in Riyadh at a moment: "2025-10-24". */
export const riyadhDay = (moment: number | Date): string => eventDayOf(new Date(moment));

/** Midnight at the start of a Riyadh day, as an instant. */
const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00${RIYADH_OFFSET}`).getTime();
const dayAfter = (day: string) => riyadhDay(riyadhMidnight(day) + 36 * 3_600_000);

/** The final's period from the event's start and the schedule's days (its sessions give the end). */
export function eventPeriod(start: Date, schedule: ScheduleDay[]): EventPeriod {
  const firstDay = riyadhDay(start);
  const days = [...new Set([firstDay, ...schedule.map((day) => day.date)])]
    .filter((day) => day >= firstDay)
    .sort();
  const lastDay = days.at(-1)!;
  const lastSessions = schedule.find((day) => day.date === lastDay)?.sessions ?? [];
  const lastEnd = Math.max(...lastSessions.map((session) => (session.endsAt ?? session.startsAt).getTime()));
  const end =
    Number.isFinite(lastEnd) && lastEnd > start.getTime() ? lastEnd : riyadhMidnight(dayAfter(lastDay));
  return { start: start.toISOString(), end: new Date(end).toISOString(), days };
}

export function stageAt(period: EventPeriod, now: number): EventStage {
  if (now < Date.parse(period.start)) return "before";
  return now < Date.parse(period.end) ? "during" : "after";
}

/**
 * The next moment the home page changes: the start, each midnight in Riyadh during the final
 * (today's sessions change) and the end; null once it is over.
 */
export function nextChange(period: EventPeriod, now: number): number | null {
  const moments = [
    Date.parse(period.start),
    ...period.days.slice(1).map(riyadhMidnight),
    Date.parse(period.end),
  ];
  return moments.filter((moment) => moment > now).sort((a, b) => a - b)[0] ?? null;
}
