import { AppError, UserType } from "@wro/constants";
import { Prisma, type Database } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError, notFound } from "../../admin/errors.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import type { Caller } from "../../trpc.ts";
import { REGISTRATION_SITE } from "../registration-setting/service.ts";
import { registrationMessages } from "./messages.ts";
import { ADULT_AGE, type DelegateSave, type DelegationSave, type TeamSave } from "./schemas.ts";

/** Order states whose people are fixed: their order is awaiting payment or paid. */
export const liveOrderStates = ["submitted", "paid"] as const;

/** The national organizer calling, or a refusal: only an entity account registers a delegation. */
export function organizerId(caller: Caller): string {
  if (caller.kind !== "user" || caller.type !== UserType.entity)
    throw new AppError("forbidden", { message: registrationMessages.organizersOnly });
  return caller.id;
}

/** The season delegations register for now; none while no season is chosen (registration closed). */
export async function registrationSeasonId(db: Database | Transaction): Promise<string> {
  const settings = await db.registrationSetting.findUnique({
    where: { siteName: REGISTRATION_SITE },
    select: { seasonId: true },
  });
  if (!settings?.seasonId)
    throw new AppError("refused", { message: registrationMessages.registrationNotOpen });
  return settings.seasonId;
}

/** Everything an organizer's page shows, oldest first, with the orders newest first. */
const delegationView = {
  teams: { orderBy: { createdAt: "asc" } },
  delegates: { orderBy: { createdAt: "asc" } },
  orders: {
    orderBy: { createdAt: "desc" },
    include: { lines: { orderBy: { feeCategoryKey: "asc" } }, payments: { orderBy: { createdAt: "asc" } } },
  },
  waitingList: { where: { cancelledAt: null }, orderBy: { createdAt: "asc" } },
} as const;

/** The organizer's delegation for the registration season, or null before they create it. */
export async function ownDelegation(db: Database, caller: Caller) {
  const organizer = organizerId(caller);
  const seasonId = await registrationSeasonId(db);
  return db.delegation.findUnique({
    where: { seasonId_organizerId: { seasonId, organizerId: organizer } },
    include: delegationView,
  });
}

/** The registration window and rates, as the delegation's lock reads them with it. */
export interface RegistrationTerms {
  opensAt: Date;
  closesAt: Date | null;
  sarPerUsd: number;
  vatBasisPoints: number;
  orderExpiryHours: number;
}

/** A person's fee category as a save checks it (null: no such category), and the final's first day. */
export interface FeeCheck {
  fee: { status: boolean } | null;
  firstDay: Date;
}

/** Before any event is entered, ages are counted on the final's planned first day. */
const PLANNED_FIRST_DAY = new Date("2025-10-24T09:00:00+03:00");

/**
 * Locks the organizer's delegation row for the rest of the transaction and answers its id, with
 * the registration's window and rates: every change to its teams, people and orders takes this
 * lock first, so a submission never sees half an edit and an edit never slips a person past a
 * submitted order. Given a fee category, the same statement answers what a person's save checks
 * (`FeeCheck`): ages, and so who needs a guardian, are counted on the final's first day.
 */
export async function lockOwnDelegation(
  tx: Transaction,
  caller: Caller,
): Promise<{ id: string; terms: RegistrationTerms }>;
export async function lockOwnDelegation(
  tx: Transaction,
  caller: Caller,
  feeCategoryKey: string,
): Promise<{ id: string; terms: RegistrationTerms; feeCheck: FeeCheck }>;
export async function lockOwnDelegation(tx: Transaction, caller: Caller, feeCategoryKey?: string) {
  const organizer = organizerId(caller);
  // The registration season and the delegation in one statement: this runs on every change.
  const feeColumns =
    feeCategoryKey === undefined
      ? Prisma.empty
      : Prisma.sql`, (SELECT f."status" FROM "fee_categories" f WHERE f."key" = ${feeCategoryKey}) AS "fee_status",
          (SELECT min(e."event_date") FROM "events" e) AS "first_day"`;
  const rows = await tx.$queryRaw<
    {
      id: string;
      opens_at: Date;
      closes_at: Date | null;
      sar_per_usd: number;
      vat_basis_points: number;
      order_expiry_hours: number;
      fee_status?: boolean | null;
      first_day?: Date | null;
    }[]
  >`
    SELECT d."id", s."opens_at", s."closes_at", s."sar_per_usd", s."vat_basis_points", s."order_expiry_hours"${feeColumns}
    FROM "delegations" d
    JOIN "registration_settings" s ON s."season_id" = d."season_id" AND s."site_name" = ${REGISTRATION_SITE}
    WHERE d."organizer_id" = ${organizer} FOR UPDATE OF d`;
  const row = rows[0];
  if (!row) {
    await registrationSeasonId(tx); // Says "not open" when no season is chosen.
    throw new AppError("refused", { message: registrationMessages.noDelegation });
  }
  const locked = {
    id: row.id,
    terms: {
      opensAt: row.opens_at,
      closesAt: row.closes_at,
      sarPerUsd: row.sar_per_usd,
      vatBasisPoints: row.vat_basis_points,
      orderExpiryHours: row.order_expiry_hours,
    },
  };
  if (feeCategoryKey === undefined) return locked;
  const fee = row.fee_status === null || row.fee_status === undefined ? null : { status: row.fee_status };
  return { ...locked, feeCheck: { fee, firstDay: row.first_day ?? PLANNED_FIRST_DAY } };
}

