import { Prisma, type OrderModel } from "@wro/db";
import type { Transaction } from "../../admin/write.ts";

/** An order's row as SQL names its columns. */
interface OrderRow {
  id: string;
  delegation_id: string;
  status: OrderModel["status"];
  sar_per_usd: number;
  vat_basis_points: number;
  net_halalas: number;
  vat_halalas: number;
  total_halalas: number;
  submitted_at: Date | null;
  expires_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  /** The enum's SQL names: `bank_transfer` is Prisma's `bankTransfer`. */
  provider: "bank_transfer" | "moyasar" | null;
  checkout_id: string | null;
  checkout_url: string | null;
  idempotency_key: string;
  bank_reference: string | null;
  invoice_number: number | null;
  created_at: Date;
  updated_at: Date;
}

/** Every column of `OrderRow`: a key the interface adds or drops is a type error here. */
const orderColumns: Record<keyof OrderRow, true> = {
  id: true,
  delegation_id: true,
  status: true,
  sar_per_usd: true,
  vat_basis_points: true,
  net_halalas: true,
  vat_halalas: true,
  total_halalas: true,
  submitted_at: true,
  expires_at: true,
  paid_at: true,
  cancelled_at: true,
  provider: true,
  checkout_id: true,
  checkout_url: true,
  idempotency_key: true,
  bank_reference: true,
  invoice_number: true,
  created_at: true,
  updated_at: true,
};

/**
 * The columns by name, never `o.*`: a prepared statement (see connection.ts) selecting `*` fails
 * on every instance still running while a migration adds a column to the table.
 */
const ORDER_COLUMNS = Prisma.raw(
  Object.keys(orderColumns)
    .map((column) => `o."${column}"`)
    .join(", "),
);

/** The row as Prisma answers an order: a field the schema adds is a type error here until mapped. */
const orderOf = (row: OrderRow): OrderModel => ({
  id: row.id,
  delegationId: row.delegation_id,
  status: row.status,
  sarPerUsd: row.sar_per_usd,
  vatBasisPoints: row.vat_basis_points,
  netHalalas: row.net_halalas,
  vatHalalas: row.vat_halalas,
  totalHalalas: row.total_halalas,
  submittedAt: row.submitted_at,
  expiresAt: row.expires_at,
  paidAt: row.paid_at,
  cancelledAt: row.cancelled_at,
  provider: row.provider === "bank_transfer" ? "bankTransfer" : row.provider,
  checkoutId: row.checkout_id,
  checkoutUrl: row.checkout_url,
  idempotencyKey: row.idempotency_key,
  bankReference: row.bank_reference,
  invoiceNumber: row.invoice_number,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Locks an order's row until the transaction ends and answers it, in one statement (a lock and
 * then a read would be two round trips on every payment): an order of the organizer's
 * delegation, or with `organizer` null any order (an admin, the system acting for the gateway).
 * Null when there is no such order.
 */
export async function lockOrderRow(
  tx: Transaction,
  orderId: string,
  organizer: string | null,
): Promise<OrderModel | null> {
  const rows =
    organizer === null
      ? await tx.$queryRaw<
          OrderRow[]
        >`SELECT ${ORDER_COLUMNS} FROM "orders" o WHERE o."id" = ${orderId} FOR UPDATE`
      : await tx.$queryRaw<OrderRow[]>`
          SELECT ${ORDER_COLUMNS} FROM "orders" o JOIN "delegations" d ON d."id" = o."delegation_id"
          WHERE o."id" = ${orderId} AND d."organizer_id" = ${organizer} FOR UPDATE OF o`;
  const [row] = rows;
  return row ? orderOf(row) : null;
}
