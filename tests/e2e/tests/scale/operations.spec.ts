import { expect, test } from "../../support/fixtures.ts";

// What load balancers and operators rely on (issue "Many instances"): health, readiness,
// request ids.
test.describe("operations endpoints", () => {
  test("/api/health says the process is up; /api/ready that it can serve", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get("/api/ready");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });

  test("a request id from a proxy in front is kept and returned; a strange one is replaced", async ({
    request,
  }) => {
    const kept = await request.get("/api/health", { headers: { "x-request-id": "lb-4f2a.17" } });
    expect(kept.headers()["x-request-id"]).toBe("lb-4f2a.17");
    const replaced = await request.get("/api/health", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
