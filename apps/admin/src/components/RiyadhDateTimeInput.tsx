import "@mantine/dates/styles.css";
import "dayjs/locale/ar";
import { useLingui } from "@lingui/react/macro";
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { fromEventWallClock, toEventWallClock } from "@wro/i18n";
import type { ReactNode } from "react";

export interface RiyadhDateTimeInputProps extends Omit<
  DateTimePickerProps,
  "value" | "onChange" | "defaultValue" | "label"
> {
  label: ReactNode;
  /** The instant shown, or null when empty. */
  value?: Date | null;
  onChange?: (value: Date | null) => void;
}

/**
 * A date and time entered and shown in Riyadh time, labelled as such, whatever the zone of
 * the organizer's computer: the picker edits Riyadh wall-clock text and the form holds the
 * instant it names.
 */
export function RiyadhDateTimeInput({ label, value, onChange, ...props }: RiyadhDateTimeInputProps) {
  const { i18n, t } = useLingui();
  return (
    <DateTimePicker
      locale={i18n.locale}
      valueFormat="YYYY-MM-DD HH:mm"
      label={
        <>
          {label} {t`(Riyadh time)`}
        </>
      }
      timePickerProps={{ hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes` }}
      submitButtonProps={{ "aria-label": t`Done` }}
      value={value ? toEventWallClock(value) : null}
      onChange={(text) => onChange?.(text ? fromEventWallClock(text) : null)}
      {...props}
    />
  );
}
