import { useLingui } from "@lingui/react/macro";

/** Dates and times in the UI language (Gregorian calendar, as the site shows them). */
export function useFormatDate() {
  const { i18n } = useLingui();
  const tag = i18n.locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB";
  return (date: Date, withTime = false) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: "medium",
      ...(withTime ? { timeStyle: "short" } : {}),
    }).format(date);
}
