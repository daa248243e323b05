import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema } from "../../forms/common.ts";
import { csvFileSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, financeProcedure, protectedProcedure } from "../../trpc.ts";
import { adminOrders } from "./admin.ts";
import { adminOrderListSchema, recordTransferSchema, refundSchema } from "./schemas.ts";
import { cancelWaitingEntry, joinWaitingList, promoteWaitingEntry, waitingList } from "./waiting-list.ts";
import { invoiceOf } from "./invoice.ts";
import { paymentProviderFor } from "./provider.ts";
import { cancelOrder, startPayment, submitOrder } from "./service.ts";
import { settleReturn } from "./return.ts";

const orderIdSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

/** A national organizer's orders: submit the delegation, pay, come back from paying, cancel. */
export const orderRouter = createTRPCRouter({
  submit: protectedProcedure.mutation(({ ctx }) => submitOrder(adminContext(ctx))),
  pay: protectedProcedure
    .input(orderIdSchema.extend({ locale: z.enum(["en", "ar"]).default("en") }))
    .mutation(async ({ ctx, input }) =>
      startPayment(
        adminContext(ctx),
        await paymentProviderFor(ctx.db, ctx.payments),
        input.orderId,
        input.locale,
      ),
    ),
  /** The payer is back from the payment page: the order's checkout is asked, never the address. */
  settleReturn: protectedProcedure
    .input(orderIdSchema)
    .mutation(async ({ ctx, input }) =>
      settleReturn(adminContext(ctx), await paymentProviderFor(ctx.db, ctx.payments), input.orderId),
    ),
  /** The simplified tax invoice of a paid order: its organizer's or any admin's. */
  invoice: protectedProcedure
    .input(orderIdSchema)
    .query(({ ctx, input }) => invoiceOf(ctx.db, ctx.caller, input.orderId)),
  cancel: protectedProcedure
    .input(orderIdSchema)
    .mutation(({ ctx, input }) => cancelOrder(adminContext(ctx), input.orderId, false)),
  /** A full category: the delegation's people of it wait for places. */
  joinWaitingList: protectedProcedure
    .input(z.object({ feeCategoryKey: z.string().trim().min(1).max(40) }))
    .mutation(({ ctx, input }) => joinWaitingList(adminContext(ctx), input.feeCategoryKey)),
  leaveWaitingList: protectedProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => cancelWaitingEntry(adminContext(ctx), input.id, false)),

  // Back office: every order; cancelling an unpaid one and the waiting list are any admin's,
  // recording a transfer and refunding a finance admin's.
  list: adminProcedure.input(adminOrderListSchema).query(({ ctx, input }) => adminOrders.list(ctx.db, input)),
  byId: adminProcedure.input(byIdSchema).query(({ ctx, input }) => adminOrders.byId(ctx.db, input.id)),
  exportCsv: adminProcedure
    .input(adminOrderListSchema)
    .output(csvFileSchema)
    .query(({ ctx, input }) => adminOrders.exportCsv(ctx.db, input)),
  adminCancel: adminProcedure
    .input(orderIdSchema)
    .mutation(({ ctx, input }) => cancelOrder(adminContext(ctx), input.orderId, true)),
  recordTransfer: financeProcedure
    .input(recordTransferSchema)
    .mutation(({ ctx, input }) => adminOrders.recordTransfer(adminContext(ctx), input)),
  refund: financeProcedure
    .input(refundSchema)
    .mutation(({ ctx, input }) =>
      adminOrders.refund(adminContext(ctx), () => paymentProviderFor(ctx.db, ctx.payments), input),
    ),
  waitingList: adminProcedure.query(({ ctx }) => waitingList(ctx.db)),
  promote: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => promoteWaitingEntry(adminContext(ctx), input.id)),
  dropWaiting: adminProcedure
    .input(byIdSchema)
    .mutation(({ ctx, input }) => cancelWaitingEntry(adminContext(ctx), input.id, true)),
});
