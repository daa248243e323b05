import type { Locale } from "@wro/i18n";
import { formatDate, formatNumber } from "@/lib/format.ts";

// Money and dates as the rest of the site writes them (lib/format.ts: Latin digits in both
// languages). Amounts are exact integers from the server: US cents and halalas.

/** An amount in US dollars without the currency (a column says it): "1,080" or "110.50". */
export const usdAmount = (cents: number, locale: Locale) =>
  formatNumber(cents / 100, locale, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** An amount in riyals without the currency, to the halala: "4,050.00". */
export const sarAmount = (halalas: number, locale: Locale) =>
  formatNumber(halalas / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Riyals with the currency, as /registration/ writes them: "SAR 4,050.00"; Arabic spells the
 * currency out ("ريال سعودي"), since a Latin code inside right-to-left text is reordered.
 */
export const sar = (halalas: number, locale: Locale) =>
  formatNumber(halalas / 100, locale, {
    style: "currency",
    currency: "SAR",
    currencyDisplay: locale === "ar" ? "name" : "code",
    minimumFractionDigits: 2,
  });

/** US dollars with the currency: "US$270" ("270 دولار أمريكي"). */
export const usd = (cents: number, locale: Locale) =>
  formatNumber(cents / 100, locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: locale === "ar" ? "name" : "symbol",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** A VAT rate in basis points as a percentage: "15%". */
export const percent = (basisPoints: number, locale: Locale) =>
  formatNumber(basisPoints / 10_000, locale, { style: "percent", maximumFractionDigits: 2 });

/** A moment in Riyadh time with the hour: "Monday 3 November 2025 at 14:00". */
export const dateAndTime = (date: Date, locale: Locale) =>
  formatDate(date, locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** A calendar day stored without a time (a date of birth): read in UTC so it never shifts. */
export const calendarDay = (date: Date, locale: Locale) =>
  formatDate(date, locale, { weekday: undefined, timeZone: "UTC" });

/** A stored calendar day as the date input's value ("2010-05-12"). */
export const dateInputValue = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

/**
 * A person's age in whole years on `day` (both "YYYY-MM-DD"), counted as the server counts it;
 * null for a date the input did not finish.
 */
export function ageOn(birth: string, day: string): number | null {
  const parse = (text: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)?.slice(1).map(Number);
  const born = parse(birth);
  const on = parse(day);
  if (!born || !on) return null;
  const [bornYear = 0, bornMonth = 0, bornDay = 0] = born;
  const [year = 0, month = 0, date = 0] = on;
  const beforeBirthday = month < bornMonth || (month === bornMonth && date < bornDay);
  return year - bornYear - (beforeBirthday ? 1 : 0);
}
