/** The payment gateway's calls to us (issue 36): Moyasar's webhook. */
import { AppError } from "@wro/constants";
import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { env } from "../../env.ts";
import { checkMoyasarWebhook } from "../../payments/moyasar-webhook.ts";
import { paymentProviderFor } from "../../routers/order/provider.ts";
import { settleGatewayPayment } from "../../routers/order/settle.ts";
import { route, type LegacyRoute } from "../route.ts";

const webhookAnswer = z.object({
  success: z.literal(true),
  /** What the notification did: paid, alreadyApplied, notPaid, needsRefund, or ignored (not a payment event). */
  outcome: z.string(),
});

export const paymentRoutes: LegacyRoute[] = [
  route({
    method: "POST",
    path: "/api/payments/moyasar/webhook",
    operationId: "moyasarWebhook",
    summary: "Moyasar's payment notifications",
    description:
      "Register this URL in Moyasar's dashboard (Settings → Webhooks) with the secret token MOYASAR_WEBHOOK_SECRET. The body's `secret_token` is compared in constant time: a wrong one is a 401. The notification only names a payment: it is fetched from Moyasar's API and applied to its order once, whatever the body says and however often it is delivered. 400 for a body that is not a Moyasar webhook, 404 for a payment Moyasar does not know or that names no order of ours, 503 when Moyasar cannot be asked (Moyasar then delivers it again).",
    tag: "Payments",
    access: "public",
    body: { kind: "json", schema: z.unknown() },
    answer: webhookAnswer,
    async handle({ deps, body }) {
      const event = checkMoyasarWebhook(body, deps.moyasarWebhookSecret ?? env.MOYASAR_WEBHOOK_SECRET);
      if (!event.ok)
        throw event.reason === "badRequest"
          ? new AppError("invalidInput", { message: event.message })
          : new AppError("webhookRefused", { message: "The webhook's secret token is not ours." });
      if (!event.paymentId) return { body: { success: true, outcome: "ignored" } };
      const provider = await paymentProviderFor(deps.db, deps.payments);
      const gateway = adminContext({
        db: deps.db,
        caller: { kind: "system", name: "Moyasar webhook" },
        storage: deps.storage,
        revalidate: deps.revalidate,
      });
      const outcome = await settleGatewayPayment(gateway, provider, event.paymentId);
      if (outcome === "unknown")
        throw new AppError("notFound", { message: "No such payment for an order of ours." });
      if (outcome === "unavailable")
        throw new AppError("paymentUnavailable", {
          message: "Moyasar could not be asked about this payment.",
        });
      return { body: { success: true, outcome } };
    },
  }),
];
