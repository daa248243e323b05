import { describe, expect, it } from "vitest";
import { createMemoryCheckoutLedger } from "./checkout-ledger.ts";
import { confirmPayment, type GatewayPayment } from "./provider.ts";

const expected = { orderId: "order-1", amountHalalas: 116_438 };
const payment: GatewayPayment = {
  id: "pay-1",
  status: "paid",
  amountHalalas: 116_438,
  currency: "SAR",
  refundedHalalas: 0,
  orderId: "order-1",
  checkoutId: "inv-1",
};

describe("confirmPayment", () => {
  it("counts a paid payment of the order's exact amount in SAR", () => {
    expect(confirmPayment(payment, expected)).toEqual({ ok: true, paymentId: "pay-1" });
  });

  it("counts nothing but status paid", () => {
    for (const status of [
      "initiated",
      "failed",
      "authorized",
      "captured",
      "refunded",
      "voided",
      "verified",
      "PAID",
    ])
      expect(confirmPayment({ ...payment, status }, expected)).toMatchObject({
        ok: false,
        reason: "notPaid",
      });
  });

  it("refuses another amount, another currency or another order, and says which", () => {
    expect(confirmPayment({ ...payment, amountHalalas: 116_437 }, expected)).toMatchObject({
      ok: false,
      reason: "amountMismatch",
      payment: { amountHalalas: 116_437 },
    });
    expect(confirmPayment({ ...payment, amountHalalas: 116_439 }, expected)).toMatchObject({
      reason: "amountMismatch",
    });
    expect(confirmPayment({ ...payment, currency: "USD" }, expected)).toMatchObject({
      reason: "currencyMismatch",
    });
    expect(confirmPayment({ ...payment, orderId: "order-2" }, expected)).toMatchObject({
      reason: "orderMismatch",
    });
    expect(confirmPayment({ ...payment, orderId: null }, expected)).toMatchObject({
      reason: "orderMismatch",
    });
  });
});

describe("memory checkout ledger", () => {
  it("runs one creation per key even for concurrent callers, and retries after a failure or a throw", async () => {
    const ledger = createMemoryCheckoutLedger();
    let calls = 0;
    const checkout = { method: "hostedPage", checkoutId: "inv-1", payUrl: "https://pay" } as const;
    const create = async () => ({ ok: true, value: { ...checkout, checkoutId: `inv-${++calls}` } }) as const;
    const answers = await Promise.all([ledger.once("a", create), ledger.once("a", create)]);
    expect(answers[0]).toBe(answers[1]);
    expect(calls).toBe(1);

    await expect(ledger.once("b", () => Promise.reject(new Error("network")))).rejects.toThrow("network");
    await ledger.once("b", async () => ({ ok: false, reason: "unavailable", message: "down" }));
    expect(await ledger.once("b", create)).toMatchObject({ ok: true, value: { checkoutId: "inv-2" } });
  });
});
