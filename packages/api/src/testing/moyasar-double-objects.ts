import { randomUUID } from "node:crypto";
import { formatSar } from "../payments/money.ts";

/**
 * The Moyasar double's objects, shaped like the examples of Moyasar's reference (fetch-payment,
 * list-invoices, api/errors): every documented field is there, so code that reads one more field
 * later finds it.
 */
export type Json = Record<string, unknown>;
export type Outcome = "paid" | "failed";

export const authenticationError = () => ({
  type: "authentication_error",
  message: "Invalid authorization credentials",
  errors: null,
});
// Moyasar documents the 404 status but not its error object's `type`; invalid_request_error is
// the type its other request errors carry.
export const notFound = () => ({ type: "invalid_request_error", message: "Object not found", errors: null });
export const invalidRequest = (message: string) => ({ type: "invalid_request_error", message, errors: null });
export const validationFailed = (errors: Record<string, string[]>) => ({
  type: "invalid_request_error",
  message: "Validation Failed",
  errors,
});

/** The checks of Create Invoice: amount an integer ≥ 100, a description, ISO currency, URLs. */
export function invoiceErrors(body: Json | null): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(body?.amount)) errors.amount = ["must be an integer"];
  else if ((body?.amount as number) < 100) errors.amount = ["must be greater than or equal to 100"];
  if (typeof body?.description !== "string" || body.description === "")
    errors.description = ["can't be blank"];
  const currency = body?.currency ?? "SAR";
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) errors.currency = ["is invalid"];
  for (const field of ["success_url", "back_url", "callback_url"])
    if (body?.[field] !== undefined && !isHttpUrl(body[field])) errors[field] = ["is invalid"];
  const metadata = body?.metadata;
  if (metadata !== undefined && (typeof metadata !== "object" || Array.isArray(metadata)))
    errors.metadata = ["is invalid"];
  return errors;
}

/** An invoice from a valid Create Invoice body; `paymentIds` is the double's own, never shown. */
export function newInvoice(body: Json, origin: string): Json {
  const id = randomUUID();
  const now = new Date().toISOString();
  const currency = (body.currency as string | undefined) ?? "SAR";
  return {
    id,
    status: "initiated",
    amount: body.amount,
    currency,
    description: body.description,
    logo_url: null,
    amount_format: `${formatSar(body.amount as number)} ${currency}`,
    url: `${origin}/invoices/${id}?lang=en`,
    callback_url: body.callback_url ?? null,
    success_url: body.success_url ?? null,
    back_url: body.back_url ?? null,
    expired_at: body.expired_at ?? null,
    created_at: now,
    updated_at: now,
    paid_at: null,
    payment_id: null,
    metadata: body.metadata ?? null,
    paymentIds: [] as string[],
  };
}

/** A card payment made on an invoice's hosted page. */
export function newPayment(invoice: Json, outcome: Outcome): Json & { id: string; created_at: string } {
  const now = new Date().toISOString();
  const zero = `0.00 ${invoice.currency as string}`;
  return {
    id: randomUUID(),
    status: outcome,
    amount: invoice.amount,
    fee: 0,
    currency: invoice.currency,
    refunded: 0,
    refunded_at: null,
    captured: 0,
    captured_at: null,
    voided_at: null,
    description: invoice.description,
    amount_format: invoice.amount_format,
    fee_format: zero,
    refunded_format: zero,
    captured_format: zero,
    invoice_id: invoice.id,
    ip: "127.0.0.1",
    callback_url: invoice.url,
    created_at: now,
    updated_at: now,
    metadata: null,
    source: {
      type: "creditcard",
      company: "visa",
      name: "Double Payer",
      number: "XXXX-XXXX-XXXX-1111",
      gateway_id: `moyasar_cc_${randomUUID().replaceAll("-", "")}`,
      reference_number: null,
      token: null,
      message: outcome === "paid" ? "APPROVED" : "DECLINED",
      transaction_url: null,
    },
  };
}

/** Where the hosted page sends the browser: success_url when paid, back_url otherwise. */
export function returnUrl(invoice: Json, payment: Json): string {
  const paid = payment.status === "paid";
  const target = new URL(((paid ? invoice.success_url : invoice.back_url) ?? invoice.url) as string);
  target.searchParams.set("id", payment.id as string);
  target.searchParams.set("status", payment.status as string);
  target.searchParams.set("message", paid ? "APPROVED" : "DECLINED");
  return target.toString();
}

/** The hosted invoice page: the amount, and the buttons a browser test clicks. */
export function hostedPageHtml(invoice: Json): string {
  const text = (value: unknown) => escapeHtml(String(value));
  const back = typeof invoice.back_url === "string" ? `<a href="${text(invoice.back_url)}">Back</a>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Moyasar double</title></head><body><main>
<h1>${text(invoice.description)}</h1><p id="amount">${text(invoice.amount_format)}</p>
<p id="status">${text(invoice.status)}</p>
<form method="post" action="/invoices/${text(invoice.id)}/pay">
<button name="outcome" value="paid">Pay</button> <button name="outcome" value="failed">Fail</button>
</form>${back}</main></body></html>`;
}

function isHttpUrl(value: unknown) {
  return typeof value === "string" && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
