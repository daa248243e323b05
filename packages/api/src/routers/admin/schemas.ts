import {
  authMessages,
  newPasswordIssue,
  normalizePhoneNumber,
  PASSWORD_MAX_LENGTH,
  toAsciiDigits,
  tooLong,
} from "@wro/auth/client";
import countries from "i18n-iso-countries";
import { z } from "zod";
import { expectedUpdatedAtSchema, idSchema, imageUploadSchema, listInputSchema } from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

export const genders = ["Male", "Female"] as const;
export const genderSchema = z.enum(genders);

/** Spec §3: a new admin's nationality unless chosen. */
export const DEFAULT_NATIONALITY = "SA";

// Fields are read loosely first, so that missing ones give spec §5's single message
// ("Please fill form carefully!") rather than one message per field.
const text = (max: number) =>
  z.string({ error: adminMessages.fillFormCarefully }).trim().max(max, tooLong).nullish();
const password = z
  .string({ error: adminMessages.fillFormCarefully })
  .max(PASSWORD_MAX_LENGTH, tooLong)
  .nullish();

export const adminUserShape = {
  name: text(120),
  email: text(254),
  phoneNumber: text(32),
  nationalId: text(32),
  nationality: text(8),
  /** Date of birth: a Date, or "YYYY-MM-DD"; empty for none. */
  dob: z.union([z.date(), z.string().trim()]).nullish(),
  // Spec §3: an admin's gender is Male unless chosen (null: a record that has none yet).
  gender: genderSchema.nullish().transform((value) => value ?? "Male"),
  password,
  confirmPassword: password,
  pictureFile: imageUploadSchema.optional(),
};
export type AdminUserValues = z.output<z.ZodObject<typeof adminUserShape>>;

/**
 * Spec §5: a new admin needs name, email, phone number, national ID, nationality, password
 * and its confirmation; an edit needs the same without the password, which is checked
 * only when given. Then formats, then 'Password is not Matched'.
 */
export function checkAdminUser(mode: "create" | "edit") {
  return (values: AdminUserValues, context: z.RefinementCtx) => {
    const required = [values.name, values.email, values.phoneNumber, values.nationalId, values.nationality];
    if (mode === "create") required.push(values.password, values.confirmPassword);
    if (required.some((value) => !value)) {
      context.addIssue({ code: "custom", message: adminMessages.fillFormCarefully });
      return;
    }
    const issue = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (!z.email().safeParse(values.email).success) issue("email", adminMessages.invalidEmail);
    if (!normalizePhoneNumber(values.phoneNumber!)) issue("phoneNumber", adminMessages.invalidPhone);
    if (!countries.isValid(values.nationality!.toUpperCase()))
      issue("nationality", adminMessages.invalidCountry);
    if (values.dob && !dateOfBirth(values.dob)) issue("dob", adminMessages.invalidDate);
    if (values.password) {
      // The browser's half of the password rule; the service adds the common-password check.
      const passwordIssue = newPasswordIssue(values.password);
      if (passwordIssue) issue("password", passwordIssue);
      else if (values.password !== values.confirmPassword)
        issue("confirmPassword", adminMessages.adminPasswordNotMatched);
    }
  };
}

/** A plausible date of birth (after 1900, not in the future), or null. */
function dateOfBirth(value: Date | string): Date | null {
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1900 || date.getTime() > Date.now())
    return null;
  return date;
}

/** The checked values: trimmed, e-mail lowercased, phone in E.164, ASCII digits, upper-case country. */
function normalize(values: AdminUserValues) {
  return {
    name: values.name!,
    email: values.email!.toLowerCase(),
    phoneNumber: normalizePhoneNumber(values.phoneNumber!)!,
    nationalId: toAsciiDigits(values.nationalId!),
    nationality: values.nationality!.toUpperCase(),
    dob: values.dob ? dateOfBirth(values.dob) : null,
    gender: values.gender,
    /** Null: keep the current password (edits only). */
    password: values.password || null,
    pictureFile: values.pictureFile,
  };
}
export type AdminUserData = ReturnType<typeof normalize>;
/** The account fields' normalization, for other account forms (a new national organizer). */
export { normalize as normalizeAccountFields };

/**
 * The finance permission (issue 36): recording bank transfers, refunding, and changing prices,
 * rates or the bank account. Only a finance admin signed in with two-step sign-in may grant or
 * withdraw it (`requireFinancePermission`). Optional: the legacy REST calls never send it.
 */