/** The delegation's people on no order awaiting payment or paid: what a submission orders. */
export const unorderedPeople = (delegationId: string) => ({
  delegationId,
  OR: [{ orderId: null }, { order: { status: { notIn: [...liveOrderStates] } } }],
});

/** A person a submission orders, with what their fee category says. */
export interface PersonToOrder {
  id: string;
  feeCategoryKey: string;
  fee: { status: boolean; priceUsdCents: number; nameEn: string; nameAr: string };
}

/**
 * `unorderedPeople` with their fee categories, in one statement: what a submission reads under
 * the delegation's lock. The same rule as `unorderedPeople`, in SQL.
 */
export async function unorderedPeopleWithFees(
  tx: Transaction,
  delegationId: string,
): Promise<PersonToOrder[]> {
  const rows = await tx.$queryRaw<
    {
      id: string;
      fee_category_key: string;
      status: boolean;
      price_usd_cents: number;
      name_en: string;
      name_ar: string;
    }[]
  >`
    SELECT p."id", p."fee_category_key", f."status", f."price_usd_cents", f."name_en", f."name_ar"
    FROM "delegates" p
    JOIN "fee_categories" f ON f."key" = p."fee_category_key"
    LEFT JOIN "orders" o ON o."id" = p."order_id"
    WHERE p."delegation_id" = ${delegationId}
      AND (o."id" IS NULL OR o."status"::text NOT IN (${Prisma.join([...liveOrderStates])}))`;
  return rows.map((row) => ({
    id: row.id,
    feeCategoryKey: row.fee_category_key,
    fee: {
      status: row.status,
      priceUsdCents: row.price_usd_cents,
      nameEn: row.name_en,
      nameAr: row.name_ar,
    },
  }));
}

/** A person of the delegation who may still change or leave: on no order awaiting payment or paid. */
async function requireEditable(tx: Transaction, delegationId: string, delegateId: string) {
  const person = await tx.delegate.findFirst({ where: { id: delegateId, delegationId } });
  if (!person) throw notFound();
  const editable = await tx.delegate.count({ where: { id: delegateId, ...unorderedPeople(delegationId) } });
  if (!editable) throw new AppError("refused", { message: registrationMessages.delegationLocked });
  return person;
}

