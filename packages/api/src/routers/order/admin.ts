import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import type { z } from "zod";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { pageArgs, pageOf, sortOf } from "../../admin/list.ts";
import { auditedWrite } from "../../admin/write.ts";
import { csvFile, toCsv } from "../../csv.ts";
import { formatSar } from "../../payments/money.ts";
import type { PaymentProvider } from "../../payments/provider.ts";
import { registrationMessages } from "../delegation/messages.ts";
import { recordPayment } from "./settle.ts";
import {
  invoiceNumberText,
  type AdminOrderList,
  type recordTransferSchema,
  type refundSchema,
} from "./schemas.ts";

// The back office's side of orders (issue 36): every order with its delegation and payments,
// filters and a CSV export; recording a bank transfer and refunding (finance admins only).

const adminOrderView = {
  delegation: {
    select: { id: true, name: true, country: true, organizer: { select: { name: true, email: true } } },
  },
  lines: { orderBy: { feeCategoryKey: "asc" } },
  payments: { orderBy: { createdAt: "asc" }, include: { refunds: { orderBy: { createdAt: "asc" } } } },
} as const satisfies Prisma.OrderInclude;

function whereOf(input: Omit<AdminOrderList, "page" | "pageSize">): Prisma.OrderWhereInput {
  const search = input.search;
  return {
    // Drafts are the organizer's, not yet an order to follow.
    status: input.orderStatus ?? { not: "draft" },
    ...(input.provider ? { provider: input.provider } : {}),
    ...(search
      ? {
          OR: [
            { bankReference: { contains: search, mode: "insensitive" } },
            { delegation: { name: { contains: search, mode: "insensitive" } } },
            { delegation: { organizer: { name: { contains: search, mode: "insensitive" } } } },
          ],
        }
      : {}),
  };
}

const orderBy = (input: AdminOrderList) =>
  sortOf(input, { field: "createdAt", order: "desc" }) as Prisma.OrderOrderByWithRelationInput[];

