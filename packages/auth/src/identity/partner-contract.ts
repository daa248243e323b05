import { z } from "zod";

/**
 * The partner business platform's HTTP contract (spec §7), in one place. Paths are relative
 * to PARTNER_API_URL. The spec names the calls and their fields but not every path; the
 * assumed ones are marked and are the only lines to change when the platform documents them.
 */
export const partnerEndpoints = {
  /**
   * POST, multipart/form-data: name, email, phone_number, national_id, password, type.
   * Answers `{ success, type, user, token, msg }`. The path is assumed ("user-register" in the spec).
   */
  register: "api/user-register",
  /**
   * POST, multipart/form-data: `national_id` or `email` (whichever the user typed), password.
   * Answers like `register`. Assumed: the spec shows no password sign-in call, but students
   * sign in with a password on /signin and the site's next-auth form posts one.
   */
  login: "api/user-login",
  /**
   * GET ?token=…&type=WRO — single sign-on with a token the platform handed to the user.
   * Answers `{ success, user: { jwt, user: [user] } }`. Path as in the spec.
   */
  loginSeason: "api/loginseason/",
} as const;

/** The site name the platform expects on single sign-on (spec §7, §9). */
export const PARTNER_SITE_TYPE = "WRO";

// The platform answers loosely typed JSON (numbers and strings interchangeably, `_id` or
// `id`); these schemas accept that and give our code one shape.
const idLike = z.union([z.string().min(1), z.number()]).transform(String);
const successFlag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => value === true || value === 1 || value === "true" || value === "1");

export const partnerUserSchema = z
  .object({
    _id: idLike.optional(),
    id: idLike.optional(),
    name: z.string().trim().min(1),
    email: z.string().trim().min(3),
    national_id: idLike,
    phone_number: z.union([z.string(), z.number()]).transform(String).nullish(),
    type: z.coerce.number().int().nullish(),
  })
  .refine((user) => user.id ?? user._id, { message: "partner user has no id" })
  .transform((user) => ({
    partnerId: (user.id ?? user._id)!,
    name: user.name,
    email: user.email,
    nationalId: user.national_id,
    phoneNumber: user.phone_number ?? "",
    type: user.type ?? undefined,
  }));
export type PartnerUser = z.output<typeof partnerUserSchema>;

/** What `register` and `login` answer. */
export const partnerAccountAnswerSchema = z.object({
  success: successFlag,
  type: z.coerce.number().int().nullish(),
  user: z.unknown().optional(),
  token: z.string().nullish(),
  msg: z.string().nullish(),
});

/** What `loginSeason` answers on success. */
export const partnerSingleSignOnUserSchema = z.object({
  jwt: z.string().min(1),
  user: z.array(partnerUserSchema).min(1),
});

export const partnerSingleSignOnAnswerSchema = z.object({
  success: successFlag,
  user: z.unknown().optional(),
  msg: z.string().nullish(),
});
