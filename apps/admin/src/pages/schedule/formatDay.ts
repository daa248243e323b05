import { useLingui } from "@lingui/react/macro";

/** "Friday 24 October 2025" for a Riyadh calendar day ("YYYY-MM-DD"). */
export function useFormatDay() {
  const { i18n } = useLingui();
  const tag = i18n.locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB";
  return (date: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
}
