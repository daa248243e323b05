import { authMessages } from "@wro/auth";
import { authEnv } from "@wro/auth/env";
import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import type { Badge } from "@wro/documents";
import { adminContext, type AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import { adminMessages } from "../../forms/messages.ts";
import { readStoredFile } from "../../storage/read.ts";
import { callerRole, type Caller, type Context } from "../../trpc.ts";
import { registrationMessages } from "../delegation/messages.ts";
import { accountPeople } from "../delegation/my-teams.ts";
import { organizerId, registrationSeasonId } from "../delegation/service.ts";
import { badgeMessages } from "./messages.ts";
import { badgeRole } from "./roles.ts";
import type { BadgesPdf } from "./schemas.ts";
import { badgeToken, newManualCode, newTokenId, printedManualCode, tokenIdOf } from "./tokens.ts";

// Badges (issue 37). Only a person on a paid order gets one (spec §9: "an unpaid delegation is
// barred from entry"): a national organizer prints their delegation's, a coach or a student
// their own, admins any delegation's or all of them. Each badge's QR code carries the person's
// live token (tokens.ts), issued here the first time their badge is drawn.

/** A person who is on a paid order: the only people with badges. */
const paidPerson = { order: { status: "paid" } } satisfies Prisma.DelegateWhereInput;

/** Who is asking for which badges, and what they are told when none of them is paid. */
interface Selection {
  where: Prisma.DelegateWhereInput;
  refusal: AppError;
  /** The PDF's file name, without the layout and the extension. */
  filename: string;
}

/** An admin, as `adminProcedure` has it: one who must first choose a new password is not yet. */
export function requireAdmin(caller: Caller) {
  if (callerRole(caller) !== "admin") throw new AppError("forbidden", { message: adminMessages.adminOnly });
  if (caller.kind === "user" && caller.mustChangePassword)
    throw new AppError("passwordChangeRequired", { message: authMessages.passwordChangeRequired });
}

/** A name as the ASCII words of a file name ("Gulf Robotics" → "gulf-robotics"); empty when it has none. */
export const fileWords = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 60);

async function selectionOf(db: Database, caller: Caller, request: BadgesPdf): Promise<Selection> {
  switch (request.of) {
    case "own": {
      const organizer = organizerId(caller);
      const seasonId = await registrationSeasonId(db);
      const delegation = await db.delegation.findUnique({
        where: { seasonId_organizerId: { seasonId, organizerId: organizer } },
        select: { id: true, name: true, country: true },
      });
      if (!delegation) throw new AppError("notFound", { message: registrationMessages.noDelegation });
      return {
        where: { delegationId: delegation.id },
        refusal: new AppError("forbidden", { message: badgeMessages.badgesNeedPayment }),
        filename: `wro-badges-${fileWords(delegation.name) || delegation.country.toLowerCase()}`,
      };
    }
    case "me": {
      const refusal = new AppError("forbidden", { message: badgeMessages.ownBadgeNeedsPayment });
      const people = await accountPeople(db, caller);
      if (!people) throw refusal;
      return { where: people.where, refusal, filename: "wro-badge" };
    }
    case "delegation": {
      requireAdmin(caller);
      const delegation = await db.delegation.findUnique({
        where: { id: request.id },
        select: { id: true, name: true, country: true },
      });
      if (!delegation) throw notFound();
      return {
        where: { delegationId: delegation.id },
        refusal: new AppError("notFound", { message: badgeMessages.noPaidPeople }),
        filename: `wro-badges-${fileWords(delegation.name) || delegation.country.toLowerCase()}`,
      };
    }
    case "all": {
      requireAdmin(caller);
      const seasonId = await registrationSeasonId(db);
      return {
        where: { delegation: { seasonId } },
        refusal: new AppError("notFound", { message: badgeMessages.noPaidPeople }),
        filename: "wro-badges-all",
      };
    }
  }
}

/** What a badge shows of a person, read with their live token (if they have one yet). */
const personView = {
  id: true,
  nameLatin: true,
  nameArabic: true,
  role: true,
  photo: true,
  delegation: { select: { name: true, country: true } },
  team: { select: { name: true } },
  coachedTeams: { select: { name: true }, orderBy: { createdAt: "asc" } },
  badgeTokens: { where: { revokedAt: null }, select: { id: true, manualCode: true } },
} as const satisfies Prisma.DelegateSelect;

type Person = Prisma.DelegateGetPayload<{ select: typeof personView }>;
interface LiveToken {
  id: string;
  manualCode: string;
}

