/** Spec §7's season administration: list, one, flag toggles, and the multipart create and update. */
import { seasonCreateSchema, seasonListSchema, seasonUpdateSchema } from "../../routers/season/schemas.ts";
import {
  createSeason,
  listSeasons,
  seasonById,
  setSeasonFlag,
  updateSeason,
} from "../../routers/season/service.ts";
import { fileBytes, MAX_FORM_BYTES } from "../input.ts";
import { legacySeason, seasonFields, withoutUnsentEnglish } from "../mapping.ts";
import { route, type LegacyRoute } from "../route.ts";
import { answers } from "../answers.ts";
import { requests, SEASON_BLOCKS, type LegacySeasonForm } from "../schemas.ts";
import { answerAdminGet, expectedVersion } from "./admin-common.ts";
import { successMessages } from "./success.ts";

/** The service input with the form's logo and block images (undefined where left out: they stay). */
async function withUploads<Attribute extends object, Input extends { attributes: Attribute[] }>(
  input: Input,
  form: LegacySeasonForm,
) {
  const images = await Promise.all(SEASON_BLOCKS.map((n) => fileBytes(form[`image_${n}`])));
  return {
    ...input,
    logoFile: await fileBytes(form.logo),
    attributes: input.attributes.map((attribute, index) => ({ ...attribute, imageFile: images[index] })),
  };
}

const seasonFlags = {
  status: "status",
  registration: "registration",
  home_active: "homeActive",
} as const;

export const adminSeasonRoutes: LegacyRoute[] = [
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
      const parsed = seasonCreateSchema.safeParse({
        ...seasonFields(body),
        status: body.status ?? true,
        registration: body.registration ?? false,
        homeActive: body.home_active ?? false,
      });
      if (!parsed.success) throw withoutUnsentEnglish(parsed.error, body);
      const season = await createSeason(admin(), await withUploads(parsed.data, body));
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
      const current = await seasonById(db, body.id);
      const input = seasonUpdateSchema.parse({
        ...seasonFields(body),
        id: current.id,
        expectedUpdatedAt: expectedVersion(body.updatedAt, current.updatedAt),
        status: body.status ?? current.status,
        registration: body.registration ?? current.registration,
        homeActive: body.home_active ?? current.homeActive,
      });
      const season = await updateSeason(admin(), await withUploads(input, body));
      return { body: { success: true, msg: successMessages.updated, season: legacySeason(season) } };
    },
  }),
];
