import { useLingui } from "@lingui/react/macro";
import { EVENT_TIME_ZONE, intlTag, parseLocale } from "@wro/i18n";

/** Dates and times in the UI language and Riyadh time (Gregorian calendar, as the site shows them). */
export function useFormatDate() {
  const { i18n } = useLingui();
  const tag = intlTag(parseLocale(i18n.locale));
  return (date: Date, withTime = false) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: "medium",
      timeZone: EVENT_TIME_ZONE,
      ...(withTime ? { timeStyle: "short" } : {}),
    }).format(date);
}

/** A time of day in Riyadh time, "14:30", in the UI language's digits style. */
export function useFormatTime() {
  const { i18n } = useLingui();
  const tag = intlTag(parseLocale(i18n.locale));
  return (date: Date) =>
    new Intl.DateTimeFormat(tag, { timeStyle: "short", timeZone: EVENT_TIME_ZONE }).format(date);
}

/** Hundredths of a currency (US cents, halalas) as the UI language writes money: "US$270.00". */
export function useFormatMoney() {
  const { i18n } = useLingui();
  const tag = intlTag(parseLocale(i18n.locale));
  return (hundredths: number, currency: "USD" | "SAR") =>
    new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "code" }).format(
      hundredths / 100,
    );
}
