import { z } from "zod";
import { privacyMessages } from "./messages.ts";

/** Deleting one's own account: the password again, and an explicit yes. */
export const deleteOwnAccountSchema = z.object({
  password: z
    .string({ error: privacyMessages.passwordRequired })
    .min(1, privacyMessages.passwordRequired)
    .max(200, privacyMessages.passwordWrong),
  confirm: z.literal(true, { error: privacyMessages.confirmRequired }),
});
export type DeleteOwnAccountInput = z.output<typeof deleteOwnAccountSchema>;

/**
 * Everything kept about one person (PDPL's right of access), as the JSON file they download.
 * The output schema is the allow-list: a column not named here (the password hash, the
 * session version) never leaves the server, even if a query selected it.
 */
export const personalDataSchema = z.object({
  exportedAt: z.date(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    nationalId: z.string(),
    phoneNumber: z.string(),
    type: z.number(),
    role: z.string(),
    picture: z.string(),
    nationality: z.string().nullable(),
    dob: z.date().nullable(),
    gender: z.string().nullable(),
    subscription: z.string(),
    guardianName: z.string(),
    guardianPhone: z.string(),
    status: z.boolean(),
    verified: z.boolean(),
    locale: z.string(),
    stebUserId: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  }),
  teamSeasonRecords: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      teamId: z.string(),
      ref: z.string(),
      data: z.json(),
      createdAt: z.date(),
    }),
  ),
  contactMessages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
      message: z.string(),
      state: z.string(),
      createdAt: z.date(),
    }),
  ),
  /**
   * A national organizer's delegations (issue 36): teams, the people registered (with their
   * guardians' consent) and the orders with their payments, as JSON.
   */
  delegations: z.array(z.json()),
  /** Changes made to the account (or its messages) and by it; who else acted is not theirs to read. */
  auditEntries: z.array(
    z.object({
      action: z.string(),
      entity: z.string(),
      by: z.enum(["you", "organizers"]),
      before: z.json().nullable(),
      after: z.json().nullable(),
      createdAt: z.date(),
    }),
  ),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** What an erasure removed (counts only: the person is gone). */
export const erasureSchema = z.object({
  erased: z.literal(true),
  teamSeasonRecords: z.number(),
  contactMessages: z.number(),
  /** Draft delegations (with their teams and people) removed with the account. */
  delegations: z.number(),
  auditEntriesScrubbed: z.number(),
});
export type Erasure = z.infer<typeof erasureSchema>;

/** A past season whose registration data goes: its year, or a season's slug naming its year. */
export const purgeSeasonSchema = z.object({
  season: z.string().trim().min(1).max(64),
  dryRun: z.boolean().default(false),
});
export type PurgeSeasonInput = z.output<typeof purgeSeasonSchema>;

export const purgeResultSchema = z.object({
  year: z.number(),
  dryRun: z.boolean(),
  /** The window of the season's records: saved from `from` (inclusive) to `to` (exclusive). */
  from: z.date(),
  to: z.date(),
  teams: z.number(),
  /** The records removed (none listed on a dry run: counts only). */
  records: z.array(
    z.object({ id: z.string(), teamId: z.string(), type: z.string(), ref: z.string(), createdAt: z.date() }),
  ),
  count: z.number(),
});
export type PurgeResult = z.infer<typeof purgeResultSchema>;
