import type { Prisma } from "../generated/prisma/client.ts";

/** The Prisma client or a transaction of it: places are taken inside the caller's transaction. */
type Queries = Pick<Prisma.TransactionClient, "$executeRaw">;

export interface PlacesWanted {
  /** The fee category's key (participant, coach …). */
  categoryKey: string;
  quantity: number;
}

export type TakePlacesResult = { ok: true } | { ok: false; full: string };

/**
 * Takes the places an order's lines need, each with one conditional UPDATE (see FeeCategory in
 * prisma/models/registration.prisma for why that cannot oversell on PostgreSQL). Answers the
 * first category without enough places left; the caller then rolls its transaction back, which
 * returns the places it took from the other categories.
 *
 * Categories are taken in key order, so two orders naming the same categories in another order
 * queue on the first shared row instead of deadlocking.
 */
export async function takePlaces(db: Queries, wanted: readonly PlacesWanted[]): Promise<TakePlacesResult> {
  for (const { categoryKey, quantity } of inKeyOrder(wanted)) {
    requireQuantity(quantity);
    const taken = await db.$executeRaw`
      UPDATE "fee_categories" SET "taken" = "taken" + ${quantity}::int
      WHERE "key" = ${categoryKey} AND ("capacity" IS NULL OR "taken" + ${quantity}::int <= "capacity")`;
    if (taken !== 1) return { ok: false, full: categoryKey };
  }
  return { ok: true };
}

/**
 * Gives back the places of an order that is cancelled or expired. Giving back places that were
 * never taken is a bug in the caller, and the `taken >= 0` check refuses it.
 */
export async function releasePlaces(db: Queries, wanted: readonly PlacesWanted[]): Promise<void> {
  for (const { categoryKey, quantity } of inKeyOrder(wanted)) {
    requireQuantity(quantity);
    const released = await db.$executeRaw`
      UPDATE "fee_categories" SET "taken" = "taken" - ${quantity}::int WHERE "key" = ${categoryKey}`;
    if (released !== 1) throw new Error(`No fee category "${categoryKey}" to give places back to.`);
  }
}

const inKeyOrder = (wanted: readonly PlacesWanted[]) =>
  [...wanted].sort((a, b) => a.categoryKey.localeCompare(b.categoryKey, "en"));

function requireQuantity(quantity: number) {
  if (!Number.isSafeInteger(quantity) || quantity <= 0)
    throw new Error(`A number of places must be a whole number > 0: ${quantity}`);
}
