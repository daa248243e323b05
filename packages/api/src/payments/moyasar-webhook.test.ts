import { describe, expect, it } from "vitest";
import { verifyMoyasarWebhook } from "./moyasar-webhook.ts";

const secret = "whsec_0123456789abcdef";
const paymentId = "760878ec-d1d3-5f72-9056-191683f55872";
const event = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "7a1f0e3c-5d2b-4c8e-9f61-2b8d4f0a9c13",
    type: "payment_paid",
    created_at: "2025-08-15T09:30:12Z",
    secret_token: secret,
    account_name: "WRO Saudi Arabia",
    data: { id: paymentId, status: "paid", amount: 116_438, currency: "SAR" },
    ...overrides,
  });

describe("Moyasar webhook verification", () => {
  it("accepts Moyasar's body with our secret and names the payment to fetch", () => {
    expect(verifyMoyasarWebhook(event(), secret)).toEqual({
      ok: true,
      eventId: "7a1f0e3c-5d2b-4c8e-9f61-2b8d4f0a9c13",
      type: "payment_paid",
      paymentId,
    });
    expect(verifyMoyasarWebhook(event({ type: "payment_failed" }), secret)).toMatchObject({
      ok: true,
      type: "payment_failed",
      paymentId,
    });
  });

  it("refuses a wrong secret, whatever its length", () => {
    for (const token of ["whsec_0123456789abcdeF", "whsec", `${secret}x`, ""])
      expect(verifyMoyasarWebhook(event({ secret_token: token }), secret)).toMatchObject({
        ok: false,
        reason: "wrongSecret",
      });
  });

  it("believes no webhook while no secret is configured", () => {
    expect(verifyMoyasarWebhook(event(), undefined)).toMatchObject({ ok: false, reason: "notConfigured" });
    expect(verifyMoyasarWebhook(event({ secret_token: "" }), "")).toMatchObject({
      ok: false,
      reason: "notConfigured",
    });
  });

  it("answers badRequest, never throws, for a malformed body", () => {
    const malformed = [
      "",
      "{",
      "null",
      "[]",
      '"payment_paid"',
      JSON.stringify({ type: "payment_paid", secret_token: secret, data: {} }), // no id
      event({ secret_token: 42 }),
      event({ data: "not an object" }),
      event({ data: { status: "paid" } }), // a payment event without the payment's id
      event({ data: { id: 7 } }),
    ];
    for (const body of malformed)
      expect(verifyMoyasarWebhook(body, secret), body).toMatchObject({ ok: false, reason: "badRequest" });
  });

  it("checks the secret before looking into the payment", () => {
    expect(verifyMoyasarWebhook(event({ secret_token: "forged", data: {} }), secret)).toMatchObject({
      reason: "wrongSecret",
    });
  });

  it("passes on an event about no payment (Moyasar's webhook_verification) without a payment id", () => {
    const verification = event({
      type: "webhook_verification",
      data: { webhook_id: "c4bc247d-5288-4673-9b40-39c082ac7fbb", verification_code: "482913" },
    });
    expect(verifyMoyasarWebhook(verification, secret)).toMatchObject({
      ok: true,
      type: "webhook_verification",
      paymentId: null,
    });
  });
});
