import { buffer } from "node:stream/consumers";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { formatSar } from "../payments/money.ts";
import {
  authenticationError,
  hostedPageHtml,
  invalidRequest,
  invoiceErrors,
  type Json,
  newInvoice,
  newPayment,
  notFound,
  type Outcome,
  returnUrl,
  validationFailed,
} from "./moyasar-double-objects.ts";

/**
 * An HTTP double of Moyasar for vitest, Playwright and the registration benchmark. It speaks the
 * documented protocol of the calls the payment layer makes (see payments/moyasar-api.ts for the
 * sources): `POST /v1/invoices`, `GET /v1/invoices` (one page), `GET /v1/invoices/:id`,
 * `GET /v1/payments/:id`, `POST /v1/payments/:id/refund`, Basic auth with the secret key,
 * Moyasar's error objects, and a hosted invoice page at the invoice's `url` whose "Pay" and "Fail"
 * buttons make a payment, send the browser to `success_url` / `back_url`, and post the dashboard
 * webhook (with its `secret_token`) and the invoice's `callback_url` notification.
 *
 * Not documented for invoices, so chosen here: the return to success_url / back_url carries the
 * payment's `id`, `status` and `message`, as Moyasar's payment form does on its callback (our
 * return page must not rely on them: it fetches the invoice it stored); and an invoice's payments
 * do not copy its metadata (the client must find our order id on the invoice).
 *
 * Fast on purpose (the benchmark pays thousands of orders through it): everything in memory, no
 * logging.
 */
export interface MoyasarDoubleOptions {
  secretKey?: string;
  /** The dashboard's webhook endpoint; settable later with setWebhookUrl. */
  webhookUrl?: string;
  webhookSecret?: string;
}

export type PayResult =
  | { ok: true; paymentId: string; payment: Json; redirectUrl: string }
  | { ok: false; status: number; error: Json };

export type MoyasarDouble = Awaited<ReturnType<typeof startMoyasarDouble>>;

