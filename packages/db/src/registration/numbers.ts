import type { Prisma } from "../generated/prisma/client.ts";

/** The gap-free number series the migrations create. */
export type NumberSeriesName = "invoice";

/**
 * The next number of a series, inside the transaction `tx` that stores it. The series' row
 * stays locked until `tx` ends, so numbers come out in commit order, and a rollback gives the
 * number back: no gaps (see NumberSeries in prisma/models/payments.prisma). Call it last,
 * just before committing.
 */
export async function nextNumber(tx: Prisma.TransactionClient, series: NumberSeriesName): Promise<number> {
  const rows = await tx.$queryRaw<Array<{ last_number: number }>>`
    UPDATE "number_series" SET "last_number" = "last_number" + 1, "updated_at" = CURRENT_TIMESTAMP
    WHERE "name" = ${series} RETURNING "last_number"`;
  const [row] = rows;
  if (!row) throw new Error(`The number series "${series}" is missing: its migration creates it.`);
  return row.last_number;
}