export const adminOrders = {
  list: (db: Database, input: AdminOrderList) => {
    const where = whereOf(input);
    return pageOf(
      input,
      db.order.findMany({ where, orderBy: orderBy(input), include: adminOrderView, ...pageArgs(input) }),
      db.order.count({ where }),
    );
  },

  byId: async (db: Database, id: string) => {
    const order = await db.order.findUnique({ where: { id }, include: adminOrderView });
    if (!order) throw notFound();
    return order;
  },

  /** Every order the filters match, one line each, amounts in SAR as plain decimals. */
  exportCsv: async (db: Database, input: AdminOrderList) => {
    const orders = await db.order.findMany({
      where: whereOf(input),
      orderBy: orderBy(input),
      include: adminOrderView,
    });
    const columns = [
      "invoice",
      "reference",
      "status",
      "delegation",
      "country",
      "organizer",
      "email",
      "people",
      "net_sar",
      "vat_sar",
      "total_sar",
      "paid_sar",
      "refunded_sar",
      "provider",
      "submitted_at",
      "paid_at",
    ];
    const rows = orders.map((order) => {
      const paid = order.payments.filter((payment) => payment.status !== "failed");
      return {
        invoice: order.invoiceNumber ? invoiceNumberText(order.invoiceNumber) : "",
        reference: order.bankReference,
        status: order.status,
        delegation: order.delegation.name,
        country: order.delegation.country,
        organizer: order.delegation.organizer.name,
        email: order.delegation.organizer.email,
        people: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        net_sar: formatSar(order.netHalalas),
        vat_sar: formatSar(order.vatHalalas),
        total_sar: formatSar(order.totalHalalas),
        paid_sar: formatSar(paid.reduce((sum, payment) => sum + payment.amountHalalas, 0)),
        refunded_sar: formatSar(
          paid.flatMap((payment) => payment.refunds).reduce((sum, refund) => sum + refund.amountHalalas, 0),
        ),
        provider: order.provider,
        submitted_at: order.submittedAt,
        paid_at: order.paidAt,
      };
    });
    return csvFile("orders", toCsv(columns, rows));
  },

  /**
   * Records a bank transfer that arrived for an order awaiting payment: the full total, once per
   * bank transaction, by a finance admin (the router checks). The order is then paid, as a
   * gateway payment would make it, and its receipt is mailed.
   */
  recordTransfer: async (ctx: AdminContext, input: z.infer<typeof recordTransferSchema>) => {
    const order = await ctx.db.order.findUnique({ where: { id: input.orderId } });
    if (!order) throw notFound();
    if (order.status !== "submitted")
      throw new AppError("refused", { message: registrationMessages.orderNotPayable });
    if (input.amount !== order.totalHalalas)
      throw new AppError("invalidInput", {
        field: "amount",
        message: `${registrationMessages.transferAmountMismatch}?total=${formatSar(order.totalHalalas)}`,
      });
    const taken = await ctx.db.payment.findUnique({
      where: {
        provider_gatewayPaymentId: { provider: "bankTransfer", gatewayPaymentId: input.bankTransactionId },
      },
    });
    if (taken)
      throw new AppError("duplicate", {
        field: "bankTransactionId",
        message: registrationMessages.transferReferenceTaken,
      });
    if (ctx.caller.kind !== "user") throw new AppError("forbidden");
    return {
      outcome: await recordPayment(ctx, order.id, {
        provider: "bankTransfer",
        gatewayPaymentId: input.bankTransactionId,
        amountHalalas: input.amount,
        currency: "SAR",
        recordedById: ctx.caller.id,
        note: input.note,
      }),
    };
  },

  /**
   * An exceptional refund (fees are non-refundable once paid, spec §9), with its reason: through
   * the gateway's refund call for a card payment, recorded only for a bank transfer (the bank
   * pays it back). The order stays paid; a payment refunded in full is marked refunded.
   */
  refund: async (
    ctx: AdminContext,
    gateway: () => Promise<PaymentProvider>,
    input: z.infer<typeof refundSchema>,
  ) => {
    const payment = await ctx.db.payment.findUnique({
      where: { id: input.paymentId },
      include: { refunds: true },
    });
    if (!payment || payment.status !== "paid") throw notFound();
    const left =
      payment.amountHalalas - payment.refunds.reduce((sum, refund) => sum + refund.amountHalalas, 0);
    const amount = input.amount || left;
    if (amount > left)
      throw new AppError("invalidInput", {
        field: "amount",
        message: `${registrationMessages.refundTooLarge}?left=${formatSar(left)}`,
      });
    if (payment.provider === "moyasar") {
      const provider = await gateway();
      if (provider.name !== "moyasar")
        throw new AppError("paymentUnavailable", { message: registrationMessages.paymentUnavailable });
      const refunded = await provider.refund(payment.gatewayPaymentId, {
        amountHalalas: amount,
        reason: input.reason,
      });
      if (!refunded.ok) {
        console.error(`Refund of payment ${payment.id} failed (${refunded.reason}): ${refunded.message}`);
        throw refunded.reason === "rejected"
          ? new AppError("refused", {
              message: `${registrationMessages.refundRefused}?reason=${encodeURIComponent(refunded.message)}`,
            })
          : new AppError("paymentUnavailable", { message: registrationMessages.paymentUnavailable });
      }
    }
    return auditedWrite(ctx, { entity: "payment", action: "refund" }, async (tx) => {
      const refund = await tx.refund.create({
        data: {
          paymentId: payment.id,
          amountHalalas: amount,
          reason: input.reason,
          refundedById: ctx.caller.kind === "user" ? ctx.caller.id : null,
        },
      });
      const after = await tx.payment.update({
        where: { id: payment.id },
        data: amount === left ? { status: "refunded" } : {},
      });
      return { entityId: payment.id, before: payment, after: { ...after, refund }, result: refund };
    });
  },
};
