import {
  authRateLimiter,
  passwordAttemptsKey,
  publicUserSelect,
  roleOf,
  verifyPassword,
  type AuthRateLimiter,
} from "@wro/auth";
import { AppError, codedMessage } from "@wro/constants";
import { Prisma, type Database } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError, notFound } from "../../admin/errors.ts";
import { auditedWrite, lockRecord, type Transaction } from "../../admin/write.ts";
import { personTypes } from "../user/schemas.ts";
import { privacyMessages, REGISTRATION_RETENTION_MONTHS } from "./messages.ts";
import type {
  DeleteOwnAccountInput,
  Erasure,
  PersonalData,
  PurgeResult,
  PurgeSeasonInput,
} from "./schemas.ts";

// Prisma's JSON and zod's JSON are the same values under two type names.
type Json = PersonalData["auditEntries"][number]["before"];
const asJson = (value: Prisma.JsonValue) => value as Json;

/** What an erased person is called where their name stood (the audit log's actor). */
export const ERASED_ACTOR = "deleted account";

const people = { type: { in: [...personTypes] as number[] }, isAdmin: false };

// The session internals stay out of a person's own data, as the password hash does.
const {
  sessionVersion: _sessionVersion,
  mustChangePassword: _mustChangePassword,
  ...ownColumns
} = publicUserSelect;

/** A person's own data: what a session may carry, and what only the person and the admins see. */
const accountSelect = {
  ...ownColumns,
  dob: true,
  gender: true,
  subscription: true,
  guardianName: true,
  guardianPhone: true,
  locale: true,
  stebUserId: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.UserSelect;

/**
 * The fields of an audit snapshot that stay after erasure: what changed (a status, a state),
 * never who it was. Everything else in the snapshot (name, e-mail, ID, phone, message) goes.
 */
const keptAuditFields: Record<string, readonly string[]> = {
  user: ["type", "status", "verified"],
  contactMessage: ["state"],
};

/** Snapshot keys that never leave the server, whatever an old audit entry kept. */
const secretKeys = new Set(["passwordHash", "sessionVersion", "mustChangePassword"]);

const contactMessagesOf = (db: Database | Transaction, email: string) =>
  db.contactMessage.findMany({
    where: { email: { equals: email, mode: "insensitive" } },
    orderBy: { createdAt: "asc" },
  });

/** The audit entries about a person: their account, their contact messages, and what they did. */
function auditWhere(id: string, contactMessageIds: string[]): Prisma.AuditLogWhereInput {
  return {
    OR: [
      { entity: "user", entityId: id },
      { actorId: id },
      ...(contactMessageIds.length
        ? [{ entity: "contactMessage", entityId: { in: contactMessageIds } }]
        : []),
    ],
  };
}

function withoutSecrets(snapshot: Prisma.JsonValue): Prisma.JsonValue {
  if (!snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return snapshot;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !secretKeys.has(key)));
}

/** Everything kept about one student, coach or entity (PDPL's right of access). */
export async function personalData(db: Database, id: string): Promise<PersonalData> {
  const account = await db.user.findFirst({ where: { id, ...people }, select: accountSelect });
  if (!account) throw notFound();
  const [teamSeasonRecords, contactMessages, delegations] = await Promise.all([
    db.teamSeasonRecord.findMany({
      where: { createdById: id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, type: true, teamId: true, ref: true, data: true, createdAt: true },
    }),
    contactMessagesOf(db, account.email),
    db.delegation.findMany({
      where: { organizerId: id },
      orderBy: { createdAt: "asc" },
      include: {
        teams: true,
        delegates: true,
        orders: { include: { lines: true, payments: { include: { refunds: true } } } },
        waitingList: true,
      },
    }),
  ]);
  const entries = await db.auditLog.findMany({
    where: auditWhere(
      id,
      contactMessages.map((message) => message.id),
    ),
    orderBy: { createdAt: "asc" },
  });
  return {
    exportedAt: new Date(),
    account: { ...account, role: roleOf(account.type) },
    teamSeasonRecords: teamSeasonRecords.map((record) => ({ ...record, data: asJson(record.data) })),
    contactMessages,
    // As JSON (dates as ISO strings), as the download carries them.
    delegations: delegations.map((delegation) =>
      asJson(JSON.parse(JSON.stringify(delegation)) as Prisma.JsonValue),
    ),
    auditEntries: entries.map((entry) => ({
      action: entry.action,
      entity: entry.entity,
      by: entry.actorId === id ? ("you" as const) : ("organizers" as const),
      before: asJson(withoutSecrets(entry.before)),
      after: asJson(withoutSecrets(entry.after)),
      createdAt: entry.createdAt,
    })),
  };
}

