import { authMessages, tooLong } from "@wro/auth/client";
import { z } from "zod";
import {
  countryCodeSchema,
  dateSchema,
  idSchema,
  optionalPhoneSchema,
  optionalText,
  requiredText,
} from "../../forms/common.ts";
import { registrationMessages } from "./messages.ts";

/** The WRO categories a team enters (issue 36), each with the age groups it has. */
export const wroCategories = ["robomission", "robosports", "future-innovators", "future-engineers"] as const;
export const ageGroups = ["elementary", "junior", "senior"] as const;

/** What a person does in the delegation, printed on the badge; the fee category sets the price. */
export const delegateRoles = [
  "student",
  "coach",
  "head_of_delegation",
  "supporter",
  "judge",
  "volunteer",
  "vip",
  "industry_guest",
] as const;

/** Under this age on the first day of the final, a participant needs a guardian's consent. */
export const ADULT_AGE = 18;

// Names as the visa letter and the badge print them: the passport's Latin spelling and the
// Arabic script, each checked for its script so they are not swapped by mistake.
const latinName = requiredText(120).regex(
  /^[\p{Script=Latin}\s.'’-]+$/u,
  registrationMessages.latinNameScript,
);
const arabicName = requiredText(120).regex(
  /^[\p{Script=Arabic}\s.'’-]+$/u,
  registrationMessages.arabicNameScript,
);

export const delegationSaveSchema = z.object({
  name: requiredText(120),
  country: countryCodeSchema,
});

export const teamSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(80),
  category: z.enum(wroCategories, { error: registrationMessages.invalidWroCategory }),
  ageGroup: z.enum(ageGroups, { error: registrationMessages.invalidAgeGroup }),
  /** A delegate of the same delegation; empty for none yet. */
  coachId: idSchema.nullish().transform((value) => value ?? null),
});

export const delegateSaveSchema = z.object({
  id: idSchema.optional(),
  feeCategoryKey: z.string({ error: registrationMessages.invalidFeeCategory }).trim().min(1).max(40, tooLong),
  role: z.enum(delegateRoles),
  nameLatin: latinName,
  nameArabic: arabicName,
  nationality: countryCodeSchema,
  passportNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,20}$/, registrationMessages.invalidPassport)
    .or(z.literal(""))
    .nullish()
    .transform((value) => value || null),
  dateOfBirth: z
    .union([z.literal(""), dateSchema])
    .nullish()
    .transform((value) => value || null),
  /**
   * The e-mail of the person's own account (a coach or student), optional: signed in with it,
   * they see their team and its status.
   */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, tooLong)
    .pipe(z.email({ error: authMessages.invalidEmail }).or(z.literal("")))
    .nullish()
    .transform((value) => value || null),
  /** The team a student is a member of. */
  teamId: idSchema.nullish().transform((value) => value ?? null),
  guardianName: optionalText(120),
  guardianPhone: optionalPhoneSchema,
  /** The organizer records that the guardian consented (spec: most users are minors). */
  guardianConsent: z.boolean().default(false),
});

export type DelegationSave = z.infer<typeof delegationSaveSchema>;
export type TeamSave = z.infer<typeof teamSaveSchema>;
export type DelegateSave = z.infer<typeof delegateSaveSchema>;
