import type { ServerMessage } from "@wro/constants";
import type { Medal, ResultCategory } from "./schemas.ts";

/** The result categories' names (RoboMission by age group), as the site and the admin show them. */
export const resultCategoryLabels = {
  "robomission-elementary": /*i18n*/ {
    id: "resultCategory.robomission-elementary",
    message: "RoboMission Elementary",
  },
  "robomission-junior": /*i18n*/ { id: "resultCategory.robomission-junior", message: "RoboMission Junior" },
  "robomission-senior": /*i18n*/ { id: "resultCategory.robomission-senior", message: "RoboMission Senior" },
  robosports: /*i18n*/ { id: "resultCategory.robosports", message: "RoboSports" },
  "future-innovators": /*i18n*/ { id: "resultCategory.future-innovators", message: "Future Innovators" },
  "future-engineers": /*i18n*/ { id: "resultCategory.future-engineers", message: "Future Engineers" },
} as const satisfies Record<ResultCategory, ServerMessage>;

/** Spec §9's ranking labels (a medal: feminine in Arabic, unlike the sponsor tiers). */
export const medalLabels = {
  gold: /*i18n*/ { id: "medal.gold", message: "Gold" },
  silver: /*i18n*/ { id: "medal.silver", message: "Silver" },
  bronze: /*i18n*/ { id: "medal.bronze", message: "Bronze" },
} as const satisfies Record<Medal, ServerMessage>;
