/**
 * The legacy REST API's answer shapes (spec §7), in legacy field names: they describe what
 * each call answers, and the OpenAPI document is made from them.
 */
import { z } from "zod";
import { sponsorTiers } from "../routers/partner/schemas.ts";

/** Named schemas: they become `components.schemas` of the OpenAPI document. */
export const components = z.registry<{ id: string; description?: string }>();
export const named = <Schema extends z.ZodType>(schema: Schema, id: string, description: string) => {
  components.add(schema, { id, description });
  return schema;
};

export const errorAnswer = named(
  z.object({ success: z.literal(false), msg: z.string() }),
  "Error",
  "A refused call: `msg` says why (the same text is in the `e_message` header).",
);

const isoDate = z.string().describe("An ISO 8601 date and time (UTC).");

export const legacyUserSchema = named(
  z.object({
    _id: z.string(),
    steb_user_id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    national_id: z.string(),
    phone_number: z.string(),
    type: z.number().int().describe("0 student, 1 coach, 2 entity, 4 admin."),
    picture: z.string(),
    picture_url: z.string(),
    nationality: z.string(),
    dob: z.string().nullable().describe("YYYY-MM-DD, or null."),
    gender: z.string(),
    subscription: z.string(),
    guardian_name: z.string(),
    guardian_phone: z.string(),
    status: z.boolean(),
    verified: z.boolean(),
    isAdmin: z.boolean(),
    createdAt: isoDate.optional(),
    updatedAt: isoDate.optional(),
  }),
  "User",
  "A user or admin account (spec §3). Never carries the password.",
);

export const legacyPartnerSchema = named(
  z.object({
    _id: z.string(),
    name: z.string(),
    file_path: z.string().describe("The stored logo (a storage path)."),
    file_url: z.string().describe("Where a browser loads the logo from."),
    link: z.string().nullable(),
    tier: z.enum(sponsorTiers),
    status: z.boolean(),
  }),
  "Partner",
  "A partner (sponsor) with its logo and tier.",
);

export const legacyAdminPartnerSchema = named(
  legacyPartnerSchema.extend({ order: z.number().int(), createdAt: isoDate, updatedAt: isoDate }),
  "AdminPartner",
  "A partner as the back office sees it.",
);

export const legacyFaqSchema = named(
  z.object({
    _id: z.string(),
    question: z.string().describe("Arabic."),
    question_en: z.string(),
    answer: z.string().describe("Arabic."),
    answer_en: z.string(),
    status: z.boolean(),
  }),
  "Faq",
  "A question and its answer; the plain fields are Arabic, the `_en` fields English.",
);

export const legacyRegionSchema = named(
  z.object({
    _id: z.string(),
    code: z.string().describe("ISO 3166-1 alpha-2."),
    name: z.string().describe("Arabic."),
    name_en: z.string(),
    flag: z.string().describe("The stored flag image (a storage path)."),
    flag_url: z.string(),
    status: z.boolean(),
  }),
  "Region",
  "A participating country.",
);

export const legacyTimerSchema = named(
  z.object({
    _id: z.string(),
    name: z.string().describe("Arabic."),
    name_en: z.string(),
    event_date: isoDate,
    event_date_string: z
      .string()
      .describe("The event's local time in Jubail, e.g. 2025-10-24T09:00:00+03:00."),
    location: z.string().describe("Arabic."),
    location_en: z.string(),
    status: z.boolean(),
  }),
  "Timer",
  "The event the home page counts down to.",
);

export const legacyCompetitionSchema = named(
  z.object({
    _id: z.string(),
    name: z.string().describe("Arabic."),
    name_en: z.string(),
    status: z.boolean(),
  }),
  "Competition",
  "A competition category.",
);

export const legacyWroSeasonSchema = named(
  z.object({
    _id: z.string(),
    year: z.number().int(),
    name: z.string().describe("Arabic."),
    name_en: z.string(),
    status: z.boolean(),
  }),
  "WroSeason",
  "A season of the international olympiad.",
);

export const legacyTrainingSchema = named(
  z.object({
    _id: z.string(),
    region_id: z.string(),
    training: z.string(),
    name: z.string().describe("Arabic."),
    name_en: z.string(),
    location: z.string().nullable().describe("Arabic."),
    location_en: z.string().nullable(),
    status: z.boolean(),
  }),
  "Training",
  "A training offer (by default a training center) in a region.",
);

