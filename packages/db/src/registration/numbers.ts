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

/**
 * Gives a paid order the next invoice number (`nextNumber` of "invoice") and stores it on the
 * order, in one statement, so the series' row is locked from that statement to the commit with
 * no round trip between. Call it last in the transaction. Answers the number.
 */
export async function numberInvoice(tx: Prisma.TransactionClient, orderId: string): Promise<number> {
  const rows = await tx.$queryRaw<Array<{ invoice_number: number }>>`
    WITH "next" AS (
      UPDATE "number_series" SET "last_number" = "last_number" + 1, "updated_at" = CURRENT_TIMESTAMP
      WHERE "name" = 'invoice' RETURNING "last_number")
    UPDATE "orders" SET "invoice_number" = "next"."last_number" FROM "next"
    WHERE "orders"."id" = ${orderId} RETURNING "orders"."invoice_number"`;
  const [row] = rows;
  // The series moves even when no order matches: throwing rolls that number back (no gap).
  if (!row) throw new Error(`No invoice number given: the series "invoice" or order ${orderId} is missing.`);
  return row.invoice_number;
}
