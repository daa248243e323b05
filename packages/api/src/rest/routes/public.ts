/** Spec §7's public lists and settings: no sign-in, answers kept in the per-process cache. */
import type { Database } from "@wro/db";
import { activeCompetitions } from "../../routers/competition/service.ts";
import { currentEvent } from "../../routers/event/service.ts";
import { activeFaqs } from "../../routers/faq/service.ts";
import { activePartners } from "../../routers/partner/service.ts";
import { participatingCountries } from "../../routers/region/service.ts";
import { siteSettings } from "../../routers/setting/service.ts";
import { trainingFilterSchema } from "../../routers/training/schemas.ts";
import { activeTrainings } from "../../routers/training/service.ts";
import { activeWroSeasons } from "../../routers/wro-season/service.ts";
import {
  legacyCompetition,
  legacyFaq,
  legacyPublicPartner,
  legacyRegion,
  legacySetting,
  legacyTimer,
  legacyTraining,
  legacyWroSeason,
} from "../mapping.ts";
import { route, type LegacyRoute } from "../route.ts";
import { answers } from "../answers.ts";
import { activeOnlyQuery, requests } from "../schemas.ts";

/** /api/regions and /api/countries answer the same list. */
async function participatingRegions({ db }: { db: Database }) {
  const regions = await participatingCountries(db);
  return { body: { success: true, regions: regions.map((region) => legacyRegion(region)) } };
}

export const publicRoutes: LegacyRoute[] = [
  route({
    method: "GET",
    path: "/api/settings",
    operationId: "settings",
    summary: "The site's settings",
    description:
      "Spec §7 `?site_name=WRO`. Public: an Authorization header is accepted and not needed. 404 for an unknown site name.",
    tag: "Public",
    access: "public",
    query: requests.settingsQuery,
    answer: answers.setting,
    cacheTags: ["settings"],
    async handle({ db, query }) {
      return { body: { success: true, setting: legacySetting(await siteSettings(db, query.site_name)) } };
    },
  }),

  route({
    method: "GET",
    path: "/api/partners",
    operationId: "partners",
    summary: "Active partners",
    description: "Spec §7 `?status=true`: active partners, Premium first, then Gold, Silver and others.",
    tag: "Public",
    access: "public",
    query: activeOnlyQuery,
    answer: answers.partners,
    cacheTags: ["partners"],
    async handle({ db }) {
      const partners = await activePartners(db);
      return {
        body: { success: true, partners: partners.map((partner) => legacyPublicPartner(partner)) },
      };
    },
  }),
  route({
    method: "GET",
    path: "/api/faqs",
    operationId: "faqs",
    summary: "Active FAQ entries",
    description:
      "Spec §7 `?status=true` (shape not shown there): questions and answers in both languages, in order.",
    tag: "Public",
    access: "public",
    query: activeOnlyQuery,
    answer: answers.faqs,
    cacheTags: ["faqs"],
    async handle({ db }) {
      return { body: { success: true, faqs: (await activeFaqs(db)).map(legacyFaq) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/competions",
    operationId: "competitions",
    summary: "Competition categories",
    description: "Spec §7 (spelling as in the spec; shape not shown there): active competition categories.",
    tag: "Public",
    access: "public",
    answer: answers.competions,
    cacheTags: ["competitions"],
    async handle({ db }) {
      return { body: { success: true, competions: (await activeCompetitions(db)).map(legacyCompetition) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/wro-seasons",
    operationId: "wroSeasons",
    summary: "Olympiad seasons",
    description:
      "Spec §7 (shape not shown there): active seasons of the international olympiad, newest first.",
    tag: "Public",
    access: "public",
    answer: answers.wroSeasons,
    cacheTags: ["wro-seasons"],
    async handle({ db }) {
      return { body: { success: true, wroseasons: (await activeWroSeasons(db)).map(legacyWroSeason) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/regions",
    operationId: "regions",
    summary: "Participating countries (regions)",
    description:
      "Spec §7 (shape not shown there): the participating countries, by English name, with their `_id` for /api/trainings.",
    tag: "Public",
    access: "public",
    answer: answers.regions,
    cacheTags: ["regions"],
    handle: participatingRegions,
  }),
  route({
    method: "GET",
    path: "/api/trainings",
    operationId: "trainings",
    summary: "Trainings by region and type",
    description:
      'Spec §7 `?region_id=&training=`: active trainings of the type ("training-center" unless told), ' +
      "in the region when given. 404 for an unknown region.",
    tag: "Public",
    access: "public",
    query: requests.trainingsQuery,
    answer: answers.trainings,
    cacheTags: ["trainings", "regions"],
    async handle({ db, query }) {
      const filter = trainingFilterSchema.parse({ regionId: query.region_id, training: query.training });
      return { body: { success: true, trainings: (await activeTrainings(db, filter)).map(legacyTraining) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/countries",
    operationId: "countries",
    summary: "Participating countries with flags",
    description:
      "Spec §7 `?status=true`: the participating countries (name, flag) — the same list as /api/regions.",
    tag: "Public",
    access: "public",
    query: activeOnlyQuery,
    answer: answers.regions,
    cacheTags: ["regions"],
    handle: participatingRegions,
  }),
  route({
    method: "GET",
    path: "/api/timer-counter",
    operationId: "timer",
    summary: "The event the countdown counts to",
    description:
      "Spec §7 `?status=true`: the next active event (or the latest, once all are past); `timer` is null " +
      "when no event is active, and the site shows no countdown (spec §4).",
    tag: "Public",
    access: "public",
    query: activeOnlyQuery,
    answer: answers.timer,
    cacheTags: ["event"],
    async handle({ db }) {
      const event = await currentEvent(db);
      return { body: { success: true, timer: event ? legacyTimer(event) : null } };
    },
  }),
];
