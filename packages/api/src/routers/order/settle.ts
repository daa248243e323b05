import { randomUUID } from "node:crypto";
import { numberInvoice } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import { confirmPayment, type GatewayPayment, type PaymentProvider } from "../../payments/provider.ts";
import { receiptMail, type Receipt } from "./invoice.ts";
import { lockOrderRow } from "./lock.ts";
import { closeOrder } from "./service.ts";

/**
 * What applying a payment did:
 * - paid: the order is paid now (by this call);
 * - alreadyApplied: this payment was applied before (a webhook's retry, the browser's return);
 * - notPaid: the gateway says it is not paid (failed, still initiated…): nothing changes;
 * - refused: paid, but not this order's amount, currency or id: refused and logged, the order stays unpaid;
 * - unknown: no such payment at the gateway, or it names no order of ours;
 * - unavailable: the gateway could not be asked: try again later (Moyasar retries its webhook);
 * - needsRefund: money arrived for an order already paid, cancelled or expired: stored and logged
 *   for a finance admin to refund.
 */
export type SettleOutcome =
  "paid" | "alreadyApplied" | "notPaid" | "refused" | "unknown" | "unavailable" | "needsRefund";

/**
 * Fetches a payment from the gateway and applies it: the one way a gateway payment is believed,
 * whoever tells us about it (the webhook, the payer's return, reconciliation).
 */
export async function settleGatewayPayment(
  ctx: AdminContext,
  provider: PaymentProvider,
  paymentId: string,
): Promise<SettleOutcome> {
  const fetched = await provider.fetchPayment(paymentId);
  if (!fetched.ok) {
    if (fetched.reason === "notFound") return "unknown";
    console.error(`Payment ${paymentId} could not be fetched (${fetched.reason}): ${fetched.message}`);
    return "unavailable";
  }
  return applyGatewayPayment(ctx, provider.name, fetched.value);
}

/**
 * The order a gateway payment names (`named` when the caller has just read it) and the payment's
 * status if we have stored it: one statement, as this runs for every notification.
 */
async function orderAndKnown(
  ctx: AdminContext,
  providerName: PaymentProvider["name"],
  payment: GatewayPayment,
  named?: { id: string; totalHalalas: number },
): Promise<{ order: { id: string; totalHalalas: number } | null; known: string | null }> {
  if (named && named.id === payment.orderId) {
    const known = await ctx.db.payment.findUnique({
      where: { provider_gatewayPaymentId: { provider: providerName, gatewayPaymentId: payment.id } },
      select: { status: true },
    });
    return { order: named, known: known?.status ?? null };
  }
  if (!payment.orderId) return { order: null, known: null };
  const [row] = await ctx.db.$queryRaw<{ id: string; total_halalas: number; known: string | null }[]>`
    SELECT o."id", o."total_halalas", p."status"::text AS "known" FROM "orders" o
    LEFT JOIN "payments" p
      ON p."provider" = CAST(${providerName === "bankTransfer" ? "bank_transfer" : providerName} AS "payment_provider")
      AND p."gateway_payment_id" = ${payment.id}
    WHERE o."id" = ${payment.orderId}`;
  return { order: row ? { id: row.id, totalHalalas: row.total_halalas } : null, known: row?.known ?? null };
}

/**
 * Applies a payment as fetched from the gateway to its order, once (see `SettleOutcome`). A caller
 * that has just read the order the payment names passes it (`named`), so it is not read again.
 */
export async function applyGatewayPayment(
  ctx: AdminContext,
  providerName: PaymentProvider["name"],
  payment: GatewayPayment,
  named?: { id: string; totalHalalas: number },
): Promise<SettleOutcome> {
  const { order, known } = await orderAndKnown(ctx, providerName, payment, named);
  if (!order) return "unknown";
  const confirmation = confirmPayment(payment, { orderId: order.id, amountHalalas: order.totalHalalas });
  if (!confirmation.ok) {
    if (confirmation.reason === "notPaid") return "notPaid";
    await refusePayment(ctx, order.id, providerName, payment, confirmation.reason);
    return "refused";
  }
  // Told again (a webhook's retry, the payer's return after it): answered without a transaction.
  if (known === "paid") return "alreadyApplied";
  return recordPayment(ctx, order.id, {
    provider: providerName,
    gatewayPaymentId: payment.id,
    amountHalalas: payment.amountHalalas,
    currency: payment.currency,
  });
}

