/**
 * The legacy REST API's request and answer shapes (spec §7), in legacy field names. They
 * check what arrives before it is renamed for the services (whose own schemas then apply
 * the business rules), they describe the answers, and the OpenAPI document is made from them.
 */
import { z } from "zod";
import { idSchema, PAGE_SIZES } from "../forms/common.ts";
import { adminMessages } from "../forms/messages.ts";
import { MAX_IMAGE_BYTES } from "../storage/images.ts";
import { sponsorTiers } from "../routers/partner/schemas.ts";
import { siteNameSchema } from "../routers/setting/schemas.ts";
import { trainingTypeSchema } from "../routers/training/schemas.ts";

/** Named schemas: they become `components.schemas` of the OpenAPI document. */
export const components = z.registry<{ id: string; description?: string }>();
const named = <Schema extends z.ZodType>(schema: Schema, id: string, description: string) => {
  components.add(schema, { id, description });
  return schema;
};

// ---------------------------------------------------------------- building blocks

const trueOrFalse = "Use true or false.";
/** A boolean in a query string or form field: the texts "true" and "false". */
export const flagText = z
  .enum(["true", "false"], { error: trueOrFalse })
  .transform((value) => value === "true");

/** Public lists show active records only: `status` may be left out or be "true". */
export const activeOnlyQuery = z.object({
  status: z
    .literal("true", { error: "Only active records are public: leave status out or send true." })
    .optional()
    .describe("Only `true` (the default): public lists show active records only."),
});

const pageText = z
  .string()
  .regex(/^\d{1,7}$/, "page is a whole number, counting from 0.")
  .transform(Number)
  .describe("The page, counting from 0 (spec §9).");
const limitText = z
  .enum(PAGE_SIZES.map(String) as ["10", "25", "100"], { error: adminMessages.pageSize })
  .transform(Number)
  .describe("Rows per page: 10 (default), 25 or 100.");

/** A text field that may also arrive as a JSON number (national IDs, phone numbers). */
const textOrNumber = (max: number) =>
  z
    .union([z.string().max(max, adminMessages.tooLong), z.number().finite()])
    .transform((value) => String(value));

/** An uploaded file of a multipart form; its content is checked by the services (JPG, PNG, GIF). */
const imageFile = z
  .file({ error: "Send an image file (JPG, PNG or GIF)." })
  .max(MAX_IMAGE_BYTES, adminMessages.imageTooLarge)
  .describe("An image: JPG, PNG or GIF (checked by content), at most 2 MB.");

const formText = (max: number) => z.string({ error: adminMessages.required }).max(max, adminMessages.tooLong);
const optionalFormText = (max: number) => z.string().max(max, adminMessages.tooLong).optional();

const jsonValue = named(
  z.json({ error: "data is required (any JSON value but null)." }),
  "JsonValue",
  "Any JSON value.",
);

// ---------------------------------------------------------------- answers

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
    currentPage: z.number().int(),
    totalItems: z.number().int(),
    pageSize: z.number().int(),
  }),
  adminSeason: z.object({ success: ok, season: legacySeasonSchema }),
  adminSeasonSaved: z.object({ success: ok, msg: z.string(), season: legacySeasonSchema }),
  adminPartners: z.object({
    success: ok,
    partners: z.array(legacyAdminPartnerSchema),
    currentPage: z.number().int(),
    totalItems: z.number().int(),
    pageSize: z.number().int(),
  }),
  adminPartner: z.object({ success: ok, partner: legacyAdminPartnerSchema }),
  adminPartnerSaved: z.object({ success: ok, msg: z.string(), partner: legacyAdminPartnerSchema }),
  adminUsers: z.object({
    success: ok,
    users: z.array(legacyUserSchema),
    currentPage: z.number().int(),
    totalItems: z.number().int(),
    pageSize: z.number().int(),
  }),
  adminUserSaved: z.object({ success: ok, msg: z.string(), user: legacyUserSchema }),
  openApi: z.object({ openapi: z.string() }).loose(),
};

// ---------------------------------------------------------------- requests