export const legacySettingSchema = named(
  z.object({
    site_name: z.string(),
    registration_link: z.string(),
    visitor_registration_link: z.string().nullable(),
    contact_email: z.string(),
    contact_phone: z.string().nullable(),
  }),
  "Setting",
  "The site's settings (site name WRO).",
);

export const legacyTeamSeasonRecordSchema = named(
  z.object({
    _id: z.string(),
    type: z.string(),
    team_id: z.string(),
    ref: z.string(),
    data: z.unknown().describe("Free-form JSON, as sent."),
    createdAt: isoDate,
  }),
  "TeamSeasonRecord",
  "A team's record for a season.",
);

export const legacySeasonSchema = named(
  z.object({
    _id: z.string(),
    slug: z.string(),
    name: z.string().describe("Arabic."),
    name_en: z.string(),
    title: z.string().describe("Arabic."),
    title_en: z.string(),
    description: z.string().describe("Arabic."),
    description_en: z.string(),
    logo: z.string(),
    image: z.string().describe("The same as logo (legacy name)."),
    logo_url: z.string(),
    status: z.boolean(),
    registration: z.boolean(),
    home_active: z.boolean(),
    attributes: z
      .array(
        z.object({
          _id: z.string(),
          position: z.number().int(),
          title: z.string(),
          title_en: z.string(),
          desc: z.string(),
          desc_en: z.string(),
          image: z.string(),
          image_url: z.string(),
        }),
      )
      .describe("Exactly three blocks, in order."),
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
  "Season",
  "A season as the back office sees it, with its three attribute blocks.",
);

const ok = z.literal(true);
/** The paging of an admin list (spec §7): pages count from 0. */
const paging = { currentPage: z.number().int(), totalItems: z.number().int(), pageSize: z.number().int() };
export const answers = {
  user: z.object({ success: ok, user: legacyUserSchema }),
  signedIn: z.object({
    success: ok,
    msg: z.string(),
    user: legacyUserSchema,
    token: z.string().describe("The access token, also in the `Authorization` header."),
  }),
  loginSeason: z.object({
    success: ok,
    user: z.object({
      jwt: z.string().describe("Our access token."),
      user: z.array(legacyUserSchema).length(1),
    }),
  }),
  setting: z.object({ success: ok, setting: legacySettingSchema }),
  teamRecordSaved: z.object({ success: ok, msg: z.string(), season: legacyTeamSeasonRecordSchema }),
  teamRecords: z.object({ success: ok, season: z.array(legacyTeamSeasonRecordSchema) }),
  deleted: z.object({ success: ok, msg: z.string(), _id: z.string() }),
  partners: z.object({ success: ok, partners: z.array(legacyPartnerSchema) }),
  faqs: z.object({ success: ok, faqs: z.array(legacyFaqSchema) }),
  competions: z.object({ success: ok, competions: z.array(legacyCompetitionSchema) }),
  wroSeasons: z.object({ success: ok, wroseasons: z.array(legacyWroSeasonSchema) }),
  regions: z.object({ success: ok, regions: z.array(legacyRegionSchema) }),
  trainings: z.object({ success: ok, trainings: z.array(legacyTrainingSchema) }),
  timer: z.object({ success: ok, timer: legacyTimerSchema.nullable() }),
  adminSeasons: z.object({
    success: ok,
    seasons: z.array(legacySeasonSchema),
    ...paging,
  }),
  adminSeason: z.object({ success: ok, season: legacySeasonSchema }),
  adminSeasonSaved: z.object({ success: ok, msg: z.string(), season: legacySeasonSchema }),
  adminPartners: z.object({
    success: ok,
    partners: z.array(legacyAdminPartnerSchema),
    ...paging,
  }),
  adminPartner: z.object({ success: ok, partner: legacyAdminPartnerSchema }),
  adminPartnerSaved: z.object({ success: ok, msg: z.string(), partner: legacyAdminPartnerSchema }),
  adminUsers: z.object({
    success: ok,
    users: z.array(legacyUserSchema),
    ...paging,
  }),
  adminUserSaved: z.object({ success: ok, msg: z.string(), user: legacyUserSchema }),
  openApi: z.object({ openapi: z.string() }).loose(),
};
