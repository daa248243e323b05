import type { ScheduleDay } from "@wro/api";
import type { Locale } from "@wro/i18n";
import { createEvents, type DateTime, type EventAttributes } from "ics";

const utcParts = (date: Date): DateTime => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/** A moment without an end (venue open, venue closed) is shown as a short calendar entry. */
const MOMENT_MINUTES = 15;

export interface CalendarVenue {
  /** Where, as one line: the venue's name and address, or the city while they are unknown. */
  location: string;
  geo?: { lat: number; lon: number };
}

/**
 * The sessions of `days` as one iCalendar file, titles in `locale`. Times are written as UTC
 * instants, so every calendar shows them right in its own zone (09:00 in Riyadh is 06:00Z).
 * Each session keeps its UID across files and edits, so a subscribed calendar updates in place.
 */
export function scheduleCalendar(
  days: ScheduleDay[],
  {
    locale,
    calendarName,
    pageUrl,
    venue,
  }: { locale: Locale; calendarName: string; pageUrl: string; venue: CalendarVenue },
): string {
  const events = days.flatMap(({ sessions }) =>
    sessions.map((session): EventAttributes => {
      const end = session.endsAt ?? new Date(session.startsAt.getTime() + MOMENT_MINUTES * 60_000);
      const place = locale === "ar" ? session.placeAr : session.placeEn;
      return {
        uid: `${session.id}@wro-saudi`,
        title: locale === "ar" ? session.titleAr : session.titleEn,
        start: utcParts(session.startsAt),
        startInputType: "utc",
        startOutputType: "utc",
        end: utcParts(end),
        endInputType: "utc",
        endOutputType: "utc",
        location: place ? `${place}, ${venue.location}` : venue.location,
        ...(venue.geo ? { geo: venue.geo } : {}),
        url: pageUrl,
        calName: calendarName,
        productId: "wro-saudi/schedule",
      };
    }),
  );
  if (events.length === 0) return emptyCalendar(calendarName);
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("The calendar could not be written.");
  return value;
}

/** A valid calendar with no events (a day whose sessions are not published yet). */
function emptyCalendar(name: string): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:wro-saudi/schedule",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${name.replace(/[\\;,\n]/g, (character) => (character === "\n" ? "\\n" : `\\${character}`))}`,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