/** What a token's audit entry keeps: whose it is and whether it is revoked, never the token. */
const tokenSnapshot = (
  token: { delegateId: string; revokedAt: Date | null; createdAt: Date },
  nameLatin: string | undefined,
) => ({ delegateId: token.delegateId, nameLatin, issuedAt: token.createdAt, revokedAt: token.revokedAt });

/**
 * Live tokens for every person, issuing the missing ones in one audited change. Two requests
 * racing for the same person are settled by the unique live token (`liveFor`): the loser's
 * row is skipped and the winner's read back. A manual code that happens to be taken is skipped
 * the same way, and that person gets another on the next pass.
 */
async function liveTokens(ctx: AdminContext, people: Person[]): Promise<Map<string, LiveToken>> {
  const tokens = new Map<string, LiveToken>();
  for (const person of people) {
    const live = person.badgeTokens[0];
    if (live) tokens.set(person.id, live);
  }
  for (let pass = 0; pass < 3; pass++) {
    const missing = people.filter((person) => !tokens.has(person.id));
    if (missing.length === 0) return tokens;
    await auditedWrite(ctx, { entity: "badgeToken", action: "issueBadge" }, async (tx) => {
      const created = await tx.badgeToken.createManyAndReturn({
        data: missing.map((person) => ({
          id: newTokenId(),
          delegateId: person.id,
          liveFor: person.id,
          manualCode: newManualCode(),
        })),
        skipDuplicates: true,
        select: { id: true, delegateId: true, revokedAt: true, createdAt: true },
      });
      const names = new Map(missing.map((person) => [person.id, person.nameLatin]));
      const [first, ...others] = created.map((token) => ({
        entityId: token.id,
        action: "issueBadge" as const,
        before: null,
        after: tokenSnapshot(token, names.get(token.delegateId)),
      }));
      return first ? { ...first, result: null, alsoChanged: others } : { unchanged: null };
    });
    const issued = await ctx.db.badgeToken.findMany({
      where: { liveFor: { in: missing.map((person) => person.id) } },
      select: { id: true, delegateId: true, manualCode: true },
    });
    for (const token of issued) tokens.set(token.delegateId, { id: token.id, manualCode: token.manualCode });
  }
  if (people.every((person) => tokens.has(person.id))) return tokens;
  throw new Error("Could not issue a badge token to every person");
}

/** The team a badge names: a member's team, or the teams a coach coaches. */
function teamOf(person: Person): string | undefined {
  if (person.team) return person.team.name;
  const coached = person.coachedTeams.map((team) => team.name);
  return coached.length ? coached.join(" · ") : undefined;
}

/** The photo, made ready for print; none when there is none or it cannot be read. */
async function photoOf(
  db: Database,
  path: string | null,
  printPhoto: (bytes: Uint8Array) => Promise<Uint8Array | undefined>,
) {
  if (!path) return undefined;
  const bytes = await readStoredFile(db, path);
  return bytes ? printPhoto(bytes) : undefined;
}

export interface BadgesFile {
  filename: string;
  pdf: Uint8Array;
  /** How many badges it holds. */
  count: number;
}

/**
 * The badges a caller asked for, as one print-ready PDF, or a refusal: someone else's
 * delegation or badge (403), nothing paid yet (403 for the organizer and the person, 404 for an
 * admin's selection). The document module is loaded on the first PDF: a process that never
 * draws one never loads it.
 */
export async function badgesPdf(ctx: Context, request: BadgesPdf): Promise<BadgesFile> {
  const caller = ctx.caller;
  if (caller.kind === "anonymous") throw new AppError("signInRequired", { message: adminMessages.signIn });
  const selection = await selectionOf(ctx.db, caller, request);
  const people = await ctx.db.delegate.findMany({
    where: { AND: [selection.where, paidPerson] },
    select: personView,
    orderBy: [{ delegation: { name: "asc" } }, { createdAt: "asc" }],
  });
  if (people.length === 0) throw selection.refusal;
  const tokens = await liveTokens(adminContext({ ...ctx, caller }), people);

  // Past the site's bundler: the module reads its fonts and HarfBuzz's WebAssembly from its
  // dependencies' files, so Node loads it as it is (the site depends on it for that).
  const { printPhoto, renderBadges } = await import(/* turbopackIgnore: true */ "@wro/documents");
  const secret = authEnv().secret;
  const badges: Badge[] = [];
  for (const person of people) {
    const token = tokens.get(person.id)!;
    badges.push({
      nameLatin: person.nameLatin,
      nameArabic: person.nameArabic,
      delegation: person.delegation.name,
      countryCode: person.delegation.country,
      team: teamOf(person),
      role: badgeRole(person.role),
      photo: await photoOf(ctx.db, person.photo, printPhoto),
      token: badgeToken(secret, token.id),
      manualCode: printedManualCode(token.manualCode),
    });
  }
  const pdf = await renderBadges(badges, { layout: request.layout });
  return { filename: `${selection.filename}-${request.layout}.pdf`, pdf, count: badges.length };
}

