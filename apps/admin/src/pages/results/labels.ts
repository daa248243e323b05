import { useLingui } from "@lingui/react/macro";
import { resultCategoryLabels } from "@wro/api/labels/result";

export function useResultCategoryOptions() {
  const { i18n } = useLingui();
  return Object.entries(resultCategoryLabels).map(([value, label]) => ({ value, label: i18n._(label) }));
}

/** The seasons to pick from, newest first, named in the UI language. */
export function seasonOptions(
  seasons: Array<{ id: string; nameEn: string; nameAr: string }>,
  arabic: boolean,
) {
  return seasons.map((season) => ({ value: season.id, label: arabic ? season.nameAr : season.nameEn }));
}
