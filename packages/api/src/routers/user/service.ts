import { TRPCError } from "@trpc/server";
import { roleOf } from "@wro/auth";
import { UserType } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import { accountStatusData } from "../../admin/accounts.ts";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord, nextVersion, type Transaction } from "../../admin/write.ts";
import { csvFile, toCsv } from "../../csv.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { AuditAction } from "../audit/schemas.ts";
import { adminUserSelect } from "../admin/service.ts";
import { sendPasswordResetLink } from "../auth/password-reset.ts";
import { coachVerifiedMail } from "./mails.ts";
import { personTypes, type PersonFilters, type PersonListInput } from "./schemas.ts";

const personSelect = { ...adminUserSelect, locale: true } as const;
const people = { type: { in: [...personTypes] as number[] } };
const userTable = "users";

// Nothing public shows people: no page to revalidate.
const write = (action: AuditAction) => ({ entity: "user" as const, action, tags: [] });

function whereOf(input: PersonFilters): Prisma.UserWhereInput {
  return {
    ...people,
    ...textSearch(input.search, ["name", "email", "nationalId", "phoneNumber"]),
    ...(input.type === undefined ? {} : { type: input.type }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.verified === undefined ? {} : { verified: input.verified }),
  };
}

const orderOf = (input: PersonFilters) => sortOf(input, { field: "createdAt", order: "desc" });

export function listPeople(db: Database, input: PersonListInput) {
  const where = whereOf(input);
  return pageOf(
    input,
    db.user.findMany({ where, select: personSelect, orderBy: orderOf(input), ...pageArgs(input) }),
    db.user.count({ where }),
  );
}

export async function personById(db: Database, id: string) {
  const person = await db.user.findFirst({ where: { id, ...people }, select: personSelect });
  if (!person) throw notFound();
  return person;
}

function lockPerson(tx: Transaction, id: string) {
  return lockRecord(tx, userTable, id, () =>
    tx.user.findFirst({ where: { id, ...people }, select: personSelect }),
  );
}

/** Enables or disables a student, coach or entity; disabling ends their sessions at once. */
export function setPersonStatus(ctx: AdminContext, input: { id: string; value: boolean }) {
  return auditedWrite(ctx, write("setStatus"), async (tx) => {
    const before = await lockPerson(tx, input.id);
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
  const person = await auditedWrite(ctx, write("verify"), async (tx) => {
    const before = await lockPerson(tx, input.id);
    if (before.type !== UserType.coach)
      throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.notACoach });
    if (before.verified) throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.alreadyVerified });
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
  const person = await auditedWrite(ctx, write("sendPasswordReset"), async (tx) => {
    const current = await lockPerson(tx, input.id);
    if (!current.status)
      throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.resetDisabledAccount });
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
  const rows = await db.user.findMany({
    where: whereOf(input),
    select: personSelect,
    orderBy: orderOf(input),
  });
  return csvFile(
    "users",
    toCsv(
      personColumns,
      rows.map((row) => ({ ...row, role: roleOf(row.type), dob: row.dob?.toISOString().slice(0, 10) })),
    ),
  );
}
