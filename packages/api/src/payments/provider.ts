/**
 * What the order service asks of a way to pay, whichever it is: Moyasar's hosted invoice page
 * (`moyasar.ts`) when a secret key is set, a bank transfer (`bank-transfer.ts`) otherwise.
 *
 * Every call answers a result, never throws for the gateway's sake, so the order service decides
 * what each failure means to the registrant (and maps it onto its AppError).
 */

/** Why a call to the gateway did not give what was asked. */
export type GatewayFailureReason =
  /** The secret key is wrong or revoked (Moyasar's 401/403). */
  | "unauthorized"
  /** No such invoice or payment at the gateway (404). */
  | "notFound"
  /** The gateway refused the request as made: a validation error, a refund of an unpaid payment… (400). */
  | "rejected"
  /** The gateway could not be reached, timed out, limited us or failed (network, 429, 5xx): try again later. */
  | "unavailable"
  /** The gateway answered something that is not what its documentation describes. */
  | "badResponse"
  /** This way of paying has no such call (a bank transfer has no gateway to ask). */
  | "unsupported";

export interface GatewayFailure {
  ok: false;
  reason: GatewayFailureReason;
  /** For the log and the admin: the gateway's own message when it gave one. */
  message: string;
  status?: number;
}

export type GatewayResult<T> = { ok: true; value: T } | GatewayFailure;

export interface CheckoutRequest {
  /** Our order's id, sent as the gateway's metadata `order_id`. */
  orderId: string;
  /**
   * One checkout per key: a second call with the same key (a double click on "Pay", a second tab)
   * answers the first checkout instead of making another. The order service uses one key per order
   * (and a new one only when the old checkout cannot be paid any more, e.g. it expired).
   */
  idempotencyKey: string;
  /** What the order costs, VAT included, computed on the server (`priceOrder`). */
  amountHalalas: number;
  /** Shown to the payer on the gateway's page. */
  description: string;
  /** Where the payer's browser returns after paying. */
  successUrl: string;
  /** Where the payer's browser returns after giving up or failing. */
  backUrl: string;
  /** Where the gateway notifies us server to server that the checkout was paid, if it can. */
  callbackUrl?: string;
  /** After this, the checkout can no longer be paid. */
  expiresAt?: Date;
}

export interface BankAccount {
  bankName: string;
  accountName: string;
  iban: string;
}

export type Checkout =
  /** Send the payer to `payUrl`; `checkoutId` is the gateway's invoice, kept with the order. */
  | { method: "hostedPage"; checkoutId: string; payUrl: string }
  /** Show the bank details and the reference the payer writes on the transfer. */
  | { method: "bankTransfer"; reference: string; bankAccount: BankAccount; amountHalalas: number };

/** A payment as the gateway reports it when asked (never as a webhook or a browser says it is). */
export interface GatewayPayment {
  id: string;
  /** The gateway's own status word; only "paid" counts (see `confirmPayment`). */
  status: string;
  amountHalalas: number;
  currency: string;
  refundedHalalas: number;
  /** Our order id from the gateway's metadata, null when it carries none. */
  orderId: string | null;
  /** The checkout (gateway invoice) it was made on, if any. */
  checkoutId: string | null;
}

export interface RefundRequest {
  /** Part of the payment; the whole of it when left out. */
  amountHalalas?: number;
  /** Why: required by the finance rules, kept in our audit log (Moyasar's refund call has no such field). */
  reason: string;
}

export interface PaymentProvider {
  readonly name: "moyasar" | "bankTransfer";
  createCheckout(request: CheckoutRequest): Promise<GatewayResult<Checkout>>;
  /** Fetches one payment from the gateway: the only source a payment may be confirmed from. */
  fetchPayment(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
  /**
   * Every payment attempt made on one checkout, for reconciliation: at start and every few
   * minutes the order service asks this for each order still awaiting payment, so a payment the
   * gateway took while we were down is still found.
   */
  listCheckoutPayments(checkoutId: string): Promise<GatewayResult<GatewayPayment[]>>;
  refund(paymentId: string, request: RefundRequest): Promise<GatewayResult<GatewayPayment>>;
}

export interface ExpectedPayment {
  orderId: string;
  amountHalalas: number;
}

export type PaymentConfirmation =
  | { ok: true; paymentId: string }
  | {
      ok: false;
      reason: "notPaid" | "amountMismatch" | "currencyMismatch" | "orderMismatch";
      /** What the gateway said, for the log of a refused payment. */
      payment: GatewayPayment;
    };

/**
 * Whether a fetched payment pays this order: status "paid" (Moyasar's "payment reaches this status
 * when the cardholder pays successfully"), the order's exact amount in SAR, and our order id.
 * Anything else leaves the order unpaid and is logged by the caller.
 */
export function confirmPayment(payment: GatewayPayment, expected: ExpectedPayment): PaymentConfirmation {
  const refuse = (reason: Exclude<PaymentConfirmation, { ok: true }>["reason"]) =>
    ({ ok: false, reason, payment }) as const;
  if (payment.status !== "paid") return refuse("notPaid");
  if (payment.currency !== "SAR") return refuse("currencyMismatch");
  if (payment.amountHalalas !== expected.amountHalalas) return refuse("amountMismatch");
  if (payment.orderId !== expected.orderId) return refuse("orderMismatch");
  return { ok: true, paymentId: payment.id };
}