const financePermission = z.boolean().optional();

/** New admin form (spec §2 admin user screen); a new admin has no finance permission unless given. */
export const adminUserCreateSchema = z
  .object({ ...adminUserShape, financePermission })
  .superRefine(checkAdminUser("create"))
  .transform((values) => ({ ...normalize(values), financePermission: values.financePermission ?? false }));

/**
 * Admin edit form: the same fields; the password changes only when one is given, the finance
 * permission only when sent.
 */
export const adminUserUpdateSchema = z
  .object({ ...adminUserShape, financePermission, id: idSchema, expectedUpdatedAt: expectedUpdatedAtSchema })
  .superRefine(checkAdminUser("edit"))
  .transform((values) => ({
    ...normalize(values),
    financePermission: values.financePermission,
    id: values.id,
    expectedUpdatedAt: values.expectedUpdatedAt,
  }));

/** The signed-in admin's own profile; a new password needs the current one. */
export const ownProfileUpdateSchema = z
  .object({ ...adminUserShape, currentPassword: password, expectedUpdatedAt: expectedUpdatedAtSchema })
  .superRefine(checkAdminUser("edit"))
  .superRefine((values, context) => {
    if (values.password && !values.currentPassword) {
      context.addIssue({
        code: "custom",
        path: ["currentPassword"],
        message: adminMessages.currentPasswordRequired,
      });
    }
  })
  .transform((values) => ({
    ...normalize(values),
    currentPassword: values.currentPassword ?? null,
    expectedUpdatedAt: values.expectedUpdatedAt,
  }));
export type OwnProfileUpdate = z.output<typeof ownProfileUpdateSchema>;

export const adminUserSortFields = [
  "name",
  "email",
  "nationalId",
  "status",
  "createdAt",
  "updatedAt",
] as const;
export const adminUserListSchema = listInputSchema(adminUserSortFields);

/** What every account shows of itself, to its owner and to the back office: never the password hash. */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  nationalId: z.string(),
  phoneNumber: z.string(),
  type: z.number().int(),
  picture: z.string(),
  /** Null until the person gives it (sign-up does not ask). */
  nationality: z.string().nullable(),
  verified: z.boolean(),
});

/** An account as the back office sees it. */
export const adminUserSchema = accountSchema.extend({
  dob: z.date().nullable(),
  gender: genderSchema.nullable(),
  status: z.boolean(),
  isAdmin: z.boolean(),
  stebUserId: z.string().nullable(),
  subscription: z.string(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** An admin account as the admins' screen sees it: also whether it has the finance permission. */
export const adminAccountSchema = adminUserSchema.extend({ financePermission: z.boolean() });

// The signed-in admin's two-step sign-in (second-factor.ts). Codes are checked by @wro/auth,
// which also reads spaces and Arabic-Indic digits; here only their presence and size.
const secondFactorCode = z
  .string({ error: authMessages.secondFactorRequired })
  .trim()
  .min(1, authMessages.secondFactorRequired)
  .max(32, tooLong);

/** Confirms an enrolment: a code of the new secret. */
export const secondFactorConfirmSchema = z.object({ code: secondFactorCode });

/** Turns two-step sign-in off: a current code, or one of the recovery codes. */
export const secondFactorDisableSchema = z
  .object({ code: secondFactorCode.optional(), recoveryCode: secondFactorCode.optional() })
  .refine((answer) => answer.code || answer.recoveryCode, {
    message: authMessages.secondFactorRequired,
    path: ["code"],
  });
export type SecondFactorAnswerInput = z.output<typeof secondFactorDisableSchema>;

/** Whether two-step sign-in is on, and whether this session signed in with it. */
/** Whether the finance tools are open to the signed-in admin; if not, the message code of why. */
export const financeAccessSchema = z.object({ allowed: z.boolean(), refusal: z.string().nullable() });

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enrolledAt: z.date().nullable(),
  recoveryCodesLeft: z.number().int(),
  signedInWithSecondFactor: z.boolean(),
});

/** A new secret to scan: its otpauth:// URI, its QR code (SVG) and its base32 text. */
export const secondFactorEnrolmentSchema = z.object({
  uri: z.string(),
  secret: z.string(),
  qrSvg: z.string(),
});