export async function startMoyasarDouble(options: MoyasarDoubleOptions = {}) {
  const secretKey = options.secretKey ?? "sk_test_double_0123456789";
  const webhookSecret = options.webhookSecret ?? "whsec_double_0123456789";
  let webhookUrl = options.webhookUrl;
  const invoices = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const tampered = new Map<string, Json>();
  const deliveries: { paymentId: string; type: string; status: number }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let held: (() => void)[] | null = null;

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      reply(response, 500, { type: "api_error", message: String(error), errors: null }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", origin);
    const [, first, kind, id, action] = url.pathname.split("/");
    const route = `${request.method} /${first}/${kind ?? ""}${id ? "/:id" : ""}${action ? `/${action}` : ""}`;

    if (first === "invoices" && kind && request.method === "GET" && !id) return hostedPage(response, kind);
    if (first === "invoices" && kind && id === "pay" && request.method === "POST") {
      const outcome = new URLSearchParams((await buffer(request)).toString("utf8")).get("outcome");
      if (outcome !== "paid" && outcome !== "failed")
        return reply(response, 400, validationFailed({ outcome: ["is invalid"] }));
      const paid = pay(kind, outcome);
      if (!paid.ok) return reply(response, paid.status, paid.error);
      response.writeHead(303, { location: paid.redirectUrl }).end();
      return;
    }
    if (first !== "v1") return reply(response, 404, notFound());
    if (!authorized(request.headers.authorization)) return reply(response, 401, authenticationError());

    switch (route) {
      case "POST /v1/invoices":
        return createInvoice(response, await readJson(request));
      case "GET /v1/invoices": {
        const all = [...invoices.values()].map(invoiceView);
        const meta = {
          current_page: 1,
          next_page: null,
          prev_page: null,
          total_pages: 1,
          total_count: all.length,
        };
        return reply(response, 200, { invoices: all, meta });
      }
      case "GET /v1/invoices/:id": {
        const invoice = invoices.get(id ?? "");
        return invoice ? reply(response, 200, invoiceView(invoice)) : reply(response, 404, notFound());
      }
      case "GET /v1/payments/:id": {
        const payment = payments.get(id ?? "");
        if (!payment) return reply(response, 404, notFound());
        const changes = tampered.get(id ?? "");
        tampered.delete(id ?? "");
        return reply(response, 200, { ...payment, ...changes });
      }
      case "POST /v1/payments/:id/refund":
        return refund(response, id ?? "", await readJson(request));
      default:
        return reply(response, 404, notFound());
    }
  }

  function authorized(header: string | undefined) {
    if (!header?.startsWith("Basic ")) return false;
    const [user] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
    return user === secretKey;
  }

  function createInvoice(response: ServerResponse, body: Json | null) {
    const errors = invoiceErrors(body);
    if (!body || Object.keys(errors).length > 0) return reply(response, 400, validationFailed(errors));
    const invoice = newInvoice(body, origin);
    invoices.set(invoice.id as string, invoice);
    return reply(response, 201, invoiceView(invoice));
  }

  function invoiceView({ paymentIds, ...invoice }: Json) {
    return { ...invoice, payments: (paymentIds as string[]).map((id) => payments.get(id)) };
  }

  /** What the hosted page's buttons do; tests without a browser call it directly. */
  function pay(invoiceId: string, outcome: Outcome): PayResult {
    const invoice = invoices.get(invoiceId);
    if (!invoice) return { ok: false, status: 404, error: notFound() };
    if (invoice.status !== "initiated")
      return { ok: false, status: 400, error: invalidRequest(`Invoice is ${invoice.status as string}`) };
    if (typeof invoice.expired_at === "string" && Date.parse(invoice.expired_at) <= Date.now()) {
      invoice.status = "expired";
      return { ok: false, status: 400, error: invalidRequest("Invoice is expired") };
    }
    const payment = newPayment(invoice, outcome);
    const now = payment.created_at;
    payments.set(payment.id, payment);
    (invoice.paymentIds as string[]).push(payment.id);
    if (outcome === "paid")
      Object.assign(invoice, { status: "paid", paid_at: now, payment_id: payment.id, updated_at: now });

    void sendWebhook(payment, `payment_${outcome}`);
    if (outcome === "paid" && typeof invoice.callback_url === "string")
      void track(postJson(invoice.callback_url, invoiceView(invoice)));
    return {
      ok: true,
      paymentId: payment.id,
      payment: { ...payment },
      redirectUrl: returnUrl(invoice, payment),
    };
  }

  function refund(response: ServerResponse, id: string, body: Json | null) {
    const payment = payments.get(id);
    if (!payment) return reply(response, 404, notFound());
    if (payment.status !== "paid" && payment.status !== "captured" && payment.status !== "refunded")
      return reply(
        response,
        400,
        invalidRequest(`Payment is ${payment.status as string} and cannot be refunded`),
      );
    const left = (payment.amount as number) - (payment.refunded as number);
    const amount = body?.amount ?? left;
    if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left)
      return reply(response, 400, validationFailed({ amount: [`must be between 1 and ${left}`] }));
    const refunded = (payment.refunded as number) + (amount as number);
    const now = new Date().toISOString();
    Object.assign(payment, {
      status: "refunded",
      refunded,
      refunded_format: `${formatSar(refunded)} ${payment.currency as string}`,
      refunded_at: now,
      updated_at: now,
    });
    void sendWebhook(payment, "payment_refunded");
    return reply(response, 200, payment);
  }

  /** Posts the dashboard webhook; answers the status it got (0: no connection), null when none is set. */
  function sendWebhook(payment: Json, type: string): Promise<number | null> {
    if (!webhookUrl) return Promise.resolve(null);
    const url = webhookUrl;
    const body = {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: webhookSecret,
      account_name: "WRO Moyasar double",
      data: { ...payment },
    };
    const send = async () => {
      const status = await postJson(url, body);
      deliveries.push({ paymentId: payment.id as string, type, status });
      return status;
    };
    // A held delivery is not under way (settled() does not wait for it) until it is released.
    const queue = held;
    if (!queue) return track(send());
    return new Promise<number>((resolve) => queue.push(() => void track(send()).then(resolve)));
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    const forget = () => void inFlight.delete(promise);
    void promise.then(forget, forget);
    return promise;
  }

  async function settled() {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  function hostedPage(response: ServerResponse, invoiceId: string) {
    const invoice = invoices.get(invoiceId);
    if (!invoice) return reply(response, 404, notFound());
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(hostedPageHtml(invoice));
  }

  return {
    /** MOYASAR_API_BASE for the code under test. */
    apiBase: `${origin}/v1`,
    origin,
    secretKey,
    webhookSecret,
    invoices,
    payments,
    /** Every webhook delivered, with the answer's status (0: could not connect). */
    deliveries,
    setWebhookUrl(url: string | undefined) {
      webhookUrl = url;
    },
    pay,
    /** Delivers a payment's webhook again, `times` times at once (a gateway's retries racing each other). */
    async deliverWebhook(paymentId: string, times = 1) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId} in the Moyasar double.`);
      const type = `payment_${payment.status as string}`;
      return Promise.all(Array.from({ length: times }, () => sendWebhook(payment, type)));
    },
    /** The next GET of this payment answers these fields instead (a forged or changed amount…). */
    tamperNextFetch(paymentId: string, changes: { amount?: number; currency?: string; status?: string }) {
      tampered.set(paymentId, changes);
    },
    /** Keeps webhooks back until the returned function is called (which waits for them to arrive). */
    holdWebhooks() {
      const queue: (() => void)[] = [];
      held = queue;
      return async () => {
        if (held === queue) held = null;
        for (const release of queue) release();
        await settled();
      };
    },
    /** Waits for every webhook and notification under way. */
    settled,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function postJson(url: string, body: unknown): Promise<number> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function readJson(request: IncomingMessage): Promise<Json | null> {
  const text = (await buffer(request)).toString("utf8");
  if (text === "") return {};
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Json) : null;
  } catch {
    return null;
  }
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}
