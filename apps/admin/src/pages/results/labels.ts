import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { resultCategories } from "@wro/api/forms";

/** The result categories by name (RoboMission by age group). */
export const resultCategoryLabels: Record<(typeof resultCategories)[number], MessageDescriptor> = {
  "robomission-elementary": msg`RoboMission Elementary`,
  "robomission-junior": msg`RoboMission Junior`,
  "robomission-senior": msg`RoboMission Senior`,
  robosports: msg`RoboSports`,
  "future-innovators": msg`Future Innovators`,
  "future-engineers": msg`Future Engineers`,
};

/** Spec §9's ranking labels (a medal: feminine in Arabic, unlike the sponsor tiers). */
export const medalLabels = {
  gold: msg({ message: "Gold", context: "medal" }),
  silver: msg({ message: "Silver", context: "medal" }),
  bronze: msg({ message: "Bronze", context: "medal" }),
} as const;
export const medalOfPlace = (place: number) => (place === 1 ? "gold" : place === 2 ? "silver" : "bronze");

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
