import { intlTag, type Locale } from "@wro/i18n";
import { REGISTRATION_OPENS } from "@/lib/fees.ts";
import { formatDate } from "@/lib/format.ts";

/** A moment in Jubail (Arabia Standard Time, UTC+3, no daylight saving): "2025-10-24", "09:00". */
export function jubailTime(day: string, time = "12:00"): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

/** The three days of the national final. */
export const eventDays = [
  jubailTime("2025-10-24"),
  jubailTime("2025-10-25"),
  jubailTime("2025-10-26"),
] as const;

export const registrationOpens = jubailTime(REGISTRATION_OPENS);

/** "Friday, 24 October" / "الجمعة، 24 أكتوبر". */
export const weekdayAndDate = (date: Date, locale: Locale) => formatDate(date, locale, { year: undefined });

/** "24 October 2025" / "24 أكتوبر 2025". */
export const dayMonthYear = (date: Date, locale: Locale) => formatDate(date, locale, { weekday: undefined });

/** "Thursday, 23 October and Friday, 24 October", in the page's language. */
export function listOfDays(dates: readonly Date[], locale: Locale): string {
  return new Intl.ListFormat(intlTag(locale), { type: "conjunction" }).format(
    dates.map((date) => weekdayAndDate(date, locale)),
  );
}

/** "24–26 October 2025" / "24–26 أكتوبر 2025". */
export function dayRange(from: Date, to: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Riyadh",
  }).formatRange(from, to);
}

const clock: Intl.DateTimeFormatOptions = {
  weekday: undefined,
  day: undefined,
  month: undefined,
  year: undefined,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** "09:00" in both languages, on the 24-hour clock used at the venue. */
export const timeOfDay = (date: Date, locale: Locale) => formatDate(date, locale, clock);
