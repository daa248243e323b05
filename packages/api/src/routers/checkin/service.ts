import { authEnv } from "@wro/auth/env";
import { Prisma, type Database } from "@wro/db";
import { eventDayOf } from "@wro/i18n";
import type { AdminContext } from "../../admin/context.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import { badgeRole } from "../badge/roles.ts";
import { badgeToken, normalizeManualCode, tokenIdOf } from "../badge/tokens.ts";
import { REGISTRATION_SITE } from "../registration-setting/service.ts";
import {
  manualCodeKeyText,
  rosterKey,
  type CheckInAnswer,
  type CheckInPerson,
  type CheckInReason,
  type CheckInVerdict,
  type Scan,
  type SyncInput,
} from "./schemas.ts";

// Check-in at the gate (issue 37). Every scan is recorded, whatever its verdict, once per
// `scanId` (a device sends a queued scan again until it hears back). A person's first entry of
// the day is the one green row: two gates reading the same badge at once both try to insert it,
// and the unique index on (green_for, day) lets one in; the other's insert waits for the first
// to commit, skips, and records the scan as amber (insert … on conflict do nothing).

/** The calendar day in Riyadh of an instant, as the date column holds it (midnight UTC of that day). */
export function riyadhDay(at: Date): Date {
  return new Date(`${eventDayOf(at)}T00:00:00Z`);
}

/** A day as `YYYY-MM-DD`. */
const dayText = (day: Date) => day.toISOString().slice(0, 10);

/** What a scan needs of a badge token: its person, their delegation and their order. */
const tokenView = {
  id: true,
  revokedAt: true,
  delegate: {
    select: {
      id: true,
      nameLatin: true,
      nameArabic: true,
      role: true,
      // A payment still held: a payment refunded in full leaves the order paid but its people unpaid.
      order: {
        select: { status: true, payments: { where: { status: "paid" }, select: { id: true }, take: 1 } },
      },
      delegation: { select: { name: true, country: true, status: true, seasonId: true } },
    },
  },
} as const satisfies Prisma.BadgeTokenSelect;
type TokenRow = Prisma.BadgeTokenGetPayload<{ select: typeof tokenView }>;

function personOf(delegate: TokenRow["delegate"]): CheckInPerson {
  return {
    nameLatin: delegate.nameLatin,
    nameArabic: delegate.nameArabic,
    delegation: delegate.delegation.name,
    country: delegate.delegation.country,
    role: badgeRole(delegate.role),
  };
}

/** A badge token as `scannedBadge` reads it, in one statement (the columns of `tokenView`). */
interface ScannedRow {
  id: string;
  revokedAt: Date | null;
  delegateId: string;
  nameLatin: string;
  nameArabic: string;
  role: string;
  orderStatus: NonNullable<TokenRow["delegate"]["order"]>["status"] | null;
  paidPaymentId: string | null;
  delegation: string;
  country: string;
  delegationStatus: TokenRow["delegate"]["delegation"]["status"];
  seasonId: string;
  eventSeasonId: string | null;
}

/**
 * The token a scanned code names (a QR's `<id>.<signature>` whose signature is ours, or a typed
 * manual code) with what its verdict needs, and the event's season: one statement, where the
 * nested read of `tokenView` and the season took six (a gate's verdict waits on it). Null for
 * anything else: a forged or altered token is refused before the database is asked about it.
 */
async function scannedBadge(
  db: Database | Transaction,
  code: string,
): Promise<{ token: TokenRow; seasonId: string | null } | null> {
  const id = tokenIdOf(authEnv().secret, code);
  const manualCode = id ? null : normalizeManualCode(code);
  if (!id && !manualCode) return null;
  const [row] = await db.$queryRaw<ScannedRow[]>`
    SELECT t."id", t."revoked_at" AS "revokedAt", d."id" AS "delegateId", d."name_latin" AS "nameLatin",
      d."name_arabic" AS "nameArabic", d."role", o."status"::text AS "orderStatus",
      (SELECT p."id" FROM "payments" p WHERE p."order_id" = o."id" AND p."status" = 'paid' LIMIT 1) AS "paidPaymentId",
      g."name" AS "delegation", g."country", g."status"::text AS "delegationStatus", g."season_id" AS "seasonId",
      (SELECT s."season_id" FROM "registration_settings" s WHERE s."site_name" = ${REGISTRATION_SITE}) AS "eventSeasonId"
    FROM "badge_tokens" t
    JOIN "delegates" d ON d."id" = t."delegate_id"
    JOIN "delegations" g ON g."id" = d."delegation_id"
    LEFT JOIN "orders" o ON o."id" = d."order_id"
    WHERE ${id ? Prisma.sql`t."id" = ${id}` : Prisma.sql`t."manual_code" = ${manualCode}`}`;
  if (!row) return null;
  const token: TokenRow = {
    id: row.id,
    revokedAt: row.revokedAt,
    delegate: {
      id: row.delegateId,
      nameLatin: row.nameLatin,
      nameArabic: row.nameArabic,
      role: row.role,
      order: row.orderStatus
        ? { status: row.orderStatus, payments: row.paidPaymentId ? [{ id: row.paidPaymentId }] : [] }
        : null,
      delegation: {
        name: row.delegation,
        country: row.country,
        status: row.delegationStatus,
        seasonId: row.seasonId,
      },
    },
  };
  return { token, seasonId: row.eventSeasonId };
}

