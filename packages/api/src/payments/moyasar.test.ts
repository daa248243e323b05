import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MoyasarDouble, startMoyasarDouble } from "../testing/moyasar-double.ts";
import { createMoyasarProvider } from "./moyasar.ts";
import { type CheckoutRequest, confirmPayment, type PaymentProvider } from "./provider.ts";

describe("Moyasar provider, against the Moyasar double", () => {
  let double: MoyasarDouble;
  let moyasar: PaymentProvider;
  beforeAll(async () => {
    double = await startMoyasarDouble();
    moyasar = createMoyasarProvider({ secretKey: double.secretKey, apiBase: double.apiBase });
  });
  afterAll(() => double?.close());

  let orders = 0;
  const checkoutFor = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
    const orderId = `order-${++orders}`;
    return {
      orderId,
      idempotencyKey: `${orderId}:1`,
      amountHalalas: 116_438,
      description: `WRO Saudi Arabia 2025: ${orderId}`,
      successUrl: `https://wro.example/registration/orders/${orderId}/paid`,
      backUrl: `https://wro.example/registration/orders/${orderId}`,
      ...overrides,
    };
  };

  async function hostedCheckout(request: CheckoutRequest) {
    const checkout = await moyasar.createCheckout(request);
    if (!checkout.ok || checkout.value.method !== "hostedPage") throw new Error(JSON.stringify(checkout));
    return checkout.value;
  }

  it("creates a hosted invoice in halalas and SAR, with our order id in its metadata", async () => {
    const request = checkoutFor({ callbackUrl: "https://wro.example/api/payments/moyasar/callback" });
    const checkout = await hostedCheckout(request);
    expect(checkout.payUrl).toBe(`${double.origin}/invoices/${checkout.checkoutId}?lang=en`);
    expect(double.invoices.get(checkout.checkoutId)).toMatchObject({
      status: "initiated",
      amount: 116_438,
      currency: "SAR",
      description: request.description,
      success_url: request.successUrl,
      back_url: request.backUrl,
      callback_url: request.callbackUrl,
      metadata: { order_id: request.orderId },
    });
  });

  it("makes one invoice per idempotency key, however many clicks and tabs ask at once", async () => {
    const request = checkoutFor();
    const before = double.invoices.size;
    const answers = await Promise.all(Array.from({ length: 5 }, () => moyasar.createCheckout(request)));
    const again = await moyasar.createCheckout(request);
    expect(double.invoices.size).toBe(before + 1);
    for (const answer of [...answers, again]) expect(answer).toEqual(answers[0]);

    // A new key (the order's first invoice expired) makes a new invoice.
    await moyasar.createCheckout({ ...request, idempotencyKey: `${request.orderId}:2` });
    expect(double.invoices.size).toBe(before + 2);
  });

  it("tries again after a failed creation instead of remembering the failure", async () => {
    const request = checkoutFor({ amountHalalas: 50 }); // under Moyasar's minimum of 1 SAR
    expect(await moyasar.createCheckout(request)).toMatchObject({
      ok: false,
      reason: "rejected",
      status: 400,
      message: "invalid_request_error: Validation Failed",
    });
    expect(await moyasar.createCheckout({ ...request, amountHalalas: 100 })).toMatchObject({ ok: true });
  });

  it("fetches a paid payment, finds our order on its invoice, and confirms it", async () => {
    const request = checkoutFor();
    const checkout = await hostedCheckout(request);
    const paid = double.pay(checkout.checkoutId, "paid");
    if (!paid.ok) throw new Error("not paid");
    const payment = await moyasar.fetchPayment(paid.paymentId);
    expect(payment).toEqual({
      ok: true,
      value: {
        id: paid.paymentId,
        status: "paid",
        amountHalalas: 116_438,
        currency: "SAR",
        refundedHalalas: 0,
        orderId: request.orderId,
        checkoutId: checkout.checkoutId,
      },
    });
    if (!payment.ok) return;
    expect(confirmPayment(payment.value, { orderId: request.orderId, amountHalalas: 116_438 })).toEqual({
      ok: true,
      paymentId: paid.paymentId,
    });
  });

  it("refuses a payment whose fetched amount differs from the order's", async () => {
    const request = checkoutFor();
    const checkout = await hostedCheckout(request);
    const paid = double.pay(checkout.checkoutId, "paid");
    if (!paid.ok) throw new Error("not paid");
    const paymentId = paid.paymentId;
    const expected = { orderId: request.orderId, amountHalalas: 116_438 };

    double.tamperNextFetch(paymentId, { amount: 100 });
    const tampered = await moyasar.fetchPayment(paymentId);
    expect(tampered.ok && confirmPayment(tampered.value, expected)).toMatchObject({
      ok: false,
      reason: "amountMismatch",
      payment: { amountHalalas: 100 },
    });
    double.tamperNextFetch(paymentId, { currency: "USD" });
    const otherCurrency = await moyasar.fetchPayment(paymentId);
    expect(otherCurrency.ok && confirmPayment(otherCurrency.value, expected)).toMatchObject({
      ok: false,
      reason: "currencyMismatch",
    });
    // The change was for one fetch only: the true payment still confirms.
    const honest = await moyasar.fetchPayment(paymentId);
    expect(honest.ok && confirmPayment(honest.value, expected)).toMatchObject({ ok: true });
  });

  it("lists a checkout's attempts for reconciliation: a failure, then the payment", async () => {
    const request = checkoutFor();
    const checkout = await hostedCheckout(request);
    double.pay(checkout.checkoutId, "failed");
    double.pay(checkout.checkoutId, "paid");
    const attempts = await moyasar.listCheckoutPayments(checkout.checkoutId);
    expect(attempts).toMatchObject({
      ok: true,
      value: [
        { status: "failed", orderId: request.orderId, checkoutId: checkout.checkoutId },
        { status: "paid", orderId: request.orderId, checkoutId: checkout.checkoutId, amountHalalas: 116_438 },
      ],
    });
    const expected = { orderId: request.orderId, amountHalalas: 116_438 };
    expect(attempts.ok && attempts.value.map((payment) => confirmPayment(payment, expected).ok)).toEqual([
      false,
      true,
    ]);
  });

  it("refunds part of a payment, then the rest, and not a halala more", async () => {
    const checkout = await hostedCheckout(checkoutFor());
    const paid = double.pay(checkout.checkoutId, "paid");
    if (!paid.ok) throw new Error("not paid");
    const paymentId = paid.paymentId;

    const part = await moyasar.refund(paymentId, { amountHalalas: 16_438, reason: "A judge could not come" });
    expect(part).toMatchObject({ ok: true, value: { status: "refunded", refundedHalalas: 16_438 } });
    const rest = await moyasar.refund(paymentId, { reason: "The team withdrew before the event" });
    expect(rest).toMatchObject({ ok: true, value: { refundedHalalas: 116_438 } });
    expect(await moyasar.refund(paymentId, { amountHalalas: 1, reason: "again" })).toMatchObject({
      ok: false,
      reason: "rejected",
    });
  });

  it("will not refund a failed payment", async () => {
    const checkout = await hostedCheckout(checkoutFor());
    const failed = double.pay(checkout.checkoutId, "failed");
    if (!failed.ok) throw new Error("no payment");
    expect(await moyasar.refund(failed.paymentId, { reason: "test" })).toMatchObject({
      ok: false,
      reason: "rejected",
      status: 400,
    });
  });

  it("says clearly when the secret key is wrong", async () => {
    const wrongKey = createMoyasarProvider({ secretKey: "sk_test_wrong", apiBase: double.apiBase });
    expect(await wrongKey.createCheckout(checkoutFor())).toEqual({
      ok: false,
      reason: "unauthorized",
      status: 401,
      message: "authentication_error: Invalid authorization credentials",
    });
    expect(await wrongKey.fetchPayment("anything")).toMatchObject({ ok: false, reason: "unauthorized" });
  });

  it("answers notFound for a payment or invoice Moyasar does not know", async () => {
    expect(await moyasar.fetchPayment("00000000-0000-4000-8000-000000000000")).toMatchObject({
      ok: false,
      reason: "notFound",
      status: 404,
    });
    // An id from a webhook body cannot reach another path of the API.
    for (const id of ["../invoices", "..", "", "a/b", "x?y"])
      expect(await moyasar.fetchPayment(id)).toMatchObject({ ok: false, reason: "notFound" });
    expect(await moyasar.listCheckoutPayments("nope")).toMatchObject({ ok: false, reason: "notFound" });
  });

  it("answers unavailable, not a throw, when Moyasar cannot be reached", async () => {
    const gone = await startMoyasarDouble();
    await gone.close();
    const unreachable = createMoyasarProvider({ secretKey: gone.secretKey, apiBase: gone.apiBase });
    expect(await unreachable.fetchPayment("x")).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await unreachable.createCheckout(checkoutFor())).toMatchObject({
      ok: false,
      reason: "unavailable",
    });
  });
});
