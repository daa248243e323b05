import { notFound } from "../../admin/errors.ts";
import type { AdminContext } from "../../admin/context.ts";
import type { PaymentProvider } from "../../payments/provider.ts";
import { organizerId } from "../delegation/service.ts";
import { applyGatewayPayment, systemContext } from "./settle.ts";

/**
 * The payer came back from the gateway's page. The address they came back with says nothing we
 * believe: the order's own checkout is fetched, and a paid payment on it applied (once, whatever
 * the webhook did meanwhile). Answers the order's status after.
 */
export async function settleReturn(ctx: AdminContext, provider: PaymentProvider, orderId: string) {
  const order = await ctx.db.order.findFirst({
    where: { id: orderId, delegation: { organizerId: organizerId(ctx.caller) } },
  });
  if (!order) throw notFound();
  if (order.status === "submitted" && order.checkoutId && order.provider === provider.name) {
    const payments = await provider.listCheckoutPayments(order.checkoutId);
    if (payments.ok)
      for (const payment of payments.value.filter((one) => one.status === "paid"))
        await applyGatewayPayment(systemContext(ctx, "payment return"), provider.name, {
          ...payment,
          orderId: payment.orderId ?? order.id,
        });
  }
  const after = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  return { orderId, status: after.status };
}
