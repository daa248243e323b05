/**
 * The legacy REST API's request shapes (spec §7), in legacy field names. They check what
 * arrives before it is renamed for the services (whose own schemas then apply the business
 * rules), and the OpenAPI document describes them. The answers are in `answers.ts`.
 */
import { tooLong } from "@wro/auth/client";
import { z } from "zod";
import { idSchema, PAGE_SIZES } from "../forms/common.ts";
import { adminMessages } from "../forms/messages.ts";
import { sponsorTiers } from "../routers/partner/schemas.ts";
import { siteNameSchema } from "../routers/setting/schemas.ts";
import { trainingTypeSchema } from "../routers/training/schemas.ts";
import { MAX_IMAGE_BYTES } from "../storage/images.ts";
import { named } from "./answers.ts";

// ---------------------------------------------------------------- building blocks

/** The season form's attribute blocks, numbered as its fields are (`title_1` …). */
export const SEASON_BLOCKS = [1, 2, 3] as const;

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
  z.union([z.string().max(max, tooLong), z.number().finite()]).transform((value) => String(value));

/** An uploaded file of a multipart form; its content is checked by the services (JPG, PNG, GIF). */
const imageFile = z
  .file({ error: "Send an image file (JPG, PNG or GIF)." })
  .max(MAX_IMAGE_BYTES, adminMessages.imageTooLarge)
  .describe("An image: JPG, PNG or GIF (checked by content), at most 2 MB.");

const formText = (max: number) => z.string({ error: adminMessages.required }).max(max, tooLong);
const optionalFormText = (max: number) => z.string().max(max, tooLong).optional();

const jsonValue = named(
  z.json({ error: "data is required (any JSON value but null)." }),
  "JsonValue",
  "Any JSON value.",
);

// ---------------------------------------------------------------- requests

/** The partner form's fields besides the logo, the id and the name; left out, they stay (or default). */
const partnerFields = {
  link: optionalFormText(500),
  tier: z.enum(sponsorTiers, { error: "tier is PREMIUM, GOLD, SILVER or NONE." }).optional(),
  order: z
    .string()
    .regex(/^\d{1,6}$/, "order is a whole number.")
    .optional(),
  status: flagText.optional(),
};

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
      .max(4096, tooLong)
      .describe("The single sign-on token the partner platform handed to the user."),
    type: z.literal("WRO", { error: 'type is "WRO".' }).optional().describe('The site name: "WRO".'),
  }),

  signIn: z.object({
    national_id: textOrNumber(254).optional().describe("The national ID (or e-mail) to sign in with."),
    email: z.string().max(254, tooLong).optional().describe("Used when national_id is left out."),
    loginType: z.string().max(40).optional().describe("How the client labels the login (ignored)."),
    password: z.string().max(128, tooLong).optional(),
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
    name: z.string().max(120, tooLong).optional(),
    email: z.string().max(254, tooLong).optional(),
    phone_number: textOrNumber(32).optional(),
    national_id: textOrNumber(32).optional(),
    nationality: z.string().max(8, tooLong).optional(),
    password: z.string().max(128, tooLong).optional(),
    cpassword: z.string().max(128, tooLong).optional(),
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
    ...partnerFields,
  }),

  partnerUpdateForm: z.object({
    id: formText(64).describe("The partner's `_id`."),
    file: imageFile.optional().describe("A new logo; the current one stays when left out."),
    name: optionalFormText(120),
    ...partnerFields,
    updatedAt: optionalFormText(40).describe(
      "The `updatedAt` you loaded: refuses the save when someone changed it since.",
    ),
  }),

  seasonCreateForm: seasonForm("create"),
  seasonUpdateForm: seasonForm("update").extend({
    id: formText(64).describe("The season's `_id`."),
    updatedAt: optionalFormText(40).describe(
      "The `updatedAt` you loaded: refuses the save when someone changed it since.",
    ),
  }),
};

/** A season form as parsed (create or update: the update adds `updatedAt` and needs `id`). */
export type LegacySeasonForm = z.output<typeof requests.seasonCreateForm>;

/**
 * The season form (spec §7): names, titles and descriptions (plain = Arabic, `_en` = English),
 * slug, logo, and title_N, desc_N, image_N for N = 1..3 (with title_N_en and desc_N_en).
 */
type BlockNumber = (typeof SEASON_BLOCKS)[number];
/** The block fields by name, so a parsed form is typed field by field. */
type SeasonBlockFields = Record<`title_${BlockNumber}` | `desc_${BlockNumber}`, z.ZodString> &
  Record<`title_${BlockNumber}_en` | `desc_${BlockNumber}_en`, z.ZodType<string | undefined>> &
  Record<`image_${BlockNumber}`, z.ZodOptional<typeof imageFile>>;

function seasonForm(mode: "create" | "update") {
  const attributeFields = {} as SeasonBlockFields;
  for (const n of SEASON_BLOCKS) {
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
    id: optionalFormText(64).describe("Ignored: a new season gets a new id."),
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
    ...attributeFields,
  });
}
