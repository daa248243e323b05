import { intlTag, type Locale } from "@wro/i18n";

/** A date as visitors of each language expect it, in Saudi time (e.g. "Friday 24 October 2025"). */
export function formatDate(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Riyadh",
    ...options,
  }).format(date);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlTag(locale), options).format(value);
}