/** The season whose event the gate admits to: the one registration is for. */
async function eventSeasonId(db: Database | Transaction): Promise<string | null> {
  const settings = await db.registrationSetting.findUnique({
    where: { siteName: REGISTRATION_SITE },
    select: { seasonId: true },
  });
  return settings?.seasonId ?? null;
}

/** Why a badge bars its holder, or null when it admits them. */
function refusalOf(token: TokenRow, seasonId: string | null): CheckInReason | null {
  if (token.revokedAt) return "badgeRevoked";
  const { delegation, order } = token.delegate;
  if (delegation.seasonId !== seasonId) return "otherSeasonBadge";
  if (delegation.status === "cancelled" || order?.status === "cancelled") return "delegationCancelled";
  if (order?.status !== "paid" || order.payments.length === 0) return "notPaid";
  return null;
}

/** A recorded scan, as the answer needs it. */
const checkInView = {
  scanId: true,
  verdict: true,
  reason: true,
  day: true,
  delegateId: true,
  token: { select: tokenView },
} as const satisfies Prisma.CheckInSelect;
type CheckInRow = Prisma.CheckInGetPayload<{ select: typeof checkInView }>;

/** The first entry of a person on a day: when (device time) and at which gate. */
async function firstEntry(db: Database | Transaction, delegateId: string, day: Date) {
  return db.checkIn.findUnique({
    where: { greenFor_day: { greenFor: delegateId, day } },
    select: { scannedAt: true, gate: true },
  });
}

/** The answer to a scan already recorded (the same scan sent again). */
async function answerOf(db: Database | Transaction, row: CheckInRow): Promise<CheckInAnswer> {
  const answer: CheckInAnswer = {
    scanId: row.scanId,
    verdict: row.verdict,
    reason: row.reason as CheckInReason,
    person: row.token ? personOf(row.token.delegate) : null,
  };
  if (row.verdict !== "amber" || !row.delegateId) return answer;
  const first = await firstEntry(db, row.delegateId, row.day);
  return first ? { ...answer, firstAt: first.scannedAt, firstGate: first.gate } : answer;
}

/** What the audit log keeps of a scan: whose badge, where and what was answered, never the code. */
const scanSnapshot = (
  scan: Scan,
  day: Date,
  verdict: CheckInVerdict,
  reason: CheckInReason,
  name?: string,
) => ({
  nameLatin: name,
  scanId: scan.scanId,
  gate: scan.gate,
  day: dayText(day),
  scannedAt: scan.scannedAt,
  verdict,
  reason,
});

/**
 * Records one scan and answers its verdict (see the comment at the top). A device's clock that
 * runs ahead is not believed: a scan is never later than its arrival.
 */
export async function recordScan(ctx: AdminContext, scan: Scan, now = new Date()): Promise<CheckInAnswer> {
  const { db } = ctx;
  const known = await db.checkIn.findUnique({ where: { scanId: scan.scanId }, select: checkInView });
  if (known) return answerOf(db, known);

  const scannedAt = scan.scannedAt > now ? now : scan.scannedAt;
  const day = riyadhDay(scannedAt);
  const badge = await scannedBadge(db, scan.code);
  const token = badge?.token ?? null;
  const refusal = badge ? refusalOf(badge.token, badge.seasonId) : "unknownBadge";
  const person = token ? personOf(token.delegate) : null;
  const row = {
    scanId: scan.scanId,
    delegateId: token?.delegate.id ?? null,
    tokenId: token?.id ?? null,
    gate: scan.gate,
    day,
    scannedAt,
    byId: ctx.caller.kind === "user" ? ctx.caller.id : null,
  };

  return auditedWrite(ctx, { entity: "checkIn", action: "checkIn" }, async (tx) => {
    /** Inserts the scan unless a row holds its scan id (or, green, the day's first entry): its id, or null. */
    const insert = async (verdict: CheckInVerdict, reason: CheckInReason) => {
      const [created] = await tx.checkIn.createManyAndReturn({
        data: [{ ...row, verdict, reason, greenFor: verdict === "green" ? row.delegateId : null }],
        skipDuplicates: true,
        select: { id: true },
      });
      return created?.id ?? null;
    };
    /** The audited change of a recorded scan. */
    const recorded = (id: string, answer: CheckInAnswer) => ({
      entityId: id,
      before: null,
      after: scanSnapshot(scan, day, answer.verdict, answer.reason, person?.nameLatin),
      result: answer,
    });
    /** The same scan, recorded meanwhile by another request: its answer, nothing new recorded. */
    const sentTwice = async () => {
      const again = await tx.checkIn.findUnique({ where: { scanId: scan.scanId }, select: checkInView });
      return again ? { unchanged: await answerOf(tx, again) } : null;
    };
    /** An insert that skipped can only have met the same scan. */
    const sentBefore = async () => {
      const twice = await sentTwice();
      if (!twice) throw new Error("A scan was neither recorded nor found");
      return twice;
    };

    if (refusal || !token) {
      const reason = refusal ?? "unknownBadge";
      const id = await insert("red", reason);
      if (id) return recorded(id, { scanId: scan.scanId, verdict: "red", reason, person });
      return sentBefore();
    }

    const green = await insert("green", "firstEntry");
    if (green)
      return recorded(green, { scanId: scan.scanId, verdict: "green", reason: "firstEntry", person });
    const twice = await sentTwice();
    if (twice) return twice;
    // Someone else's scan is the day's first entry (committed before this insert went on).
    const first = await firstEntry(tx, token.delegate.id, day);
    const amber = await insert("amber", "alreadyCheckedIn");
    if (!amber) return sentBefore();
    return recorded(amber, {
      scanId: scan.scanId,
      verdict: "amber",
      reason: "alreadyCheckedIn",
      person,
      ...(first ? { firstAt: first.scannedAt, firstGate: first.gate } : {}),
    });
  });
}

