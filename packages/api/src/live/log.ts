import type { Database, Prisma } from "@wro/db";
import type { Transaction } from "../admin/write.ts";

// The live results' log (table result_events): the changes open results pages apply, in commit
// order, shared by every instance through the database. A change writes its event in its own
// transaction, so an event exists exactly when its change does.

/** How many of the newest events the table keeps: a page that missed more is told to reload. */
export const LIVE_LOG_KEPT = 1000;

export interface LiveEvent {
  id: number;
  payload: Prisma.JsonValue;
}

/**
 * Appends an event in the change's transaction, as its last statement. Writers take the table's
 * lock until their commit, so ids are taken and committed in the same order: a reader that has
 * seen id n never later finds a smaller id appear (without the lock, a transaction that took
 * id 4 could commit after the one that took 5). Only admin writes append, so the lock costs
 * nothing worth measuring. The oldest events beyond `LIVE_LOG_KEPT` go in the same statement.
 */
export async function appendLiveEvent(tx: Transaction, payload: Prisma.InputJsonValue): Promise<number> {
  await tx.$executeRawUnsafe(`LOCK TABLE "result_events" IN SHARE ROW EXCLUSIVE MODE`);
  const { id } = await tx.resultEvent.create({ data: { payload }, select: { id: true } });
  await tx.$executeRawUnsafe(
    `DELETE FROM "result_events" WHERE "id" < (SELECT "id" FROM "result_events" ORDER BY "id" DESC OFFSET $1 LIMIT 1)`,
    LIVE_LOG_KEPT - 1,
  );
  return Number(id);
}

/** The newest event's id, 0 when there is none. */
export async function latestLiveEventId(db: Database): Promise<number> {
  const newest = await db.resultEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return newest ? Number(newest.id) : 0;
}

const asEvent = (row: { id: bigint; payload: Prisma.JsonValue }): LiveEvent => ({
  id: Number(row.id),
  payload: row.payload,
});

/** The events after `id`, oldest first, at most `take`. */
export async function liveEventsAfter(db: Database, id: number, take: number): Promise<LiveEvent[]> {
  const rows = await db.resultEvent.findMany({
    where: { id: { gt: BigInt(id) } },
    orderBy: { id: "asc" },
    take,
  });
  return rows.map(asEvent);
}

/** The newest `take` events, oldest first. */
export async function newestLiveEvents(db: Database, take: number): Promise<LiveEvent[]> {
  const rows = await db.resultEvent.findMany({ orderBy: { id: "desc" }, take });
  return rows.reverse().map(asEvent);
}
