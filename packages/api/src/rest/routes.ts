/**
 * The legacy REST API's calls (spec §7): method and path, input, who may call, and the
 * service each one runs — the same services as the tRPC procedures.
 */
import {
  createIdentityProvider,
  authRateLimiter,
  signAccessToken,
  signInWithPartnerToken,
  signInWithPassword,
  type PublicUser,
} from "@wro/auth";
import type { Database } from "@wro/db";
import { z } from "zod";
import { notFound } from "../admin/errors.ts";
import { adminMessages } from "../forms/messages.ts";
import {
  adminUserListSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
} from "../routers/admin/schemas.ts";
import {
  adminById,
  adminUserSelect,
  createAdmin,
  listAdmins,
  setAdminStatus,
  updateAdmin,
} from "../routers/admin/service.ts";
import { activeCompetitions } from "../routers/competition/service.ts";
import { currentEvent } from "../routers/event/service.ts";
import { activeFaqs } from "../routers/faq/service.ts";
import { partnerFormSchema, partnerListSchema, partnerUpdateSchema } from "../routers/partner/schemas.ts";
import {
  activePartners,
  createPartner,
  listPartners,
  partnerById,
  setPartnerStatus,
  updatePartner,
} from "../routers/partner/service.ts";
import { participatingCountries } from "../routers/region/service.ts";
import {
  SEASON_ATTRIBUTE_COUNT,
  seasonCreateSchema,
  seasonListSchema,
  seasonUpdateSchema,
} from "../routers/season/schemas.ts";
import {
  createSeason,
  listSeasons,
  seasonById,
  setSeasonFlag,
  updateSeason,
} from "../routers/season/service.ts";
import { siteSettings } from "../routers/setting/service.ts";
import { teamSeasonRecordCreateSchema } from "../routers/team-season/schemas.ts";
import {
  createTeamSeasonRecord,
  deleteTeamSeasonRecord,
  teamSeasonRecords,
} from "../routers/team-season/service.ts";
import { trainingFilterSchema } from "../routers/training/schemas.ts";
import { activeTrainings } from "../routers/training/service.ts";
import { activeWroSeasons } from "../routers/wro-season/service.ts";
import { LegacyError, messages } from "./errors.ts";
import { fileBytes, MAX_FORM_BYTES } from "./input.ts";
import {
  legacyAdminPartner,
  legacyCompetition,
  legacyFaq,
  legacyPublicPartner,
  legacyRegion,
  legacySeason,
  legacySetting,
  legacyTeamSeasonRecord,
  legacyTimer,
  legacyTraining,
  legacyUser,
  legacyWroSeason,
} from "./mapping.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { route, type LegacyDeps, type LegacyRoute, type Reply, type RouteContext } from "./route.ts";
import { activeOnlyQuery, answers, requests } from "./schemas.ts";

/** Spec §8's success toasts, verbatim (spelling included): the answers' `msg`. */
export const successMessages = {
  signedIn: "Sign in Suucessfully!",
  saved: "Saved Successfully!",
  updated: "Update Successfully!",
  statusUpdated: "Status is Updated Successfully!",
  deleted: "Deleted Successfully!",
} as const;

const authorizationHeaders = {
  Authorization: "The access token: send it back as the Authorization header (with or without `Bearer `).",
};

async function userRow(db: Database, id: string) {
  const user = await db.user.findUnique({ where: { id }, select: adminUserSelect });
  if (!user) throw notFound();
  return user;
}

/** A signed-in user's answer: the token in the Authorization header (spec §7) and in the body. */
async function signedIn(context: RouteContext<unknown, unknown>, user: PublicUser) {
  const token = await signAccessToken(user, context.deps.accessTokens);
  return {
    token,
    user: legacyUser(await userRow(context.db, user.id)),
  };
}

const signInDeps = (deps: LegacyDeps) => ({
  db: deps.db,
  identity: deps.identity ?? createIdentityProvider(deps.db),
  rateLimiter: deps.rateLimiter ?? authRateLimiter(),
});