export interface PaymentRecord {
  provider: PaymentProvider["name"];
  gatewayPaymentId: string;
  amountHalalas: number;
  currency: string;
  recordedById?: string;
  note?: string | null;
}

/**
 * Stores a confirmed payment and marks its order paid, in one transaction that holds the order's
 * row: a webhook delivered five times, or racing the payer's return, finds the payment stored by
 * the first and changes nothing. The invoice number is taken last, after the audit entry, just
 * before the commit. Five statements, as this runs for every payment.
 */
export async function recordPayment(
  ctx: AdminContext,
  orderId: string,
  record: PaymentRecord,
): Promise<SettleOutcome> {
  let receipt: Receipt | undefined;
  const outcome = await auditedWrite<SettleOutcome>(
    ctx,
    { entity: "order", action: record.recordedById ? "recordTransfer" : "pay", tags: [] },
    async (tx) => {
      const before = await lockOrderRow(tx, orderId, null);
      if (!before) throw notFound();
      // The order's row, locked above, orders the webhook and the payer's return for the same
      // payment, so the second finds the first's.
      if (!(await storePaidPayment(tx, orderId, record))) return { unchanged: "alreadyApplied" };
      if (before.status !== "submitted") {
        // Money for an order that no longer awaits it: kept, and said loudly, for a refund.
        console.error(
          `Payment ${record.gatewayPaymentId} arrived for order ${orderId}, which is ${before.status}: refund it.`,
        );
        return { entityId: orderId, before, after: before, result: "needsRefund" };
      }
      await delegationPaysOrder(tx, before);
      const paidAt = new Date();
      return {
        entityId: orderId,
        before,
        // As the last statement leaves it, but for the invoice number: the audit entry is written
        // before the number is given.
        after: { ...before, status: "paid", paidAt, updatedAt: paidAt },
        result: "paid",
        // The invoice number last, after the audit entry: every payment queues on the series' row
        // from there to the commit.
        lastly: async (tx) => void (receipt = await markPaid(tx, orderId, paidAt)),
      };
    },
  );
  if (receipt) await sendReceipt(ctx, receipt);
  return outcome;
}

/**
 * The payment stored as paid, in one statement: a new row, or a known one (pending, failed) now
 * paid. False when it was stored paid before. Its id is a UUID, as no Prisma call makes it.
 */
