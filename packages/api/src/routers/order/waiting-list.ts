import { AppError } from "@wro/constants";
import { releasePlaces, type Database } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import { registrationMessages } from "../delegation/messages.ts";
import { lockOwnDelegation, unorderedPeople } from "../delegation/service.ts";

// The waiting list (issue 36). An organizer told a fee category is full puts the delegation's
// people of that category on it; an admin promotes an entry when places free up (or decides to
// open more), which holds that many places for the delegation; its next submission uses them
// (`submitOrder`).

/** Puts the delegation's people of `feeCategoryKey` who are on no order on the waiting list. */
export function joinWaitingList(ctx: AdminContext, feeCategoryKey: string) {
  return auditedWrite(ctx, { entity: "waitingListEntry", action: "joinWaitingList" }, async (tx) => {
    const delegation = await lockOwnDelegation(tx, ctx.caller);
    const quantity = await tx.delegate.count({
      where: { ...unorderedPeople(delegation.id), feeCategoryKey },
    });
    if (quantity === 0) throw new AppError("refused", { message: registrationMessages.nothingToOrder });
    const waiting = await tx.waitingListEntry.findFirst({
      where: { delegationId: delegation.id, feeCategoryKey, cancelledAt: null },
    });
    if (waiting) throw new AppError("refused", { message: registrationMessages.alreadyWaiting });
    const entry = await tx.waitingListEntry.create({
      data: { delegationId: delegation.id, feeCategoryKey, quantity },
    });
    return { entityId: entry.id, before: null, after: entry, result: entry };
  });
}

/**
 * Promotes an entry: its places are taken for the delegation now, above the capacity if need be
 * (the admin's decision: the capacity is raised to hold them), so nobody else can take them first.
 */
export function promoteWaitingEntry(ctx: AdminContext, id: string) {
  return auditedWrite(ctx, { entity: "waitingListEntry", action: "promote" }, async (tx) => {
    const before = await lockEntry(tx, id);
    if (before.promotedAt || before.cancelledAt)
      throw new AppError("refused", { message: registrationMessages.notWaiting });
    await tx.$executeRaw`
      UPDATE "fee_categories" SET "taken" = "taken" + ${before.quantity}::int,
        "capacity" = CASE WHEN "capacity" IS NULL THEN NULL ELSE GREATEST("capacity", "taken" + ${before.quantity}::int) END
      WHERE "key" = ${before.feeCategoryKey}`;
    const after = await tx.waitingListEntry.update({ where: { id }, data: { promotedAt: new Date() } });
    return { entityId: id, before, after, result: after };
  });
}

/** Withdraws an entry (its organizer or an admin); a promoted entry gives its held places back. */
export function cancelWaitingEntry(ctx: AdminContext, id: string, asAdmin: boolean) {
  return auditedWrite(ctx, { entity: "waitingListEntry", action: "cancel" }, async (tx) => {
    if (!asAdmin) {
      const delegation = await lockOwnDelegation(tx, ctx.caller);
      if (!(await tx.waitingListEntry.findFirst({ where: { id, delegationId: delegation.id } })))
        throw notFound();
    }
    const before = await lockEntry(tx, id);
    if (before.cancelledAt) throw new AppError("refused", { message: registrationMessages.notWaiting });
    if (before.promotedAt)
      await releasePlaces(tx, [{ categoryKey: before.feeCategoryKey, quantity: before.quantity }]);
    const after = await tx.waitingListEntry.update({ where: { id }, data: { cancelledAt: new Date() } });
    return { entityId: id, before, after, result: after };
  });
}

async function lockEntry(tx: Transaction, id: string) {
  await tx.$queryRaw`SELECT 1 FROM "waiting_list_entries" WHERE "id" = ${id} FOR UPDATE`;
  const entry = await tx.waitingListEntry.findUnique({ where: { id } });
  if (!entry) throw notFound();
  return entry;
}

/** The waiting list for the back office: active entries first, oldest first (arrival order). */
export function waitingList(db: Database) {
  return db.waitingListEntry.findMany({
    where: { cancelledAt: null },
    orderBy: [{ promotedAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }],
    include: {
      delegation: {
        select: { name: true, country: true, organizer: { select: { name: true, email: true } } },
      },
      feeCategory: { select: { nameEn: true, nameAr: true, capacity: true, taken: true } },
    },
  });
}