/** The partner platform's sign-in token of a /api/steb payload. */
function partnerToken(data: {
  accessTokan?: string;
  userData?: { accessTokan?: string; token?: string; jwt?: string };
}) {
  return data.accessTokan || data.userData?.accessTokan || data.userData?.token || data.userData?.jwt || null;
}

function requirePartnerIdentity(deps: LegacyDeps) {
  const identity = deps.identity ?? createIdentityProvider(deps.db);
  if (identity.kind !== "partner") throw new LegacyError(401, messages.partnerDisabled);
}

/** How the GET of one admin collection (seasons, partners, admins) reads and answers. */
interface AdminCollection<Row> {
  /** Answer keys of a page ("partners") and of one record ("partner"). */
  listKey: string;
  itemKey: string;
  /** Query parameters that change a flag, and so need an `id`. */
  flags: string[];
  /** A page: `page` counts from 0, `pageSize` is 10, 25 or 100. */
  list(paging: { page: number; pageSize: number }): Promise<{
    items: Row[];
    total: number;
    page: number;
    pageSize: number;
  }>;
  byId(id: string): Promise<Row>;
  /** The flag change the query asks for, or null when it only asks for the record. */
  toggle(id: string): Promise<Row> | null;
  legacy(row: Row): unknown;
}

/**
 * Spec §7's admin GET by query: `?page=n[&limit=]` a page with `currentPage` and `totalItems`,
 * `?id=` one record, `?id=&<flag>=` a toggle that saves at once.
 */
async function answerAdminGet<Row>(
  query: { id?: string | undefined; page?: number | undefined; limit?: number | undefined },
  collection: AdminCollection<Row>,
): Promise<Reply> {
  if (query.id === undefined) {
    const given = collection.flags.filter((flag) => (query as Record<string, unknown>)[flag] !== undefined);
    if (given.length) throw new LegacyError(400, `id is required with ${given.join(" and ")}.`);
    const page = await collection.list({ page: query.page ?? 0, pageSize: query.limit ?? 10 });
    return {
      body: {
        success: true,
        [collection.listKey]: page.items.map((row) => collection.legacy(row)),
        currentPage: page.page,
        totalItems: page.total,
        pageSize: page.pageSize,
      },
    };
  }
  const toggled = collection.toggle(query.id);
  if (!toggled) {
    return {
      body: { success: true, [collection.itemKey]: collection.legacy(await collection.byId(query.id)) },
    };
  }
  return {
    body: {
      success: true,
      msg: successMessages.statusUpdated,
      [collection.itemKey]: collection.legacy(await toggled),
    },
  };
}

/** The `updatedAt` a client sent back (optional), or the record's current one (last save wins). */
function expectedVersion(sent: string | undefined, current: Date): Date {
  if (!sent) return current;
  const date = new Date(sent);
  if (Number.isNaN(date.getTime()))
    throw new LegacyError(400, `updatedAt: ${adminMessages.expectedUpdatedAt}`);
  return date;
}

