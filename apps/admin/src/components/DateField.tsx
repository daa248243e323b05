import "@mantine/dates/styles.css";
import "dayjs/locale/ar";
import { useLingui } from "@lingui/react/macro";
import { DateInput, type DateInputProps } from "@mantine/dates";

/** A calendar date ("YYYY-MM-DD"), with month and day names in the UI language. */
export function DateField(props: DateInputProps) {
  const { i18n } = useLingui();
  return <DateInput locale={i18n.locale} valueFormat="YYYY-MM-DD" clearable {...props} />;
}

/** A date as "YYYY-MM-DD" in UTC (how dates of birth are stored). */
export function isoDay(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
