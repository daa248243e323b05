import { z } from "zod";

/**
 * The parts of Moyasar's API objects we read, as its reference documents them
 * (docs.moyasar.com, read through the docs corpus; llms-full.txt holds the same pages):
 *
 * - Invoice (api/invoices/01-create-invoice, 04-show-invoice, list-invoices): `id` (uuid), `status`
 *   one of initiated, paid, failed, refunded, canceled, on_hold, expired, voided; `amount`
 *   (integer, smallest unit), `currency` (ISO 4217), `description`, `url` ("URL for the checkout
 *   page that the merchant must present to the payer"), `callback_url`, `success_url`, `back_url`,
 *   `expired_at`, `metadata`, `payments` ("payment attempts made against this invoice").
 * - Payment (fetch-payment, api/payments/payment-status-reference): `id`, `status` one of
 *   initiated, paid, authorized, failed, refunded, captured, voided, verified; `amount`, `currency`,
 *   `refunded` ("refunded amount, less than or equal to the payment amount"), `invoice_id`,
 *   `metadata`. We count only "paid": "payment reaches this status when the cardholder pays
 *   successfully". (captured follows a manual authorization, which a hosted invoice never makes.)
 * - Errors (api/errors): `{ "type": "authentication_error", "message": "Invalid authorization
 *   credentials", "errors": null }` with 401, `invalid_request_error` with 400 and per-field
 *   `errors`; 404 when "the requested resource doesn't exist", 429 and 5xx to retry.
 * - Webhooks (api/other/webhooks/webhook-reference, verify-webhook): a POST of
 *   `{ id, type, created_at, secret_token, account_name, data }` where `secret_token` is the
 *   "password you need to validate on your server" set with the webhook in the dashboard, `type` a
 *   payment event (payment_paid, payment_failed, payment_refunded, payment_voided,
 *   payment_authorized, payment_captured, payment_verified; the dashboard guide spells the second
 *   "payment_faild", the available-events call "payment_failed") or `webhook_verification`, and
 *   `data` the payment object (for webhook_verification: `{ webhook_id, verification_code }`).
 *   Moyasar's own Magento plugin reads it the same way (`secret_token`, then `data.id`).
 *
 * Status words are kept as strings rather than enums: a status Moyasar adds later must not turn a
 * paid invoice into an unreadable answer; it simply is not "paid".
 */

const metadataSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((metadata) => metadata ?? {});

export const moyasarPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refunded: z
    .number()
    .int()
    .nullish()
    .transform((refunded) => refunded ?? 0),
  invoice_id: z.string().nullish(),
  metadata: metadataSchema,
});
export type MoyasarPayment = z.infer<typeof moyasarPaymentSchema>;

export const moyasarInvoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.url(),
  metadata: metadataSchema,
  payments: z
    .array(moyasarPaymentSchema)
    .nullish()
    .transform((payments) => payments ?? []),
});
export type MoyasarInvoice = z.infer<typeof moyasarInvoiceSchema>;

export const moyasarErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  errors: z.unknown().optional(),
});

export const moyasarWebhookSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created_at: z.string().optional(),
  secret_token: z.string(),
  account_name: z.string().nullish(),
  data: z.record(z.string(), z.unknown()),
});

/** The metadata key our order id travels under, on the invoice we create. */
export const ORDER_ID_KEY = "order_id";

/** Our order id from an object's metadata, if it carries one. */
export function orderIdOf(metadata: Record<string, unknown>): string | null {
  const value = metadata[ORDER_ID_KEY];
  return typeof value === "string" && value !== "" ? value : null;
}
