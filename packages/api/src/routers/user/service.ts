import { hashPassword, passwordIssue, roleOf } from "@wro/auth";
import { AppError, UserType } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import { accountStatusData } from "../../admin/accounts.ts";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { auditedWrite, nextVersion } from "../../admin/write.ts";
import { csvFile, toCsv } from "../../csv.ts";
import { adminMessages } from "../../forms/messages.ts";
import { adminUserSelect } from "../admin/service.ts";
import { sendPasswordResetLink } from "../auth/password-reset.ts";
import { coachVerifiedMail } from "./mails.ts";
import {
  personTypes,
  type OrganizerData,
  type PersonFilters,
  type PersonListInput,
  type personSortFields,
} from "./schemas.ts";

const personSelect = { ...adminUserSelect, locale: true } as const;

/** Students, coaches and entities: the users who are not admins, read without their password hash. */
const people = recordService<
  Prisma.UserGetPayload<{ select: typeof personSelect }>,
  (typeof personSortFields)[number],
  Prisma.UserUncheckedCreateInput
>({
  entity: "user",
  delegate: (db) => db.user,
  scope: { type: { in: [...personTypes] as number[] } },
  select: personSelect,
  searchFields: ["name", "email", "nationalId", "phoneNumber"],
  defaultSort: { field: "createdAt", order: "desc" },
  unique: {
    email: { field: "email", message: adminMessages.emailTaken },
    national_id: { field: "nationalId", message: adminMessages.nationalIdTaken },
  },
});

/** The filters people have beyond the usual search and status. */
const filtersOf = (input: PersonFilters): Prisma.UserWhereInput => ({
  ...(input.type === undefined ? {} : { type: input.type }),
  ...(input.verified === undefined ? {} : { verified: input.verified }),
});

export const listPeople = (db: Database, input: PersonListInput) => people.list(db, input, filtersOf(input));

export const personById = people.byId;

/** Enables or disables a student, coach or entity; disabling ends their sessions at once. */
export function setPersonStatus(ctx: AdminContext, input: { id: string; value: boolean }) {
  return auditedWrite(ctx, people.writeOptions("setStatus"), async (tx) => {
    const before = await people.lock(tx, input.id);
    const after = await tx.user.update({
      where: { id: input.id },
      data: { ...accountStatusData(input.value), updatedAt: nextVersion(before) },
      select: personSelect,
    });
    return { entityId: input.id, before, after, result: after };
  });
}

/**
 * Verifies a coach of the local identity provider, who may then sign in, and tells them by
 * mail in their language. The verification stands when the mail fails (it is logged, and the
 * answer says so): the organizer can tell the coach another way.
 */
export async function verifyCoach(ctx: AdminContext, input: { id: string }) {
  const person = await auditedWrite(ctx, people.writeOptions("verify"), async (tx) => {
    const before = await people.lock(tx, input.id);
    if (before.type !== UserType.coach) throw new AppError("refused", { message: adminMessages.notACoach });
    if (before.verified) throw new AppError("refused", { message: adminMessages.alreadyVerified });
    const after = await tx.user.update({
      where: { id: input.id },
      data: { verified: true, updatedAt: nextVersion(before) },
      select: personSelect,
    });
    return { entityId: input.id, before, after, result: after };
  });
  try {
    await ctx.mailer.send(coachVerifiedMail(person));
    return { person, mailSent: true };
  } catch (error) {
    console.error(`The "account verified" mail to user ${person.id} could not be sent:`, error);
    return { person, mailSent: false };
  }
}

/**
 * Mails the person a single-use link to choose a new password (valid for an hour), in their
 * language. The audit entry records who sent it; the link itself is never stored in clear.
 */
export async function sendPersonPasswordReset(ctx: AdminContext, input: { id: string }) {
  const person = await auditedWrite(ctx, people.writeOptions("sendPasswordReset"), async (tx) => {
    const current = await people.lock(tx, input.id);
    if (!current.status) throw new AppError("refused", { message: adminMessages.resetDisabledAccount });
    return { entityId: input.id, before: current, after: current, result: current };
  });
  try {
    await sendPasswordResetLink(ctx.db, person.id, {
      lang: person.locale === "ar" ? "ar" : "en",
      mailer: ctx.mailer,
    });
    return { mailSent: true };
  } catch (error) {
    console.error(`The password-reset link for user ${person.id} could not be sent:`, error);
    return { mailSent: false };
  }
}

/**
 * Creates a national organizer (issue 36): an enabled, verified account of type 2 ("entity"),
 * audited. Without a password (the back office), the organizer is mailed a single-use link to
 * choose one, as "send a password-reset link" does; the account stands when the mail fails (it
 * is logged, the answer says so, and the link can be sent again from the person's page). With
 * one (the CLI: test servers, scripts), the password rule applies and no mail is sent.
 */
export const createOrganizer = (ctx: AdminContext, data: OrganizerData) =>
  createAccount(ctx, data, UserType.entity);

/**
 * Creates a gate staff account (issue 37, type 5, "gate"), as an organizer is created: it may
 * only check people in at the gate (`gateProcedure`).
 */
export const createGateStaff = (ctx: AdminContext, data: OrganizerData) =>
  createAccount(ctx, data, UserType.gate);

async function createAccount(
  ctx: AdminContext,
  data: OrganizerData,
  type: typeof UserType.entity | typeof UserType.gate,
) {
  const { password, ...fields } = data;
  let passwordHash: string | null = null;
  if (password) {
    const weak = passwordIssue(password, [data.name, data.email, data.nationalId, data.phoneNumber]);
    if (weak) throw fieldError("invalidInput", "password", weak);
    // Hashing is slow; it happens before the transaction so no lock waits on it.
    passwordHash = await hashPassword(password);
  }
  const person = await auditedWrite(ctx, people.writeOptions("create"), async (tx) => {
    const created = await tx.user.create({
      data: { ...fields, type, status: true, verified: true, passwordHash },
      select: personSelect,
    });
    // The audit entry says whether a password was set, never the hash.
    const after = passwordHash ? { ...created, passwordChanged: true } : created;
    return { entityId: created.id, before: null, after, result: created };
  });
  if (passwordHash) return { person, mailSent: false };
  try {
    await sendPasswordResetLink(ctx.db, person.id, {
      lang: person.locale === "ar" ? "ar" : "en",
      mailer: ctx.mailer,
    });
    return { person, mailSent: true };
  } catch (error) {
    console.error(`The password link for the new account ${person.id} could not be sent:`, error);
    return { person, mailSent: false };
  }
}

/** The columns of a people export, in order. */
export const personColumns = [
  "id",
  "name",
  "email",
  "nationalId",
  "phoneNumber",
  "type",
  "role",
  "nationality",
  "gender",
  "dob",
  "status",
  "verified",
  "locale",
  "createdAt",
  "updatedAt",
] as const;

/** Everyone matching the filters as CSV (formula-guarded), in the list's order. */
export async function exportPeople(db: Database, input: PersonFilters) {
  const rows = await people.all(db, input, filtersOf(input));
  return csvFile(
    "users",
    toCsv(
      personColumns,
      rows.map((row) => ({ ...row, role: roleOf(row.type), dob: row.dob?.toISOString().slice(0, 10) })),
    ),
  );
}