async function storePaidPayment(tx: Transaction, orderId: string, record: PaymentRecord) {
  const provider = record.provider === "bankTransfer" ? "bank_transfer" : record.provider;
  const now = new Date();
  const stored = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "payments" ("id", "order_id", "provider", "gateway_payment_id", "status",
      "amount_halalas", "currency", "recorded_by_id", "note", "created_at", "updated_at")
    VALUES (${randomUUID()}, ${orderId}, CAST(${provider} AS "payment_provider"), ${record.gatewayPaymentId},
      'paid', ${record.amountHalalas}, ${record.currency}, ${record.recordedById ?? null}, ${record.note ?? null},
      ${now}, ${now})
    ON CONFLICT ("provider", "gateway_payment_id")
      DO UPDATE SET "status" = 'paid', "updated_at" = ${now} WHERE "payments"."status" <> 'paid'
    RETURNING "id"`;
  return stored.length > 0;
}

/**
 * The delegation of an order about to be paid: paid, or still submitted while another of its
 * orders awaits payment (`refreshDelegationStatus`, knowing this order's new state).
 */
async function delegationPaysOrder(tx: Transaction, order: { id: string; delegationId: string }) {
  await tx.$executeRaw`
    UPDATE "delegations" d SET "updated_at" = ${new Date()}, "status" = CASE WHEN EXISTS (
        SELECT 1 FROM "orders" o
        WHERE o."delegation_id" = d."id" AND o."id" <> ${order.id} AND o."status" = 'submitted')
      THEN 'submitted'::"delegation_status" ELSE 'paid'::"delegation_status" END
    WHERE d."id" = ${order.delegationId}`;
}

/**
 * Marks the order paid with the next invoice number (`numberInvoice`) and answers its receipt, in
 * one statement, so the series' row is locked from that statement to the commit with no round
 * trip between.
 */
async function markPaid(tx: Transaction, orderId: string, paidAt: Date): Promise<Receipt> {
  const row = await numberInvoice(tx, orderId, paidAt);
  return {
    orderId,
    number: row.invoice_number,
    totalHalalas: row.total_halalas,
    vatHalalas: row.vat_halalas,
    buyer: { delegation: row.delegation, organizer: row.organizer },
    organizerEmail: row.email,
    organizerLocale: row.locale === "ar" ? "ar" : "en",
  };
}

/** Mails the receipt of a newly paid order; a mail that fails is logged, the payment stands. */
async function sendReceipt(ctx: AdminContext, receipt: Receipt) {
  try {
    await ctx.mailer.send(receiptMail(receipt));
  } catch (error) {
    console.error(`The receipt of order ${receipt.orderId} could not be mailed:`, error);
  }
}

/** A paid payment that does not pay its order: the order stays unpaid, the log and the audit say why. */
async function refusePayment(
  ctx: AdminContext,
  orderId: string,
  providerName: string,
  payment: GatewayPayment,
  reason: string,
) {
  console.error(
    `Refused ${providerName} payment ${payment.id} for order ${orderId} (${reason}): ${payment.amountHalalas} ${payment.currency}, order ${payment.orderId ?? "none"}.`,
  );
  await auditedWrite(ctx, { entity: "order", action: "refusePayment", tags: [] }, async () => ({
    entityId: orderId,
    before: null,
    after: { reason, payment },
    result: null,
  }));
}

/** The system acting for the gateway (webhook, reconciliation, expiry): audited under this name. */
export function systemContext(ctx: Omit<AdminContext, "caller">, name: string): AdminContext {
  return { ...ctx, caller: { kind: "system", name } };
}

/**
 * Reconciliation: asks the gateway about every order still awaiting payment through it, and
 * applies what it took. Run at start and every few minutes, so a payment taken while we were down
 * (the process killed between the gateway's charge and our commit, a webhook lost) is still found.
 */
export async function reconcilePayments(ctx: AdminContext, provider: PaymentProvider) {
  const waiting = await ctx.db.order.findMany({
    where: { status: "submitted", provider: provider.name, checkoutId: { not: null } },
    select: { id: true, checkoutId: true },
  });
  const outcomes: SettleOutcome[] = [];
  for (const order of waiting) {
    const payments = await provider.listCheckoutPayments(order.checkoutId!);
    if (!payments.ok) {
      console.error(`Reconciling order ${order.id} failed (${payments.reason}): ${payments.message}`);
      continue;
    }
    for (const payment of payments.value.filter((one) => one.status === "paid"))
      outcomes.push(
        await applyGatewayPayment(ctx, provider.name, { ...payment, orderId: payment.orderId ?? order.id }),
      );
  }
  return outcomes;
}

/**
 * Expires submitted orders past their time, giving their places back. Each is reconciled first:
 * its checkout expired with it at the gateway, so a payment found now is the last there can be.
 */
export async function expireOrders(ctx: AdminContext, provider: PaymentProvider | null, now = new Date()) {
  const due = await ctx.db.order.findMany({
    where: { status: "submitted", expiresAt: { lte: now } },
    select: { id: true, checkoutId: true, provider: true },
  });
  let expired = 0;
  for (const order of due) {
    if (provider && order.checkoutId && order.provider === provider.name) {
      const payments = await provider.listCheckoutPayments(order.checkoutId);
      if (!payments.ok) continue; // Asked again on the next round; never expired unasked.
      for (const payment of payments.value.filter((one) => one.status === "paid"))
        await applyGatewayPayment(ctx, provider.name, { ...payment, orderId: payment.orderId ?? order.id });
    }
    const done = await auditedWrite(ctx, { entity: "order", action: "expire" }, async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "orders" WHERE "id" = ${order.id} FOR UPDATE`;
      const before = await tx.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
      if (before.status !== "submitted") return { unchanged: false };
      const after = await closeOrder(tx, before, "expired");
      return { entityId: order.id, before, after, result: true };
    });
    if (done) expired++;
  }
  return expired;
}
