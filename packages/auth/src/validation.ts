import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { z } from "zod";
import { UserType } from "./roles.ts";
import { authMessages, tooLong, type AuthMessage } from "./messages.ts";
import { hasForbiddenCharacter } from "./text.ts";

/**
 * Form and procedure schemas for spec §5. Each form reports its "fill in all fields" message
 * once (as the spec's toast does) rather than once per empty field, so presence is checked
 * over the whole object before any format rule runs. Safe to import in the browser.
 */

/**
 * The password rule (OWASP ASVS 2.1): at least 12 characters, at most 128, any characters
 * (spaces included, no composition rules), not blank, and not common or easily guessed. This
 * module holds the part a browser checks; the common-password check needs a dictionary of
 * several hundred kilobytes and runs on the server only (`passwordIssue` in password-strength.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Bounds the work scrypt does on hostile input; no real password is this long. */
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_PHONE_COUNTRY: CountryCode = "SA";

/** People type Arabic-Indic digits on Arabic keyboards; store ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** A phone number in E.164 (+9665…), or null when it is not a real, dialable number. */
export function normalizePhoneNumber(
  value: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const phone = parsePhoneNumberFromString(toAsciiDigits(value), country);
  return phone?.isValid() ? phone.number : null;
}

/**
 * What is wrong with a new password as far as a browser can tell: too short, or only blanks
 * (which no length rule stops). Counted in characters, not UTF-16 units, so an emoji counts once.
 */
export function newPasswordIssue(password: string): AuthMessage | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (!password.trim()) return authMessages.passwordGuessable;
  return null;
}

const text = (max: number) =>
  z
    .string({ error: authMessages.fillAllFields })
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasForbiddenCharacter(value), authMessages.forbiddenCharacters)
    .optional();
// Passwords are taken as typed: leading or trailing spaces are part of them.
const password = z.string({ error: authMessages.fillAllFields }).max(PASSWORD_MAX_LENGTH, tooLong).optional();

const emailFormat = z.email();

/** Types a visitor may choose on the public sign-up (spec §2): student or coach. */
const publicSignUpTypes: number[] = [UserType.student, UserType.coach];

export const signUpSchema = z
  .object({
    name: text(120),
    email: text(254),
    national_id: text(32),
    phone_number: text(32),
    password,
    c_password: password,
    /** The spec's form default is "1" (coach). */
    type: z.union([z.number(), z.string()]).optional(),
    /** The language of the page the form was sent from: mails to the person are written in it. */
    locale: z.enum(["en", "ar"]).optional(),
  })
  .superRefine((values, context) => {
    const required = [
      values.name,
      values.email,
      values.national_id,
      values.phone_number,
      values.password,
      values.c_password,
    ];
    if (required.some((value) => !value)) {
      context.addIssue({ code: "custom", message: authMessages.fillAllFields });
      return;
    }
    const issue = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (!publicSignUpTypes.includes(Number(values.type ?? UserType.coach))) {
      issue("type", authMessages.invalidAccountType);
    }
    if (!emailFormat.safeParse(values.email).success) issue("email", authMessages.invalidEmail);
    if (!normalizePhoneNumber(values.phone_number!)) issue("phone_number", authMessages.invalidPhone);
    const passwordIssue = newPasswordIssue(values.password!);
    if (passwordIssue) issue("password", passwordIssue);
    else if (values.password !== values.c_password) issue("c_password", authMessages.passwordNotMatched);
  })
  .transform((values) => ({
    name: values.name!,
    email: values.email!.toLowerCase(),
    nationalId: toAsciiDigits(values.national_id!),
    phoneNumber: normalizePhoneNumber(values.phone_number!)!,
    password: values.password!,
    type: Number(values.type ?? UserType.coach) as typeof UserType.student | typeof UserType.coach,
    locale: values.locale ?? "en",
  }));

/** What the sign-up form sends (spec field names). */
export type SignUpInput = z.input<typeof signUpSchema>;
/** A checked sign-up: trimmed, e-mail lowercased, phone in E.164, type 0 or 1. */
export type SignUpData = z.output<typeof signUpSchema>;

/**
 * Sign-in on the site and in the admin (spec §5, admin sign-in): `login` is a national ID or
 * an e-mail address (the legacy form labels it "Email").
 */
export const signInSchema = z
  .object({ login: text(254), password })
  .superRefine((values, context) => {
    if (!values.login || !values.password) {
      context.addIssue({ code: "custom", message: authMessages.signInFieldsEmpty });
    }
  })
  .transform((values) => ({ login: toAsciiDigits(values.login!), password: values.password! }));

export type SignInInput = z.input<typeof signInSchema>;
export type SignInCredentials = z.output<typeof signInSchema>;

/**
 * "Forgot password?": the account's national ID or e-mail, as on the sign-in form (walk-through
 * 3, L12), and the language the mail and its link use. The mail always goes to the account's
 * e-mail address.
 */
export const passwordResetRequestSchema = z
  .object({ login: text(254), lang: z.enum(["en", "ar"]).default("en") })
  .superRefine((values, context) => {
    if (!values.login)
      context.addIssue({ code: "custom", path: ["login"], message: authMessages.fillAllFields });
    else if (values.login.includes("@") && !emailFormat.safeParse(values.login).success)
      context.addIssue({ code: "custom", path: ["login"], message: authMessages.invalidEmail });
  })
  .transform((values) => ({ login: toAsciiDigits(values.login!), lang: values.lang }));
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The token a reset link carries (base64url); anything else cannot be one. */
export const resetTokenSchema = z
  .string({ error: authMessages.resetLinkUnknown })
  .regex(/^[\w-]{20,100}$/, authMessages.resetLinkUnknown);

/** A new password from a reset link, with the rules of sign-up (spec §5). */
export const passwordResetSchema = z
  .object({ token: resetTokenSchema, password, c_password: password })
  .superRefine((values, context) => {
    if (!values.password || !values.c_password) {
      context.addIssue({ code: "custom", message: authMessages.fillAllFields });
      return;
    }
    const passwordIssue = newPasswordIssue(values.password);
    if (passwordIssue) context.addIssue({ code: "custom", path: ["password"], message: passwordIssue });
    else if (values.password !== values.c_password)
      context.addIssue({ code: "custom", path: ["c_password"], message: authMessages.passwordNotMatched });
  })
  .transform((values) => ({ token: values.token, password: values.password! }));
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