/** What a scanned token is: a live badge (and whether its person is paid), a revoked one, or not ours. */
export type BadgeCheck =
  | { verdict: "valid"; delegateId: string; paid: boolean }
  | { verdict: "revoked"; delegateId: string }
  | { verdict: "refused" };

/**
 * Checks a token as the gate reads it: a signature that is not ours is refused before the
 * database is asked, then the id is looked up.
 */
export async function checkBadgeToken(db: Database, token: string): Promise<BadgeCheck> {
  const id = tokenIdOf(authEnv().secret, token);
  if (!id) return { verdict: "refused" };
  const row = await db.badgeToken.findUnique({
    where: { id },
    select: {
      delegateId: true,
      revokedAt: true,
      delegate: { select: { order: { select: { status: true } } } },
    },
  });
  if (!row) return { verdict: "refused" };
  if (row.revokedAt) return { verdict: "revoked", delegateId: row.delegateId };
  return { verdict: "valid", delegateId: row.delegateId, paid: row.delegate.order?.status === "paid" };
}

/** Holds the person's row until the change commits: their badge changes one at a time. */
async function lockPerson(tx: Transaction, delegateId: string) {
  await tx.$queryRaw`SELECT 1 FROM "delegates" WHERE "id" = ${delegateId} FOR UPDATE`;
  const person = await tx.delegate.findUnique({
    where: { id: delegateId },
    select: { nameLatin: true, order: { select: { status: true } } },
  });
  if (!person) throw notFound();
  return person;
}

/** Revokes a person's live token; returns the revoked row. */
async function revokeLive(tx: Transaction, delegateId: string) {
  const live = await tx.badgeToken.findUnique({ where: { liveFor: delegateId } });
  if (!live) return null;
  const after = await tx.badgeToken.update({
    where: { id: live.id },
    data: { revokedAt: new Date(), liveFor: null },
  });
  return { before: live, after };
}

export const badges = {
  pdf: badgesPdf,
  check: checkBadgeToken,

  /** How many badges the signed-in coach or student has to download (0: no link to show). */
  async mine(db: Database, caller: Caller) {
    const people = await accountPeople(db, caller);
    const count = people ? await db.delegate.count({ where: { AND: [people.where, paidPerson] } }) : 0;
    return { count };
  },

  /** An admin voids a person's badge: the gate refuses it from now on, and the next print issues another. */
  revoke: (ctx: AdminContext, delegateId: string) =>
    auditedWrite(ctx, { entity: "badgeToken", action: "revokeBadge" }, async (tx) => {
      const person = await lockPerson(tx, delegateId);
      const revoked = await revokeLive(tx, delegateId);
      if (!revoked) throw new AppError("notFound", { message: badgeMessages.noLiveBadge });
      return {
        entityId: revoked.after.id,
        before: tokenSnapshot(revoked.before, person.nameLatin),
        after: tokenSnapshot(revoked.after, person.nameLatin),
        result: { revokedAt: revoked.after.revokedAt },
      };
    }),

  /** An admin gives a paid person a new badge at once: the old one, if any, is revoked with it. */
  reissue: (ctx: AdminContext, delegateId: string) =>
    auditedWrite(ctx, { entity: "badgeToken", action: "issueBadge" }, async (tx) => {
      const person = await lockPerson(tx, delegateId);
      if (person.order?.status !== "paid")
        throw new AppError("refused", { message: badgeMessages.badgePersonNotPaid });
      const revoked = await revokeLive(tx, delegateId);
      const created = await tx.badgeToken.create({
        data: { id: newTokenId(), delegateId, liveFor: delegateId, manualCode: newManualCode() },
      });
      return {
        entityId: created.id,
        before: null,
        after: tokenSnapshot(created, person.nameLatin),
        alsoChanged: revoked
          ? [
              {
                entityId: revoked.after.id,
                action: "revokeBadge" as const,
                before: tokenSnapshot(revoked.before, person.nameLatin),
                after: tokenSnapshot(revoked.after, person.nameLatin),
              },
            ]
          : [],
        result: { manualCode: printedManualCode(created.manualCode) },
      };
    }),
};
