// The event happens in Saudi Arabia, so every date and time an organizer enters or reads is
// Riyadh wall-clock time, whatever zone the browser or server runs in. Riyadh has been UTC+3
// without daylight saving since 1963, but the offset is read from Intl rather than hard-coded
// so the arithmetic stays right if that ever changes.

export const EVENT_TIME_ZONE = "Asia/Riyadh";

// Made on first use, not when the module loads: building a formatter with a time zone loads the
// zone data, which cost a phone about 350 ms of blocked main thread on every page that merely
// imports this module.
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClock = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: EVENT_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }));

function wallClockParts(date: Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const parts = Object.fromEntries(
    wallClock()
      .formatToParts(date)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The instant as Riyadh wall-clock time, "YYYY-MM-DD HH:mm:ss" (how date pickers hold it). */
export function toEventWallClock(date: Date): string {
  const { year, month, day, hour, minute, second } = wallClockParts(date);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The calendar day in Riyadh of an instant, "YYYY-MM-DD". */
export function eventDayOf(date: Date): string {
  return toEventWallClock(date).slice(0, 10);
}

/** How far Riyadh's wall clock is ahead of UTC at an instant, in milliseconds. */
function eventZoneOffset(date: Date): number {
  const { year, month, day, hour, minute, second } = wallClockParts(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return wallAsUtc - Math.floor(date.getTime() / 1000) * 1000;
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant a Riyadh wall-clock time names ("YYYY-MM-DD HH:mm[:ss]", or a bare day for its
 * midnight); null when the text is not such a time.
 */
export function fromEventWallClock(text: string): Date | null {
  const match = wallClockPattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wallAsUtc = Date.UTC(year!, month! - 1, day, hour, minute, second);
  // First guess with the offset at that moment read as UTC, then correct once with the offset
  // at the guessed instant (they differ only across an offset change).
  const guess = wallAsUtc - eventZoneOffset(new Date(wallAsUtc));
  const instant = new Date(wallAsUtc - eventZoneOffset(new Date(guess)));
  return Number.isNaN(instant.getTime()) ? null : instant;
}
