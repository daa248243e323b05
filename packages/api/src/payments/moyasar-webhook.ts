import { createHash, timingSafeEqual } from "node:crypto";
import { moyasarWebhookSchema } from "./moyasar-api.ts";

export type MoyasarWebhookOutcome =
  /**
   * A genuine notification. It only says which payment to look at: the caller fetches that payment
   * from the API and confirms it (`confirmPayment`), never trusting the body's status or amount.
   */
  | { ok: true; eventId: string; type: string; paymentId: string | null }
  /** badRequest → 400 (not JSON, or not a webhook); wrongSecret → 401; notConfigured → no secret set, so none is believed. */
  | { ok: false; reason: "badRequest" | "wrongSecret" | "notConfigured"; message: string };

/**
 * Checks a webhook's body as Moyasar posts it (`{ id, type, created_at, secret_token,
 * account_name, data }`, see moyasar-api.ts) against our MOYASAR_WEBHOOK_SECRET. Pure: it never
 * throws, whatever the body, so a malformed request can only ever be a 400.
 */
export function verifyMoyasarWebhook(rawBody: string, secret: string | undefined): MoyasarWebhookOutcome {
  if (!secret) return { ok: false, reason: "notConfigured", message: "MOYASAR_WEBHOOK_SECRET is not set." };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "badRequest", message: "The body is not JSON." };
  }
  return checkMoyasarWebhook(json, secret);
}

/** `verifyMoyasarWebhook` for a body already parsed as JSON (the REST adapter parses bodies). */
export function checkMoyasarWebhook(json: unknown, secret: string | undefined): MoyasarWebhookOutcome {
  if (!secret) return { ok: false, reason: "notConfigured", message: "MOYASAR_WEBHOOK_SECRET is not set." };
  const parsed = moyasarWebhookSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, reason: "badRequest", message: "The body is not a Moyasar webhook." };
  const event = parsed.data;
  if (!sameSecret(event.secret_token, secret))
    return { ok: false, reason: "wrongSecret", message: "The webhook's secret_token is not ours." };

  if (!event.type.startsWith("payment_"))
    return { ok: true, eventId: event.id, type: event.type, paymentId: null };
  const paymentId = event.data.id;
  if (typeof paymentId !== "string" || paymentId === "")
    return { ok: false, reason: "badRequest", message: "A payment event without a payment id." };
  return { ok: true, eventId: event.id, type: event.type, paymentId };
}

/**
 * Compares in constant time. timingSafeEqual needs buffers of one length, and comparing the
 * lengths first would tell an attacker the secret's length, so both sides are hashed to 32 bytes.
 */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}