export const requests = {
  settingsQuery: z.object({ site_name: siteNameSchema.describe('The site name; "WRO" unless told.') }),

  trainingsQuery: z.object({
    region_id: idSchema.optional().describe("A region's `_id`; all regions when left out."),
    training: trainingTypeSchema.optional().describe('The training type; "training-center" unless told.'),
  }),

  loginSeasonQuery: z.object({
    token: z
      .string({ error: "token is required." })
      .trim()
      .min(1, "token is required.")
      .max(4096, adminMessages.tooLong)
      .describe("The single sign-on token the partner platform handed to the user."),
    type: z.literal("WRO", { error: 'type is "WRO".' }).optional().describe('The site name: "WRO".'),
  }),

  signIn: z.object({
    national_id: textOrNumber(254).optional().describe("The national ID (or e-mail) to sign in with."),
    email: z
      .string()
      .max(254, adminMessages.tooLong)
      .optional()
      .describe("Used when national_id is left out."),
    loginType: z.string().max(40).optional().describe("How the client labels the login (ignored)."),
    password: z.string().max(128, adminMessages.tooLong).optional(),
    type: z
      .union([z.number().int(), z.string().regex(/^\d{1,2}$/, "type is a user type number.")])
      .optional()
      .describe("4 for the admin sign-in (admins only); anything else is the site's sign-in."),
  }),

  steb: z.object({
    data: z
      .object({
        accessTokan: z
          .string()
          .max(4096)
          .optional()
          .describe("The partner platform's sign-in token (legacy spelling)."),
        userData: z
          .object({
            accessTokan: z.string().max(4096).optional(),
            token: z.string().max(4096).optional(),
            jwt: z.string().max(4096).optional(),
          })
          .loose()
          .optional()
          .describe("The partner platform's user data; only its token is used."),
      })
      .loose(),
  }),

  teamRecordBody: z.object({
    type: formText(120),
    team_id: formText(120),
    ref: formText(120),
    data: jsonValue,
  }),
  teamRecordsQuery: z.object({ team_id: idSchema.describe("The team whose records to list.") }),
  idQuery: z.object({ id: idSchema }),

  adminSeasonsQuery: z.object({
    page: pageText.optional(),
    limit: limitText.optional(),
    id: idSchema.optional().describe("A season's `_id`: that season, or with status/registration a toggle."),
    status: flagText.optional().describe("With id: the new value of the flag named by `name`."),
    name: z
      .enum(["status", "registration", "home_active"], {
        error: "name is status, registration or home_active.",
      })
      .optional()
      .describe("Which flag `status` sets; status unless told."),
    registration: flagText.optional().describe("With id: the new value of the registration flag."),
  }),

  adminPartnersQuery: z.object({
    page: pageText.optional(),
    limit: limitText.optional(),
    id: idSchema.optional().describe("A partner's `_id`: that partner, or with status a toggle."),
    status: flagText.optional().describe("With id: the partner's new status."),
  }),

  adminAdminsQuery: z.object({
    page: pageText.optional(),
    limit: limitText.optional(),
    id: idSchema.optional().describe("An admin's `_id`: that admin, or with status a toggle."),
    status: flagText.optional().describe("With id: the admin's new status."),
  }),

  adminCreateBody: z.object({
    name: z.string().max(120, adminMessages.tooLong).optional(),
    email: z.string().max(254, adminMessages.tooLong).optional(),
    phone_number: textOrNumber(32).optional(),
    national_id: textOrNumber(32).optional(),
    nationality: z.string().max(8, adminMessages.tooLong).optional(),
    password: z.string().max(128, adminMessages.tooLong).optional(),
    cpassword: z.string().max(128, adminMessages.tooLong).optional(),
    dob: z.string().max(40).nullish().describe("YYYY-MM-DD."),
    gender: z.string().max(10).optional().describe("Male (default) or Female."),
    type: z
      .union([z.literal(4), z.literal("4")], { error: "Only admin accounts (type 4) are created here." })
      .optional(),
  }),

  adminUpdateForm: z.object({
    id: formText(64).describe("The admin's `_id`."),
    name: optionalFormText(120),
    email: optionalFormText(254),
    phone_number: optionalFormText(32),
    national_id: optionalFormText(32),
    nationality: optionalFormText(8),
    password: optionalFormText(128).describe("Empty keeps the current password."),
    cpassword: optionalFormText(128).describe("When left out, the client has already compared it (spec §5)."),
    logo: imageFile.optional().describe("A new picture."),
    dob: optionalFormText(40).describe("YYYY-MM-DD; empty for none."),
    gender: optionalFormText(10),
    type: z.literal("4", { error: "Only admin accounts (type 4) are edited here." }).optional(),
    subscription: optionalFormText(40).describe("Accepted for compatibility; not changed by this call."),
    steb_user_id: optionalFormText(64).describe("Accepted for compatibility; not changed by this call."),
    guardian_name: optionalFormText(120).describe("Accepted for compatibility; not changed by this call."),
    guardian_phone: optionalFormText(32).describe("Accepted for compatibility; not changed by this call."),
    updatedAt: optionalFormText(40).describe(
      "The `updatedAt` you loaded: refuses the save when someone changed it since.",
    ),
  }),

  partnerCreateForm: z.object({
    file: imageFile.describe("The logo."),
    name: optionalFormText(120).describe("The partner's name; the file's name unless told."),
    link: optionalFormText(500),
    tier: z.enum(sponsorTiers, { error: "tier is PREMIUM, GOLD, SILVER or NONE." }).optional(),
    order: z
      .string()
      .regex(/^\d{1,6}$/, "order is a whole number.")
      .optional(),
    status: flagText.optional(),
  }),

  partnerUpdateForm: z.object({
    id: formText(64).describe("The partner's `_id`."),
    file: imageFile.optional().describe("A new logo; the current one stays when left out."),
    name: optionalFormText(120),
    link: optionalFormText(500),
    tier: z.enum(sponsorTiers, { error: "tier is PREMIUM, GOLD, SILVER or NONE." }).optional(),
    order: z
      .string()
      .regex(/^\d{1,6}$/, "order is a whole number.")
      .optional(),
    status: flagText.optional(),
    updatedAt: optionalFormText(40).describe(
      "The `updatedAt` you loaded: refuses the save when someone changed it since.",
    ),
  }),

  seasonCreateForm: seasonForm("create"),
  seasonUpdateForm: seasonForm("update"),
};

