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

/** What an order paid by `numberInvoice` shows on its receipt. */
export interface PaidOrderRow {
  invoice_number: number;
  total_halalas: number;
  vat_halalas: number;
  delegation: string;
  organizer: string;
  email: string;
  locale: string;
}

/**
 * Marks an order paid at `paidAt` with the next invoice number (`nextNumber` of "invoice"), in
 * one statement, so the series' row is locked from that statement to the commit with no round
 * trip between. Call it last in the transaction. Answers what its receipt shows: the number, the
 * sums, the delegation and its organizer.
 */
export async function numberInvoice(
  tx: Prisma.TransactionClient,
  orderId: string,
  paidAt: Date,
): Promise<PaidOrderRow> {
  const rows = await tx.$queryRaw<PaidOrderRow[]>`
    WITH "next" AS (
      UPDATE "number_series" SET "last_number" = "last_number" + 1, "updated_at" = CURRENT_TIMESTAMP
      WHERE "name" = 'invoice' RETURNING "last_number")
    UPDATE "orders" o SET "status" = 'paid', "paid_at" = ${paidAt}, "updated_at" = ${paidAt},
      "invoice_number" = "next"."last_number"
    FROM "next", "delegations" d JOIN "users" u ON u."id" = d."organizer_id"
    WHERE o."id" = ${orderId} AND d."id" = o."delegation_id"
    RETURNING o."invoice_number", o."total_halalas", o."vat_halalas", d."name" AS "delegation",
      u."name" AS "organizer", u."email", u."locale"`;
  const [row] = rows;
  // The series moves even when no order matches: throwing rolls that number back (no gap).
  if (!row) throw new Error(`No invoice number given: the series "invoice" or order ${orderId} is missing.`);
  return row;
}
