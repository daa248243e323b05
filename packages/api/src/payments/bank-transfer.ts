import { createHash } from "node:crypto";
import type { BankAccount, GatewayFailure, PaymentProvider } from "./provider.ts";

/**
 * Paying by bank transfer, the default on a machine without a Moyasar key: no gateway. The order
 * shows the organizer's bank account and a reference unique to the order; an admin with the
 * finance permission records the transfer when it arrives, and refunds it through the bank.
 */
export function createBankTransferProvider(bankAccount: BankAccount): PaymentProvider {
  const noGateway = (what: string): GatewayFailure => ({
    ok: false,
    reason: "unsupported",
    message: `A bank transfer has no gateway to ${what}: an admin records it by hand.`,
  });
  return {
    name: "bankTransfer",
    async createCheckout(request) {
      return {
        ok: true,
        value: {
          method: "bankTransfer",
          reference: bankTransferReference(request.orderId),
          bankAccount,
          amountHalalas: request.amountHalalas,
        },
      };
    },
    async fetchPayment() {
      return noGateway("fetch a payment from");
    },
    async listCheckoutPayments() {
      // Nothing to reconcile: a transfer is only ever known once an admin records it.
      return { ok: true, value: [] };
    },
    async refund() {
      return noGateway("refund through");
    },
  };
}

// Crockford's Base32: no I, L, O or U, so a reference read over the phone or copied by hand
// survives the usual confusions (parseBankTransferReference maps them back).
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BODY_LENGTH = 10;

/**
 * The reference a payer writes on the transfer: "WRO-" and 10 Base32 characters taken from a hash
 * of the order id (50 bits: the same order always gets the same reference, and two of 10,000
 * orders share one with odds of about 1 in 20 million, which a unique index on the stored
 * reference turns into an error), then one check character so an admin's typo is caught when the
 * transfer is recorded.
 */
export function bankTransferReference(orderId: string): string {
  const digest = createHash("sha256").update(orderId).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let body = "";
  for (let index = 0; index < BODY_LENGTH; index++)
    body += ALPHABET[Number((bits >> BigInt(5 * index)) & 31n)];
  return format(body + checkCharacter(body));
}

/**
 * A reference as an admin typed it (any case, with or without hyphens or spaces, O for 0, I or L
 * for 1), back in its written form, or why it cannot be one.
 */
export function parseBankTransferReference(
  text: string,
): { ok: true; reference: string } | { ok: false; reason: "malformed" | "checkFailed" } {
  const compact = text
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/^WRO/, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (compact.length !== BODY_LENGTH + 1 || [...compact].some((character) => !ALPHABET.includes(character)))
    return { ok: false, reason: "malformed" };
  const body = compact.slice(0, BODY_LENGTH);
  if (checkCharacter(body) !== compact.slice(BODY_LENGTH)) return { ok: false, reason: "checkFailed" };
  return { ok: true, reference: format(compact) };
}

function format(characters: string) {
  return `WRO-${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Luhn mod 32: catches every single wrong character and nearly every swap of two neighbours. */
function checkCharacter(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index--) {
    const product = ALPHABET.indexOf(body[index] ?? "") * factor;
    sum += Math.floor(product / 32) + (product % 32);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(32 - (sum % 32)) % 32] ?? "";
}
