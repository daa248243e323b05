/** The two languages of the product. English is the default and lives at the root paths. */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Name of the cookie (and localStorage key in the admin) that remembers the choice. */
export const localeCookie = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Legacy clients store "EN" or "ar" (spec §9); anything else falls back to English. */
export function parseLocale(value: string | null | undefined): Locale {
  const lower = value?.toLowerCase();
  return isLocale(lower) ? lower : defaultLocale;
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * BCP 47 tag for Intl formatting. Plain `ar-SA` would default to the Hijri calendar and to
 * Arabic-Indic digits; dates are Gregorian (the Hijri date is shown beside them where useful).
 *
 * One digit rule for both languages: Western (Latin) digits, on Arabic pages too. What
 * organizers type (the event's name "… 2025", addresses, announcements), phone numbers, e-mail
 * and web addresses all carry Latin digits, as Saudi official sites write them; formatting
 * numbers and dates the same way keeps a screen from mixing the two sets.
 */
export function intlTag(locale: Locale): string {
  return locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB";
}

/** The same date in the Islamic (Umm al-Qura) calendar, for Arabic pages. */
export function hijriDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(
    locale === "ar" ? "ar-SA-u-ca-islamic-umalqura-nu-latn" : "en-u-ca-islamic-umalqura",
    {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Riyadh",
    },
  ).format(date);
}

/** The other language, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === "ar" ? "en" : "ar";
}

export { EVENT_TIME_ZONE, eventDayOf, fromEventWallClock, toEventWallClock } from "./event-time.ts";
