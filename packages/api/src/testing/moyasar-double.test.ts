import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyMoyasarWebhook } from "../payments/moyasar-webhook.ts";
import { type MoyasarDouble, startMoyasarDouble } from "./moyasar-double.ts";

/** Our side of the wire: records what Moyasar posts to the webhook and to an invoice's callback_url. */
async function startReceiver() {
  const received: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    at: (path: string) => received.filter((entry) => entry.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Moyasar double", () => {
  let double: MoyasarDouble;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    double = await startMoyasarDouble({ webhookUrl: `${receiver.origin}/webhook` });
  });
  afterAll(async () => {
    await double?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  const auth = () => ({ authorization: `Basic ${Buffer.from(`${double.secretKey}:`).toString("base64")}` });

  async function createInvoice(body: Record<string, unknown> = {}) {
    const response = await fetch(`${double.apiBase}/invoices`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({
        amount: 116_438,
        currency: "SAR",
        description: "WRO Saudi Arabia 2025: order-1",
        success_url: "https://wro.example/orders/1/paid?lang=ar",
        back_url: "https://wro.example/orders/1",
        callback_url: `${receiver.origin}/callback`,
        metadata: { order_id: "order-1" },
        ...body,
      }),
    });
    return { status: response.status, invoice: (await response.json()) as Record<string, unknown> };
  }

  async function clickOnHostedPage(invoiceId: string, outcome: "paid" | "failed") {
    return fetch(`${double.origin}/invoices/${invoiceId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `outcome=${outcome}`,
      redirect: "manual",
    });
  }

  it("answers Moyasar's error object to a wrong or missing key", async () => {
    const wrongKey = { authorization: `Basic ${Buffer.from("sk_test_other:").toString("base64")}` };
    for (const headers of [{}, wrongKey] as Record<string, string>[]) {
      const response = await fetch(`${double.apiBase}/invoices`, { method: "POST", headers, body: "{}" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        type: "authentication_error",
        message: "Invalid authorization credentials",
        errors: null,
      });
    }
  });

  it("validates an invoice as Moyasar does", async () => {
    expect(await createInvoice({ amount: 99.5, description: "" })).toEqual({
      status: 400,
      invoice: {
        type: "invalid_request_error",
        message: "Validation Failed",
        errors: { amount: ["must be an integer"], description: ["can't be blank"] },
      },
    });
  });

  it("serves a hosted page whose Pay button pays, redirects to success_url and notifies us", async () => {
    const { status, invoice } = await createInvoice();
    expect(status).toBe(201);
    const page = await fetch(String(invoice.url));
    const html = await page.text();
    expect(html).toContain(">Pay</button>");
    expect(html).toContain(">Fail</button>");
    expect(html).toContain("1164.38 SAR");

    const response = await clickOnHostedPage(String(invoice.id), "paid");
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://wro.example/orders/1/paid");
    expect(location.searchParams.get("lang")).toBe("ar");
    expect(location.searchParams.get("status")).toBe("paid");
    expect(location.searchParams.get("message")).toBe("APPROVED");
    const paymentId = location.searchParams.get("id") ?? "";

    await double.settled();
    const [webhook] = receiver.at("/webhook");
    expect(verifyMoyasarWebhook(webhook?.body ?? "", double.webhookSecret)).toMatchObject({
      ok: true,
      type: "payment_paid",
      paymentId,
    });
    expect(JSON.parse(webhook?.body ?? "{}")).toMatchObject({
      secret_token: double.webhookSecret,
      data: { id: paymentId, status: "paid", amount: 116_438, currency: "SAR", invoice_id: invoice.id },
    });
    const [callback] = receiver.at("/callback");
    expect(JSON.parse(callback?.body ?? "{}")).toMatchObject({ id: invoice.id, status: "paid" });

    const fetched = await fetch(`${double.apiBase}/invoices/${String(invoice.id)}`, { headers: auth() });
    expect(await fetched.json()).toMatchObject({
      status: "paid",
      payments: [{ id: paymentId, status: "paid" }],
    });
  });

  it("sends a failed payment back to back_url, and lets the payer try again", async () => {
    const { invoice } = await createInvoice();
    const failed = await clickOnHostedPage(String(invoice.id), "failed");
    expect(failed.status).toBe(303);
    const location = new URL(failed.headers.get("location") ?? "");
    expect(location.pathname).toBe("/orders/1");
    expect(location.searchParams.get("status")).toBe("failed");
    await double.settled();
    expect(receiver.at("/webhook").map(({ body }) => JSON.parse(body) as { type: string })).toMatchObject([
      { type: "payment_failed" },
    ]);
    expect(receiver.at("/callback")).toEqual([]);

    expect((await clickOnHostedPage(String(invoice.id), "paid")).status).toBe(303);
    const again = await clickOnHostedPage(String(invoice.id), "paid");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ type: "invalid_request_error", message: "Invoice is paid" });
  });

  it("refuses to take payment on an expired invoice", async () => {
    const { invoice } = await createInvoice({ expired_at: "2020-01-01T00:00:00Z" });
    const response = await clickOnHostedPage(String(invoice.id), "paid");
    expect(response.status).toBe(400);
    expect(double.invoices.get(String(invoice.id))).toMatchObject({ status: "expired" });
  });

  it("delivers a webhook as many times as asked, all at once", async () => {
    const { invoice } = await createInvoice({ callback_url: undefined });
    const paid = double.pay(String(invoice.id), "paid");
    if (!paid.ok) throw new Error("not paid");
    await double.settled();
    const statuses = await double.deliverWebhook(paid.paymentId, 5);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const paymentIds = receiver
      .at("/webhook")
      .map(({ body }) => (JSON.parse(body) as { data: { id: string } }).data.id);
    expect(paymentIds).toEqual(Array(6).fill(paid.paymentId));
  });

  it("holds webhooks back until released, to race them against the browser's return", async () => {
    const { invoice } = await createInvoice({ callback_url: undefined });
    const release = double.holdWebhooks();
    const paid = double.pay(String(invoice.id), "paid");
    expect(paid.ok).toBe(true);
    await double.settled(); // nothing is under way while held…
    expect(receiver.at("/webhook")).toEqual([]);
    await release(); // …and it all arrives once released
    expect(receiver.at("/webhook")).toHaveLength(1);
  });
});