/** Legacy clients write "male" as well as "Male". */
function gender(value: string | undefined) {
  const text = value?.trim();
  if (!text) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** A partner named after its logo file when the form has no name ("gulf-makers.png" → "gulf makers"). */
function nameFromFile(file: File): string {
  const base = file.name
    .replace(/\.[^.]*$/, "")
    .replace(/[-_]+/g, " ")
    .trim()
    .slice(0, 120);
  return base || "Partner";
}

type SeasonForm = Record<string, unknown>;
const text = (form: SeasonForm, key: string) => form[key] as string | undefined;

/** The three attribute blocks of a season form, in the services' field names. */
function seasonAttributes(form: SeasonForm) {
  return Array.from({ length: SEASON_ATTRIBUTE_COUNT }, (_, index) => {
    const n = index + 1;
    return {
      titleAr: text(form, `title_${n}`),
      descAr: text(form, `desc_${n}`),
      // Spec §7: a new season's form has no English block texts; they start as the Arabic
      // ones and are edited with PUT.
      titleEn: text(form, `title_${n}_en`) ?? text(form, `title_${n}`),
      descEn: text(form, `desc_${n}_en`) ?? text(form, `desc_${n}`),
    };
  });
}

/**
 * The issues of a create form, less those on English block texts the client did not send:
 * those copy the Arabic ones, whose own issue already says what is wrong.
 */
function withoutUnsentEnglish(error: z.ZodError, form: SeasonForm): z.ZodError {
  const copied = (path: PropertyKey[]) =>
    path[0] === "attributes" &&
    typeof path[1] === "number" &&
    (path[2] === "titleEn" || path[2] === "descEn") &&
    text(form, `${path[2] === "titleEn" ? "title" : "desc"}_${path[1] + 1}_en`) === undefined;
  return new z.ZodError(error.issues.filter((issue) => !copied(issue.path)));
}

async function seasonUploads(form: SeasonForm) {
  return {
    logoFile: await fileBytes(form.logo as File | undefined),
    images: await Promise.all(
      Array.from({ length: SEASON_ATTRIBUTE_COUNT }, (_, index) =>
        fileBytes(form[`image_${index + 1}`] as File | undefined),
      ),
    ),
  };
}

const seasonFields = (form: SeasonForm) => ({
  slug: text(form, "slug"),
  nameAr: text(form, "name"),
  nameEn: text(form, "name_en"),
  titleAr: text(form, "title"),
  titleEn: text(form, "title_en"),
  descriptionAr: text(form, "description"),
  descriptionEn: text(form, "description_en"),
  attributes: seasonAttributes(form),
});

const seasonFlags = {
  status: "status",
  registration: "registration",
  home_active: "homeActive",
} as const;

export const legacyRoutes: LegacyRoute[] = [
  // ------------------------------------------------------------ session
  route({
    method: "POST",
    path: "/api/getuser",
    operationId: "getUser",
    summary: "The signed-in user",
    description: "The account of the access token in the Authorization header (or of the session cookie).",
    tag: "Session",
    access: "signedIn",
    answer: answers.user,
    async handle({ db, caller }) {
      if (caller.kind !== "user") throw new LegacyError(401, messages.signIn);
      return { body: { success: true, user: legacyUser(await userRow(db, caller.id)) } };
    },
  }),
  route({
    method: "POST",
    path: "/api/adduser",
    operationId: "signIn",
    summary: "Sign in with a national ID (or e-mail) and password",
    description:
      "Spec §7 login. `type: 4` is the admin sign-in (admin accounts only); any other type is the site's " +
      "sign-in. On success the token is in the `Authorization` header (and the body); on failure the " +
      "status is 401 (wrong credentials, disabled or unverified account), 400 (missing fields) or 429 " +
      "(too many attempts), with the reason in the `e_message` header.",
    tag: "Session",
    access: "public",
    body: { kind: "json", schema: requests.signIn },
    answer: answers.signedIn,
    answerHeaders: authorizationHeaders,
    async handle(context) {
      const { body, deps, ip } = context;
      const portal = Number(body.type) === 4 ? "admin" : "site";
      const user = await signInWithPassword(
        signInDeps(deps),
        portal,
        { login: body.national_id ?? body.email, password: body.password },
        ip,
      );
      const { token, user: legacy } = await signedIn(context, user);
      return {
        headers: { authorization: token },
        body: { success: true, msg: successMessages.signedIn, user: legacy, token },
      };
    },
  }),
  route({
    method: "POST",
    path: "/api/steb",
    operationId: "signInWithPartner",
    summary: "Sign in with the partner platform's token",
    description:
      "Spec §7 `{data:{userData}}` or `{data}` with the partner platform's payload: the partner token " +
      "(`data.accessTokan`, or `accessTokan`/`token`/`jwt` inside `data.userData`) is checked with the " +
      "partner platform — user data alone never signs anyone in. Answers like /api/adduser. 401 when " +
      "the site does not use the partner platform (IDENTITY_PROVIDER=local) or the token is refused.",
    tag: "Session",
    access: "public",
    body: { kind: "json", schema: requests.steb },
    answer: answers.signedIn,
    answerHeaders: authorizationHeaders,
    async handle(context) {
      const token = partnerToken(context.body.data);
      if (!token) throw new LegacyError(401, messages.partnerTokenMissing);
      requirePartnerIdentity(context.deps);
      const user = await signInWithPartnerToken(signInDeps(context.deps), token, context.ip);
      const answer = await signedIn(context, user);
      return {
        headers: { authorization: answer.token },
        body: { success: true, msg: successMessages.signedIn, ...answer },
      };
    },
  }),
  route({
    method: "GET",
    path: "/api/loginseason",
    operationId: "loginSeason",
    summary: "Single sign-on with a partner platform token",
    description:
      "Spec §7: `?token=…&type=WRO`. The token is checked with the partner platform; the answer's " +
      "`user.jwt` is our access token (also in the Authorization header). 401 when refused or when the " +
      "site does not use the partner platform.",
    tag: "Session",
    access: "public",
    query: requests.loginSeasonQuery,
    answer: answers.loginSeason,
    answerHeaders: authorizationHeaders,
    async handle(context) {
      requirePartnerIdentity(context.deps);
      const user = await signInWithPartnerToken(signInDeps(context.deps), context.query.token, context.ip);
      const answer = await signedIn(context, user);
      return {
        headers: { authorization: answer.token },
        body: { success: true, user: { jwt: answer.token, user: [answer.user] } },
      };
    },
  }),
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

  // ------------------------------------------------------------ team season records
  route({
    method: "POST",
    path: "/api/seasons",
    operationId: "createTeamSeasonRecord",
    summary: "Save a team's season record",
    description:
      "Spec §7 `{type, team_id, ref, data}` (answer not shown there): saves the record as the caller's " +
      "and answers it. Needs a coach, entity or admin (the team registration roles); 403 when another " +
      "account saved the team's first record (admins may add to any team).",
    tag: "Team",
    access: "team",
    body: { kind: "json", schema: requests.teamRecordBody },
    answer: answers.teamRecordSaved,
    async handle({ db, body, caller }) {
      const input = teamSeasonRecordCreateSchema.parse({
        type: body.type,
        teamId: body.team_id,
        ref: body.ref,
        data: body.data,
      });
      const record = await createTeamSeasonRecord(db, caller, input);
      return { body: { success: true, msg: successMessages.saved, season: legacyTeamSeasonRecord(record) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/seasons",
    operationId: "teamSeasonRecords",
    summary: "A team's season records",
    description:
      "Spec §7 `?team_id=`: the team's records, oldest first (`season` is a list). Needs a signed-in user; " +
      "a team belongs to the account that saved its first record, so others get an empty list (admins: all).",
    tag: "Team",
    access: "signedIn",
    query: requests.teamRecordsQuery,
    answer: answers.teamRecords,
    async handle({ db, query, caller }) {
      const records = await teamSeasonRecords(db, caller, query.team_id);
      return { body: { success: true, season: records.map(legacyTeamSeasonRecord) } };
    },
  }),
  route({
    method: "DELETE",
    path: "/api/seasons",
    operationId: "deleteTeamSeasonRecord",
    summary: "Delete a team's season record",
    description:
      "Spec §7 `?id=` (answer not shown there): deletes the record; 404 when it does not exist. Needs the " +
      "coach or entity account that saved it (403 for another one), or an admin.",
    tag: "Team",
    access: "team",
    query: requests.idQuery,
    answer: answers.deleted,
    async handle({ db, query, caller }) {
      const { id } = await deleteTeamSeasonRecord(db, caller, query.id);
      return { body: { success: true, msg: successMessages.deleted, _id: id } };
    },
  }),

  // ------------------------------------------------------------ public lists
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
    async handle({ db }) {
      const regions = await participatingCountries(db);
      return { body: { success: true, regions: regions.map((region) => legacyRegion(region)) } };
    },
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
    async handle({ db }) {
      const regions = await participatingCountries(db);
      return { body: { success: true, regions: regions.map((region) => legacyRegion(region)) } };
    },
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

  // ------------------------------------------------------------ admin: seasons
  route({
    method: "GET",
    path: "/api/admin/seasons",
    operationId: "adminSeasons",
    summary: "Seasons: list, one, or a flag toggle",
    description:
      "Spec §7, by query: `?page=n[&limit=]` a page (seasons, currentPage, totalItems); `?id=` one season " +
      "(`season`); `?id=&status=&name=` sets the flag `name` (status, registration or home_active; status " +
      "unless told) to `status`; `?id=&registration=` sets registration. A toggle answers " +
      "`{success, msg, season}`. 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.adminSeasonsQuery,
    answer: answers.adminSeasons.or(answers.adminSeason).or(answers.adminSeasonSaved),
    handle: ({ db, query, admin }) =>
      answerAdminGet(query, {
        listKey: "seasons",
        itemKey: "season",
        flags: ["status", "registration", "name"],
        list: (paging) => listSeasons(db, seasonListSchema.parse(paging)),
        byId: (id) => seasonById(db, id),
        toggle(id) {
          if (query.registration !== undefined)
            return setSeasonFlag(admin(), "registration", { id, value: query.registration });
          if (query.status === undefined) return null;
          return setSeasonFlag(admin(), seasonFlags[query.name ?? "status"], { id, value: query.status });
        },
        legacy: (season) => legacySeason(season),
      }),
  }),
  route({
    method: "POST",
    path: "/api/admin/seasons",
    operationId: "createSeason",
    summary: "Create a season",
    description:
      "Spec §7 multipart. The block texts in English (`title_N_en`, `desc_N_en`) are not in the spec's " +
      "create form: when left out they start as the Arabic texts, to be edited with PUT. 400 with the " +
      "field's message for a missing or invalid field or an image that is not a JPG, PNG or GIF; 409 for " +
      "a slug in use. Nothing is saved on failure.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.seasonCreateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminSeasonSaved,
    async handle({ body, admin }) {
      const form = body as SeasonForm;
      const parsed = seasonCreateSchema.safeParse({
        ...seasonFields(form),
        status: form.status ?? true,
        registration: form.registration ?? false,
        homeActive: form.home_active ?? false,
      });
      if (!parsed.success) throw withoutUnsentEnglish(parsed.error, form);
      const input = parsed.data;
      const { logoFile, images } = await seasonUploads(form);
      const season = await createSeason(admin(), {
        ...input,
        logoFile,
        attributes: input.attributes.map((attribute, index) => ({ ...attribute, imageFile: images[index] })),
      });
      return { body: { success: true, msg: successMessages.saved, season: legacySeason(season) } };
    },
  }),
  route({
    method: "PUT",
    path: "/api/admin/seasons",
    operationId: "updateSeason",
    summary: "Update a season",
    description:
      "Spec §7 multipart (with `title_N_en`, `desc_N_en`). Images left out stay; flags left out stay. " +
      "Send `updatedAt` to refuse the save (409) when someone changed the season since you loaded it; " +
      "without it the last save wins. 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.seasonUpdateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminSeasonSaved,
    async handle({ db, body, admin }) {
      const form = body as SeasonForm;
      const current = await seasonById(db, text(form, "id")!);
      const input = seasonUpdateSchema.parse({
        ...seasonFields(form),
        id: current.id,
        expectedUpdatedAt: expectedVersion(text(form, "updatedAt"), current.updatedAt),
        status: form.status ?? current.status,
        registration: form.registration ?? current.registration,
        homeActive: form.home_active ?? current.homeActive,
      });
      const { logoFile, images } = await seasonUploads(form);
      const season = await updateSeason(admin(), {
        ...input,
        logoFile,
        attributes: input.attributes.map((attribute, index) => ({ ...attribute, imageFile: images[index] })),
      });
      return { body: { success: true, msg: successMessages.updated, season: legacySeason(season) } };
    },
  }),

  // ------------------------------------------------------------ admin: partners
  route({
    method: "GET",
    path: "/api/admin/partners",
    operationId: "adminPartners",
    summary: "Partners: list, one, or a status toggle",
    description:
      "Spec §7, by query: `?page=n[&limit=]` a page (partners, currentPage, totalItems); `?id=` one " +
      "partner; `?id=&status=` sets its status (`{success, msg, partner}`). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.adminPartnersQuery,
    answer: answers.adminPartners.or(answers.adminPartner).or(answers.adminPartnerSaved),
    handle: ({ db, query, admin }) =>
      answerAdminGet(query, {
        listKey: "partners",
        itemKey: "partner",
        flags: ["status"],
        list: (paging) => listPartners(db, partnerListSchema.parse(paging)),
        byId: (id) => partnerById(db, id),
        toggle: (id) =>
          query.status === undefined ? null : setPartnerStatus(admin(), { id, value: query.status }),
        legacy: (partner) => legacyAdminPartner(partner),
      }),
  }),
  route({
    method: "POST",
    path: "/api/admin/partners",
    operationId: "createPartner",
    summary: "Create a partner",
    description:
      "Spec §7 multipart `file` (the logo). The spec sends only the file: the name is the file's name " +
      "unless a `name` field is sent; tier NONE, first in order and active unless told.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.partnerCreateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminPartnerSaved,
    async handle({ body, admin }) {
      const fields = partnerFormSchema.parse({
        name: body.name ?? nameFromFile(body.file),
        link: body.link,
        tier: body.tier,
        order: body.order === undefined ? undefined : Number(body.order),
        status: body.status,
      });
      const partner = await createPartner(admin(), { ...fields, logoFile: (await fileBytes(body.file))! });
      return {
        body: { success: true, msg: successMessages.saved, partner: legacyAdminPartner(partner) },
      };
    },
  }),
  route({
    method: "PUT",
    path: "/api/admin/partners",
    operationId: "updatePartner",
    summary: "Update a partner",
    description:
      "Spec §7 multipart `file`, `id`: replaces the logo; other fields left out stay. Send `updatedAt` " +
      "to refuse a stale save (409). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.partnerUpdateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminPartnerSaved,
    async handle({ db, body, admin }) {
      const current = await partnerById(db, body.id);
      const input = partnerUpdateSchema.parse({
        id: current.id,
        expectedUpdatedAt: expectedVersion(body.updatedAt, current.updatedAt),
        name: body.name ?? current.name,
        link: body.link ?? current.link,
        tier: body.tier ?? current.tier,
        order: body.order === undefined ? current.order : Number(body.order),
        status: body.status ?? current.status,
      });
      const partner = await updatePartner(admin(), { ...input, logoFile: await fileBytes(body.file) });
      return {
        body: { success: true, msg: successMessages.updated, partner: legacyAdminPartner(partner) },
      };
    },
  }),

  // ------------------------------------------------------------ admin: admin accounts
  route({
    method: "GET",
    path: "/api/admin/admins",
    operationId: "adminAdmins",
    summary: "Admin accounts: list, one, or a status toggle",
    description:
      "Spec §7, by query: `?page=n[&limit=]` a page (users, currentPage, totalItems); `?id=` one admin " +
      "(`{success, user}`); `?id=&status=` sets the account's status (`{success, msg, user}`; an admin " +
      "cannot disable their own account). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.adminAdminsQuery,
    answer: answers.adminUsers.or(answers.user).or(answers.adminUserSaved),
    handle: ({ db, query, admin }) =>
      answerAdminGet(query, {
        listKey: "users",
        itemKey: "user",
        flags: ["status"],
        list: (paging) => listAdmins(db, adminUserListSchema.parse(paging)),
        byId: (id) => adminById(db, id),
        toggle: (id) =>
          query.status === undefined ? null : setAdminStatus(admin(), { id, value: query.status }),
        legacy: (user) => legacyUser(user),
      }),
  }),
  route({
    method: "POST",
    path: "/api/admin/admins",
    operationId: "createAdmin",
    summary: "Create an admin account",
    description:
      "Spec §7 JSON user fields plus `cpassword`. Spec §5: name, email, phone_number, national_id, " +
      "nationality, password and cpassword are required ('Please fill form carefully!'); password must " +
      "equal cpassword ('Password is not Matched'). 409 for an e-mail or national ID in use.",
    tag: "Admin",
    access: "admin",
    body: { kind: "json", schema: requests.adminCreateBody },
    answer: answers.adminUserSaved,
    async handle({ body, admin }) {
      const data = adminUserCreateSchema.parse({
        name: body.name,
        email: body.email,
        phoneNumber: body.phone_number,
        nationalId: body.national_id,
        nationality: body.nationality,
        password: body.password,
        confirmPassword: body.cpassword,
        dob: body.dob,
        gender: gender(body.gender),
      });
      const user = await createAdmin(admin(), data);
      return { body: { success: true, msg: successMessages.saved, user: legacyUser(user) } };
    },
  }),
  route({
    method: "PUT",
    path: "/api/admin/admins",
    operationId: "updateAdmin",
    summary: "Update an admin account",
    description:
      "Spec §7 multipart. Fields left out stay as they are; an empty password keeps the current one. " +
      "`cpassword`, when sent, must equal the password. subscription, steb_user_id and the guardian " +
      "fields are accepted but not changed (admin accounts keep their defaults); `type` can only be 4. " +
      "Send `updatedAt` to refuse a stale save (409). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.adminUpdateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminUserSaved,
    async handle({ db, body, admin }) {
      const current = await adminById(db, body.id);
      const data = adminUserUpdateSchema.parse({
        id: current.id,
        expectedUpdatedAt: expectedVersion(body.updatedAt, current.updatedAt),
        name: body.name ?? current.name,
        email: body.email ?? current.email,
        phoneNumber: body.phone_number ?? current.phoneNumber,
        nationalId: body.national_id ?? current.nationalId,
        nationality: body.nationality ?? current.nationality,
        dob: body.dob ?? current.dob,
        gender: gender(body.gender) ?? current.gender,
        password: body.password,
        confirmPassword: body.cpassword ?? body.password,
      });
      const user = await updateAdmin(admin(), { ...data, pictureFile: await fileBytes(body.logo) });
      return { body: { success: true, msg: successMessages.updated, user: legacyUser(user) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/admin/users",
    operationId: "adminUser",
    summary: "Any user account",
    description: "Spec §7 `?id=`: the user (student, coach, entity or admin). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.idQuery,
    answer: answers.user,
    async handle({ db, query }) {
      return { body: { success: true, user: legacyUser(await userRow(db, query.id)) } };
    },
  }),

  // ------------------------------------------------------------ the document itself
  route({
    method: "GET",
    path: "/api/openapi.json",
    operationId: "openApi",
    summary: "This API's OpenAPI 3.1 document",
    description: "Made from the same schemas that check each call's input.",
    tag: "Meta",
    access: "public",
    answer: answers.openApi,
    async handle() {
      return { body: openApiDocument() };
    },
  }),
];

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document of `legacyRoutes` (made once per process). */
export function openApiDocument() {
  document ??= buildOpenApiDocument(legacyRoutes);
  return document;
}
