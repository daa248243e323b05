import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { createTRPCRouter, protectedProcedure } from "../../trpc.ts";
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
});
