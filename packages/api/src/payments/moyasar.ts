import type { z } from "zod";
import { type CheckoutLedger, createMemoryCheckoutLedger } from "./checkout-ledger.ts";
import {
  type MoyasarPayment,
  moyasarErrorSchema,
  moyasarInvoiceSchema,
  moyasarPaymentSchema,
  ORDER_ID_KEY,
  orderIdOf,
} from "./moyasar-api.ts";
import type { GatewayFailure, GatewayPayment, GatewayResult, PaymentProvider } from "./provider.ts";

export interface MoyasarConfig {
  /** MOYASAR_SECRET_KEY: `sk_live_…` or `sk_test_…`. */
  secretKey: string;
  /** MOYASAR_API_BASE, e.g. https://api.moyasar.com/v1 (tests: the double's). */
  apiBase: string;
  /** Where idempotency keys are remembered; this process's memory unless the caller keeps them. */
  ledger?: CheckoutLedger;
  /** Give up on a call after this long (then the call is "unavailable" and may be retried). */
  timeoutMs?: number;
}

/**
 * Moyasar through its REST API (docs.moyasar.com: authentication, api/invoices, api/payments):
 * HTTP Basic with the secret key as user and an empty password; amounts in halalas; JSON both ways.
 * The payer pays on Moyasar's hosted invoice page, so no card data ever reaches us.
 */
export function createMoyasarProvider(config: MoyasarConfig): PaymentProvider {
  const ledger = config.ledger ?? createMemoryCheckoutLedger();
  const call = moyasarCaller(config);

  /**
   * A fetched payment with our order id: from its own metadata or else from its invoice's, which we
   * set ourselves (the docs do not say whether an invoice's metadata is copied onto its payments).
   */
  async function withOrderId(payment: MoyasarPayment): Promise<GatewayResult<GatewayPayment>> {
    if (orderIdOf(payment.metadata) !== null || !payment.invoice_id)
      return { ok: true, value: toGatewayPayment(payment) };
    const invoice = await call("GET", resourcePath("invoices", payment.invoice_id), moyasarInvoiceSchema);
    return invoice.ok
      ? { ok: true, value: toGatewayPayment(payment, orderIdOf(invoice.value.metadata)) }
      : invoice;
  }

  return {
    name: "moyasar",

    createCheckout(request) {
      return ledger.once(request.idempotencyKey, async () => {
        const invoice = await call("POST", "/invoices", moyasarInvoiceSchema, {
          amount: request.amountHalalas,
          currency: "SAR",
          description: request.description,
          success_url: request.successUrl,
          back_url: request.backUrl,
          ...(request.callbackUrl ? { callback_url: request.callbackUrl } : {}),
          ...(request.expiresAt ? { expired_at: request.expiresAt.toISOString() } : {}),
          metadata: { [ORDER_ID_KEY]: request.orderId },
        });
        if (!invoice.ok) return invoice;
        return {
          ok: true,
          value: { method: "hostedPage", checkoutId: invoice.value.id, payUrl: invoice.value.url },
        };
      });
    },

    async fetchPayment(paymentId) {
      const payment = await call("GET", resourcePath("payments", paymentId), moyasarPaymentSchema);
      return payment.ok ? withOrderId(payment.value) : payment;
    },

    async listCheckoutPayments(checkoutId) {
      const invoice = await call("GET", resourcePath("invoices", checkoutId), moyasarInvoiceSchema);
      if (!invoice.ok) return invoice;
      const { id, metadata, payments } = invoice.value;
      return {
        ok: true,
        value: payments.map((payment) =>
          toGatewayPayment({ ...payment, invoice_id: payment.invoice_id ?? id }, orderIdOf(metadata)),
        ),
      };
    },

    async refund(paymentId, request) {
      // Moyasar's refund takes only an optional amount (the whole payment without one); the reason
      // stays with us, in the audit entry the order service writes.
      const payment = await call(
        "POST",
        resourcePath("payments", paymentId, "refund"),
        moyasarPaymentSchema,
        request.amountHalalas === undefined ? {} : { amount: request.amountHalalas },
      );
      return payment.ok ? withOrderId(payment.value) : payment;
    },
  };
}

function toGatewayPayment(payment: MoyasarPayment, invoiceOrderId: string | null = null): GatewayPayment {
  return {
    id: payment.id,
    status: payment.status,
    amountHalalas: payment.amount,
    currency: payment.currency,
    refundedHalalas: payment.refunded,
    orderId: orderIdOf(payment.metadata) ?? invoiceOrderId,
    checkoutId: payment.invoice_id ?? null,
  };
}

/**
 * The path of one object. Ids come from webhook bodies and browser query strings, so anything but
 * the letters, digits and hyphens of Moyasar's UUIDs is refused here (an id of ".." or one with a
 * slash must not reach another path of the API); such an id is "not found" without asking.
 */
function resourcePath(kind: "invoices" | "payments", id: string, action?: "refund"): string | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return `/${kind}/${id}${action ? `/${action}` : ""}`;
}

/** One authenticated JSON call, its answer checked against the documented shape. */
function moyasarCaller(config: MoyasarConfig) {
  const base = config.apiBase.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString("base64")}`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  return async function call<Schema extends z.ZodType>(
    method: "GET" | "POST",
    path: string | null,
    schema: Schema,
    body?: object,
  ): Promise<GatewayResult<z.output<Schema>>> {
    if (path === null) return { ok: false, reason: "notFound", message: "Not a Moyasar id." };
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text(); // within the timeout too
    } catch (error) {
      return { ok: false, reason: "unavailable", message: `Moyasar could not be reached: ${String(error)}` };
    }
    const json = parseJson(text);
    if (!response.ok) return failure(response.status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return {
        ok: false,
        reason: "badResponse",
        status: response.status,
        message: `Moyasar's answer to ${method} ${path} is not as documented.`,
      };
    return { ok: true, value: parsed.data };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failure(status: number, json: unknown): GatewayFailure {
  const error = moyasarErrorSchema.safeParse(json);
  const message = error.success ? `${error.data.type}: ${error.data.message}` : `Moyasar answered ${status}.`;
  const reason =
    status === 401 || status === 403
      ? "unauthorized"
      : status === 404
        ? "notFound"
        : status === 429 || status >= 500
          ? "unavailable"
          : "rejected";
  return { ok: false, reason, status, message };
}
