import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { scheduleCategories } from "@wro/api/schemas/schedule";

/** The competition categories a schedule session may belong to, by name. */
export const scheduleCategoryLabels: Record<(typeof scheduleCategories)[number], MessageDescriptor> = {
  robomission: msg`RoboMission`,
  robosports: msg`RoboSports`,
  "future-innovators": msg`Future Innovators`,
  "future-engineers": msg`Future Engineers`,
};

export function useScheduleCategoryOptions() {
  const { i18n } = useLingui();
  return Object.entries(scheduleCategoryLabels).map(([value, label]) => ({ value, label: i18n._(label) }));
}