function ageOn(birth: Date, day: Date): number {
  const years = day.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/** The rules that span fields: members' birth dates, minors' guardians, the team and fee named. */
async function checkDelegate(
  tx: Transaction,
  delegation: { id: string; feeCheck: FeeCheck },
  input: DelegateSave,
) {
  const { fee, firstDay } = delegation.feeCheck;
  if (!fee?.status)
    throw fieldError("invalidInput", "feeCategoryKey", registrationMessages.invalidFeeCategory);
  if (input.teamId) {
    const team = await tx.delegationTeam.findFirst({
      where: { id: input.teamId, delegationId: delegation.id },
    });
    if (!team) throw fieldError("invalidInput", "teamId", registrationMessages.teamNotInDelegation);
    if (!input.dateOfBirth)
      throw fieldError("invalidInput", "dateOfBirth", registrationMessages.memberNeedsBirthDate);
  }
  if (input.dateOfBirth) {
    if (input.dateOfBirth.getTime() >= Date.now())
      throw fieldError("invalidInput", "dateOfBirth", registrationMessages.invalidBirthDate);
    const minor = ageOn(input.dateOfBirth, firstDay) < ADULT_AGE;
    if (minor && (!input.guardianName || !input.guardianPhone || !input.guardianConsent))
      throw fieldError(
        "invalidInput",
        input.guardianName ? "guardianPhone" : "guardianName",
        registrationMessages.guardianRequired,
      );
  }
}

// One name per team within a delegation: PostgreSQL names the columns, node-postgres the index.
const nameTaken = { field: "name", message: registrationMessages.teamNameTaken };
const teamNameTaken = { name: nameTaken, delegation_id_name: nameTaken };

export const delegations = {
  own: ownDelegation,

  /** Creates the organizer's delegation for the registration season, or renames it. */
  save: (ctx: AdminContext, input: DelegationSave) =>
    auditedWrite(ctx, { entity: "delegation", action: "update" }, async (tx) => {
      const organizer = organizerId(ctx.caller);
      const seasonId = await registrationSeasonId(tx);
      const key = { seasonId_organizerId: { seasonId, organizerId: organizer } };
      const before = await tx.delegation.findUnique({ where: key });
      const after = await tx.delegation.upsert({
        where: key,
        create: { ...input, seasonId, organizerId: organizer },
        update: input,
      });
      return { entityId: after.id, before, after, result: after };
    }),

  saveTeam: (ctx: AdminContext, input: TeamSave) =>
    auditedWrite(
      ctx,
      { entity: "delegationTeam", action: input.id ? "update" : "create", unique: teamNameTaken },
      async (tx) => {
        const delegation = await lockOwnDelegation(tx, ctx.caller);
        const coach = input.coachId
          ? await tx.delegate.count({ where: { id: input.coachId, delegationId: delegation.id } })
          : 1;
        if (!coach) throw fieldError("invalidInput", "coachId", registrationMessages.coachNotInDelegation);
        const { id, ...data } = input;
        const before = id
          ? await tx.delegationTeam.findFirst({ where: { id, delegationId: delegation.id } })
          : null;
        if (id && !before) throw notFound();
        const after = id
          ? await tx.delegationTeam.update({ where: { id }, data })
          : await tx.delegationTeam.create({ data: { ...data, delegationId: delegation.id } });
        return { entityId: after.id, before, after, result: after };
      },
    ),

  /** Removes a team; its members stay in the delegation without a team. */
  removeTeam: (ctx: AdminContext, id: string) =>
    auditedWrite(ctx, { entity: "delegationTeam", action: "delete" }, async (tx) => {
      const delegation = await lockOwnDelegation(tx, ctx.caller);
      const before = await tx.delegationTeam.findFirst({ where: { id, delegationId: delegation.id } });
      if (!before) throw notFound();
      const members = await tx.delegate.findMany({ where: { teamId: id }, select: { id: true } });
      for (const member of members) await requireEditable(tx, delegation.id, member.id);
      await tx.delegationTeam.delete({ where: { id } });
      return { entityId: id, before, after: null, result: { id } };
    }),

  saveDelegate: (ctx: AdminContext, input: DelegateSave) =>
    auditedWrite(ctx, { entity: "delegate", action: input.id ? "update" : "create" }, async (tx) => {
      const delegation = await lockOwnDelegation(tx, ctx.caller, input.feeCategoryKey);
      const before = input.id ? await requireEditable(tx, delegation.id, input.id) : null;
      await checkDelegate(tx, delegation, input);
      const { id, guardianConsent, ...fields } = input;
      const data = {
        ...fields,
        // The moment consent was recorded is kept while it stays given.
        guardianConsentAt: guardianConsent ? (before?.guardianConsentAt ?? new Date()) : null,
      };
      const after = id
        ? await tx.delegate.update({ where: { id }, data })
        : await tx.delegate.create({ data: { ...data, delegationId: delegation.id } });
      return { entityId: after.id, before, after, result: after };
    }),

  removeDelegate: (ctx: AdminContext, id: string) =>
    auditedWrite(ctx, { entity: "delegate", action: "delete" }, async (tx) => {
      const delegation = await lockOwnDelegation(tx, ctx.caller);
      const before = await requireEditable(tx, delegation.id, id);
      await tx.delegate.delete({ where: { id } });
      return { entityId: id, before, after: null, result: { id } };
    }),
};