/**
 * Scans queued offline, recorded in the order the device made them. Each answer says whether
 * the server settled it otherwise than the device's roster did (`conflict`): the second of two
 * gates that let the same person in while offline learns it was an amber.
 */
export async function syncScans(ctx: AdminContext, input: SyncInput, now = new Date()) {
  const answers: Array<CheckInAnswer & { conflict: boolean }> = [];
  for (const { shown, ...scan } of input.scans) {
    const answer = await recordScan(ctx, scan, now);
    answers.push({ ...answer, conflict: shown !== undefined && shown !== answer.verdict });
  }
  return { answers };
}

/** One badge the gate device keeps for offline scans. */
export interface RosterEntry {
  /** `rosterKey` of the token as the QR holds it. */
  tokenKey: string;
  /** `rosterKey` of `manualCodeKeyText` of the manual code. */
  codeKey: string;
  person: CheckInPerson;
  /** Already in today: when (device time) and at which gate. */
  firstAt?: Date;
  firstGate?: string;
}

/**
 * Every badge that admits its holder today (live, paid, delegation not cancelled, this season's
 * event), keyed by hashes so a lost device gives away no badge, with who entered today.
 */
export async function roster(db: Database, now = new Date()) {
  const day = riyadhDay(now);
  const seasonId = await eventSeasonId(db);
  const [tokens, entries] = await Promise.all([
    seasonId
      ? db.badgeToken.findMany({
          where: {
            revokedAt: null,
            delegate: {
              order: { status: "paid", payments: { some: { status: "paid" } } },
              delegation: { seasonId, status: { not: "cancelled" } },
            },
          },
          select: { ...tokenView, manualCode: true },
          orderBy: { id: "asc" },
        })
      : [],
    db.checkIn.findMany({
      where: { day, verdict: "green" },
      select: { delegateId: true, scannedAt: true, gate: true },
    }),
  ]);
  const firstEntries = new Map(entries.map((entry) => [entry.delegateId, entry]));
  const secret = authEnv().secret;
  const badges: RosterEntry[] = [];
  for (const token of tokens) {
    const first = firstEntries.get(token.delegate.id);
    badges.push({
      tokenKey: await rosterKey(badgeToken(secret, token.id)),
      codeKey: await rosterKey(manualCodeKeyText(token.manualCode)),
      person: personOf(token.delegate),
      ...(first ? { firstAt: first.scannedAt, firstGate: first.gate } : {}),
    });
  }
  return { day: dayText(day), generatedAt: now, badges };
}

/** Scans per day and gate, by verdict, for the dashboard; `entered` is the people let in (greens). */
export async function checkInStats(db: Database) {
  const groups = await db.checkIn.groupBy({
    by: ["day", "gate", "verdict"],
    _count: { _all: true },
    orderBy: [{ day: "asc" }, { gate: "asc" }],
  });
  const rows = new Map<string, { day: string; gate: string; green: number; amber: number; red: number }>();
  for (const group of groups) {
    const key = `${dayText(group.day)}\u0000${group.gate}`;
    const row = rows.get(key) ?? { day: dayText(group.day), gate: group.gate, green: 0, amber: 0, red: 0 };
    row[group.verdict] += group._count._all;
    rows.set(key, row);
  }
  const days = new Map<string, { day: string; entered: number; scans: number }>();
  for (const row of rows.values()) {
    const total = days.get(row.day) ?? { day: row.day, entered: 0, scans: 0 };
    total.entered += row.green;
    total.scans += row.green + row.amber + row.red;
    days.set(row.day, total);
  }
  return { byGate: [...rows.values()], byDay: [...days.values()] };
}