/** The caller's own data, as the account page downloads it. */
export function ownPersonalData(db: Database, callerId: string) {
  return personalData(db, callerId).catch((error: unknown) => {
    throw AppError.is(error, "notFound")
      ? new AppError("forbidden", { message: privacyMessages.notAPerson })
      : error;
  });
}

/** A snapshot cut down to the fields kept after erasure; SQL NULL when none is left. */
function keptFields(entity: string, snapshot: Prisma.JsonValue) {
  const kept = keptAuditFields[entity] ?? [];
  if (!snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return Prisma.DbNull;
  const left = Object.fromEntries(Object.entries(snapshot).filter(([key]) => kept.includes(key)));
  return Object.keys(left).length ? (left as Prisma.InputJsonValue) : Prisma.DbNull;
}

/**
 * Rewrites the audit entries about a person so that they keep what happened (action, entity,
 * time, a status or state that changed) but no longer say who it was: the label goes, the
 * snapshots keep only `keptAuditFields`, and where the person acted their name becomes
 * `ERASED_ACTOR`. The only place audit rows are ever updated: erasure overrides the log's
 * "never changed" rule, as PDPL's right to deletion requires.
 */
async function scrubAuditTrail(tx: Transaction, id: string, contactMessageIds: string[]) {
  const entries = await tx.auditLog.findMany({ where: auditWhere(id, contactMessageIds) });
  for (const entry of entries) {
    const about = entry.actorId !== id || entry.entityId === id || entry.entity === "contactMessage";
    await tx.auditLog.update({
      where: { id: entry.id },
      data: {
        ...(entry.actorId === id ? { actorName: ERASED_ACTOR } : {}),
        ...(about
          ? {
              label: null,
              before: keptFields(entry.entity, entry.before),
              after: keptFields(entry.entity, entry.after),
            }
          : {}),
      },
    });
  }
  return entries.length;
}

/**
 * Erases a student, coach or entity (PDPL's right to deletion), audited without their details:
 * the account row goes (its sessions and API tokens stop at once: every request reads the row
 * again), so do its password-reset links (cascade), the team season records it saved, the
 * contact messages sent from its e-mail and its stored picture; the audit entries about it
 * stay, scrubbed.
 *
 * Team season records are deleted, not kept without an owner: each record is the account's
 * own (the account that saved it reads and deletes it), and its `data` holds the team's
 * registration details (members, often minors), which an ownerless copy would still carry.
 * Organizers who need a record export the person's data first.
 */
export function erasePerson(ctx: AdminContext, id: string): Promise<Erasure> {
  return auditedWrite(ctx, { entity: "user", action: "erase" }, async (tx) => {
    const person = await lockRecord(tx, "user", id, () =>
      tx.user.findFirst({
        where: { id, ...people },
        select: { id: true, type: true, status: true, verified: true, email: true, picture: true },
      }),
    );
    const messages = await contactMessagesOf(tx, person.email);
    const messageIds = messages.map((message) => message.id);
    const auditEntriesScrubbed = await scrubAuditTrail(tx, id, messageIds);
    // Orders are invoices, which outlive the account (tax records); drafts go with it.
    if (await tx.order.count({ where: { delegation: { organizerId: id } } }))
      throw new AppError("refused", { message: privacyMessages.keptForInvoices });
    const { count: delegations } = await tx.delegation.deleteMany({ where: { organizerId: id } });
    const { count: teamSeasonRecords } = await tx.teamSeasonRecord.deleteMany({ where: { createdById: id } });
    const { count: contactMessages } = await tx.contactMessage.deleteMany({
      where: { id: { in: messageIds } },
    });
    await tx.user.delete({ where: { id } });
    const removed = { teamSeasonRecords, contactMessages, delegations, auditEntriesScrubbed };
    return {
      entityId: id,
      // What kind of account went and how much with it: nothing that names the person.
      before: { type: person.type, status: person.status, verified: person.verified, ...removed },
      after: null,
      result: { erased: true as const, ...removed },
      obsoleteFiles: [person.picture],
    };
  });
}

export interface DeleteOwnAccountDeps {
  /** Default: the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
}

/**
 * A person deletes their own account after typing their password again. A wrong password
 * counts as a failed sign-in (the same limits), so this form cannot be used to guess it.
 */
export async function deleteOwnAccount(
  ctx: AdminContext & { ip?: string },
  callerId: string,
  input: DeleteOwnAccountInput,
  { rateLimiter = authRateLimiter() }: DeleteOwnAccountDeps = {},
): Promise<Erasure> {
  const person = await ctx.db.user.findFirst({
    where: { id: callerId, ...people },
    select: { passwordHash: true },
  });
  if (!person) throw new AppError("forbidden", { message: privacyMessages.notAPerson });
  if (!person.passwordHash) throw new AppError("refused", { message: privacyMessages.noPasswordHere });
  // The same count as the sign-in forms' guesses on this account, whichever door they use.
  const attempts = passwordAttemptsKey(callerId);
  await rateLimiter.consume("signIn", ctx.ip, attempts);
  if (!(await verifyPassword(input.password, person.passwordHash)))
    throw fieldError("invalidInput", "password", privacyMessages.passwordWrong);
  await rateLimiter.reset("signIn", ctx.ip, attempts);
  // The audit entry names no one: the actor is the account that is going.
  return erasePerson(
    { ...ctx, caller: { kind: "user", id: callerId, type: 0, name: ERASED_ACTOR } },
    callerId,
  );
}

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Midnight of 1 January of `year` in Riyadh (UTC+3 all year, no daylight saving). */
const newYearInRiyadh = (year: number) => new Date(Date.UTC(year, 0, 1) - RIYADH_OFFSET_MS);
const riyadhYear = (at: Date) => new Date(at.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
const yearInSlug = (slug: string) => {
  const match = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(slug);
  return match ? Number(match[1]) : null;
};

/** The season's year: given as a year, or read from a season's slug ("season-2024"). */
async function seasonYear(db: Database, season: string): Promise<number> {
  if (/^\d{4}$/.test(season)) return Number(season);
  const row = await db.season.findUnique({ where: { slug: season }, select: { slug: true } });
  if (!row)
    throw new AppError("notFound", { message: codedMessage(privacyMessages.seasonUnknown, { season }) });
  const year = yearInSlug(row.slug);
  if (year === null)
    throw new AppError("refused", { message: codedMessage(privacyMessages.seasonWithoutYear, { season }) });
  return year;
}

/**
 * Whether `year`'s season is over for good: before this year (Riyadh), and before every season
 * the organizers still show on the home page or keep open for registration.
 */
async function refuseLiveSeason(db: Database, year: number, now: Date) {
  const live = await db.season.findMany({
    where: { OR: [{ homeActive: true }, { registration: true }] },
    select: { slug: true },
  });
  const liveYears = live.map((season) => yearInSlug(season.slug)).filter((value) => value !== null);
  if (year >= riyadhYear(now) || liveYears.some((liveYear) => year >= liveYear))
    throw new AppError("refused", { message: codedMessage(privacyMessages.seasonNotOver, { year }) });
  const keptUntil = newYearInRiyadh(year + 1);
  keptUntil.setUTCMonth(keptUntil.getUTCMonth() + REGISTRATION_RETENTION_MONTHS);
  if (now < keptUntil) {
    const date = new Date(keptUntil.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
    throw new AppError("refused", {
      message: codedMessage(privacyMessages.retentionNotOver, { year, date }),
    });
  }
}

/**
 * Removes the team season records of a past season (the retention rule of the privacy notice).
 * The spec's records (`{type, team_id, ref, data}`) name no season, so a record belongs to the
 * season of the year it was saved in, Riyadh time (WRO seasons run by calendar year). A dry run
 * counts without removing anything; a real one is audited by counts (never the data).
 */
export async function purgeSeason(
  ctx: AdminContext,
  input: PurgeSeasonInput,
  now = new Date(),
): Promise<PurgeResult> {
  const year = await seasonYear(ctx.db, input.season);
  await refuseLiveSeason(ctx.db, year, now);
  const from = newYearInRiyadh(year);
  const to = newYearInRiyadh(year + 1);
  const where = { createdAt: { gte: from, lt: to } };
  const select = { id: true, teamId: true, type: true, ref: true, createdAt: true } as const;
  const summary = (records: Array<{ teamId: string }>, count: number) => ({
    year,
    from,
    to,
    teams: new Set(records.map((record) => record.teamId)).size,
    count,
  });
  if (input.dryRun) {
    const records = await ctx.db.teamSeasonRecord.findMany({ where, select: { teamId: true } });
    return { ...summary(records, records.length), dryRun: true, records: [] };
  }
  return auditedWrite(ctx, { entity: "teamRecords", action: "purge" }, async (tx) => {
    const records = await tx.teamSeasonRecord.findMany({
      where,
      select,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    await tx.teamSeasonRecord.deleteMany({ where: { id: { in: records.map((record) => record.id) } } });
    const result = { ...summary(records, records.length), dryRun: false, records };
    return {
      entityId: String(year),
      before: { nameEn: `Season ${year}`, year, teams: result.teams, count: result.count },
      after: null,
      result,
    };
  });
}
