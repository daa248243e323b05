import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistrationBed, type RegistrationBed } from "../testing/registration.ts";
import { handleLegacyRequest } from "./handler.ts";

// Issue 36: POST /api/payments/moyasar/webhook, delivered by the Moyasar double as Moyasar
// delivers it (its dashboard webhook, with the secret token), to the REST adapter over HTTP.

describe.each(testDatabaseKinds)("the Moyasar webhook on %s", (kind) => {
  let bed: RegistrationBed;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
    const deps = {
      db: bed.database.db,
      payments: bed.provider(),
      moyasarWebhookSecret: bed.moyasar.webhookSecret,
    };
    // The REST adapter behind a plain HTTP server, as the site serves it.
    const serve = async (request: IncomingMessage, response: ServerResponse) => {
      const body = await buffer(request);
      const answer = await handleLegacyRequest(
        new Request(`http://127.0.0.1${request.url}`, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: body.length > 0 ? body : undefined,
        }),
        deps,
      );
      answer.headers.forEach((value, name) => response.setHeader(name, value));
      response.writeHead(answer.status);
      response.end(Buffer.from(await answer.arrayBuffer()));
    };
    server = createServer((request, response) => void serve(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/moyasar/webhook`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await bed?.close();
  });

  /** An order awaiting payment, paid at the double (its webhook held back), and the payment's id. */
  async function paidAtGateway() {
    const { api, order } = await bed.submittedOrganizer();
    await api.order.pay({ orderId: order.id });
    bed.moyasar.setWebhookUrl(undefined);
    const paid = bed.moyasar.pay((await bed.orderOf(order.id)).checkoutId!, "paid");
    if (!paid.ok) throw new Error("the double refused to pay");
    return { order, paymentId: paid.paymentId };
  }

  const post = (body: string) =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });

  it("delivered five times at once, pays the order once", async () => {
    const { order, paymentId } = await paidAtGateway();
    bed.moyasar.setWebhookUrl(url);
    const statuses = await bed.moyasar.deliverWebhook(paymentId, 5);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const after = await bed.orderOf(order.id);
    expect(after.status).toBe("paid");
    expect(after.payments).toHaveLength(1);
    expect(await bed.database.db.auditLog.count({ where: { entityId: order.id, action: "pay" } })).toBe(1);
  });

  it("refuses a wrong secret (401), an unknown payment (404) and a malformed body (400), changing nothing", async () => {
    const { order, paymentId } = await paidAtGateway();
    const event = (secret: string, id: string) =>
      JSON.stringify({
        id: "evt_1",
        type: "payment_paid",
        created_at: new Date().toISOString(),
        secret_token: secret,
        account_name: "WRO",
        data: { id },
      });
    expect((await post(event("not-the-secret", paymentId))).status).toBe(401);
    expect(
      (await post(event(bed.moyasar.webhookSecret, "00000000-0000-0000-0000-000000000000"))).status,
    ).toBe(404);
    for (const body of [
      "{",
      "[]",
      '{"type": 1}',
      JSON.stringify({ secret_token: bed.moyasar.webhookSecret }),
    ]) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(await answer.json()).toMatchObject({ success: false });
    }
    expect((await bed.orderOf(order.id)).status).toBe("submitted");
    // The genuine notification still pays it.
    expect((await post(event(bed.moyasar.webhookSecret, paymentId))).status).toBe(200);
    expect((await bed.orderOf(order.id)).status).toBe("paid");
  });
});