/**
 * The season form (spec §7): names, titles and descriptions (plain = Arabic, `_en` = English),
 * slug, logo, and title_N, desc_N, image_N for N = 1..3 (with title_N_en and desc_N_en).
 */
function seasonForm(mode: "create" | "update") {
  const attributeFields: Record<string, z.ZodType> = {};
  for (const n of [1, 2, 3]) {
    attributeFields[`title_${n}`] = formText(200).describe(`Block ${n}'s title (Arabic).`);
    attributeFields[`desc_${n}`] = formText(5000).describe(`Block ${n}'s text (Arabic).`);
    attributeFields[`title_${n}_en`] =
      mode === "update"
        ? formText(200).describe(`Block ${n}'s title (English).`)
        : optionalFormText(200).describe(`Block ${n}'s title (English); the Arabic title until edited.`);
    attributeFields[`desc_${n}_en`] =
      mode === "update"
        ? formText(5000).describe(`Block ${n}'s text (English).`)
        : optionalFormText(5000).describe(`Block ${n}'s text (English); the Arabic text until edited.`);
    attributeFields[`image_${n}`] = imageFile
      .optional()
      .describe(`Block ${n}'s image; kept (or the default) when left out.`);
  }
  return z.object({
    id:
      mode === "update"
        ? formText(64).describe("The season's `_id`.")
        : optionalFormText(64).describe("Ignored: a new season gets a new id."),
    name: formText(120).describe("Arabic."),
    name_en: formText(120),
    slug: formText(80),
    title: formText(200).describe("Arabic."),
    title_en: formText(200),
    description: formText(10_000).describe("Arabic."),
    description_en: formText(10_000),
    logo: imageFile.optional().describe("The banner; kept (or the default) when left out."),
    status: flagText.optional().describe("Kept (new: true) when left out."),
    registration: flagText.optional().describe("Kept (new: false) when left out."),
    home_active: flagText.optional().describe("Kept (new: false) when left out."),
    ...(mode === "update"
      ? {
          updatedAt: optionalFormText(40).describe(
            "The `updatedAt` you loaded: refuses the save when someone changed it since.",
          ),
        }
      : {}),
    ...attributeFields,
  });
}
