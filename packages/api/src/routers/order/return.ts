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
    select: { id: true, status: true, checkoutId: true, provider: true, totalHalalas: true },
  });
  if (!order) throw notFound();
  if (order.status !== "submitted" || !order.checkoutId || order.provider !== provider.name)
    return { orderId, status: order.status };
  const payments = await provider.listCheckoutPayments(order.checkoutId);
  const outcomes = [];
  if (payments.ok)
    for (const payment of payments.value.filter((one) => one.status === "paid"))
      outcomes.push(
        await applyGatewayPayment(
          systemContext(ctx, "payment return"),
          provider.name,
          { ...payment, orderId: payment.orderId ?? order.id },
          order,
        ),
      );
  // Paid by this return; otherwise as it is now (the webhook may have paid it meanwhile).
  if (outcomes.includes("paid")) return { orderId, status: "paid" as const };
  if (outcomes.length === 0) return { orderId, status: order.status };
  const after = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  return { orderId, status: after.status };
}
