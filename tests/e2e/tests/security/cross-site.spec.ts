import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { e2eAdmin } from "../../support/admin-account.ts";
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "../../support/fixtures.ts";
import {
  adminBody,
  adminEnabled,
  adminToken,
  newAdmin,
  signInToAdmin,
  uniqueDigits,
} from "../../support/admin-http.ts";

// H1 and M8 of the security audit: a page of another origin must not change anything with a
// signed-in admin's cookies — not by sending the browser to a GET that toggles a flag, not by
// a form-like POST. The attacker's page is served by this test on another port (same site by
// the browser's rules when on 127.0.0.1, so SameSite=Lax cookies go along) and on localhost
// (another site). Legacy clients with a token in Authorization keep working.

let attacker: Server;
let attackerPort = 0;
/** The page the attacker serves next. */
let attackPage = "";

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end(attackPage);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

const attackers = [
  { name: "another site", origin: () => `http://localhost:${attackerPort}` },
  { name: "another port of the same host", origin: () => `http://127.0.0.1:${attackerPort}` },
];

test.describe("cross-site requests with an admin's session cookie", () => {
  for (const { name, origin } of attackers) {
    test(`a page on ${name} cannot disable an admin by sending the browser to a GET toggle`, async ({
      page,
    }) => {
      const token = await adminToken(page.request);
      const victim = await newAdmin(page.request, token);
      expect(await signInToAdmin(page.request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();

      const target = `${baseURL}/api/admin/admins/?id=${victim.id}&status=false`;
      attackPage = `<script>location = ${JSON.stringify(target)};</script>`;
      const answer = page.waitForResponse((response) => response.url() === target);
      await page.goto(`${origin()}/`);
      expect((await answer).status()).toBe(403);
      expect(await adminEnabled(page.request, token, victim.id)).toBe(true);

      // The same toggle with the legacy token works.
      const withToken = await page.request.get(target, { headers: { Authorization: token } });
      expect(withToken.status()).toBe(200);
      expect(await adminEnabled(page.request, token, victim.id)).toBe(false);
    });
  }

  test("a page on another port cannot create an admin with JSON sent as text/plain", async ({
    page,
    consoleErrors,
  }) => {
    const token = await adminToken(page.request);
    expect(await signInToAdmin(page.request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
    const digits = uniqueDigits();
    const body = JSON.stringify(adminBody(digits, "Intruder"));
    const target = `${baseURL}/api/admin/admins/`;
    attackPage = `<script>fetch(${JSON.stringify(target)}, { method: "POST", mode: "no-cors",
      credentials: "include", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(body)} });</script>`;
    const answer = page.waitForResponse((response) => response.url() === target);
    await page.goto(`http://127.0.0.1:${attackerPort}/`);
    expect((await answer).status()).toBe(403);

    const admins = await page.request.get("/api/admin/admins/?page=0&limit=100", {
      headers: { Authorization: token },
    });
    const list = (await admins.json()) as { users: Array<{ national_id: string }> };
    expect(list.users.map((user) => user.national_id)).not.toContain(digits);
    // The attacker's page logs its refused request; that is the behaviour under test.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !entry.includes("403")));
  });

  test("a tRPC change and a REST write marked as cross-site are refused; the same from our pages pass", async ({
    request,
  }) => {
    const token = await adminToken(request);
    const victim = await newAdmin(request, token);
    expect(await signInToAdmin(request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
    const setStatus = (headers: Record<string, string>) =>
      request.post("/api/trpc/admin.setStatus", { data: { json: { id: victim.id, value: false } }, headers });

    const crossSite = { origin: "http://evil.example", "sec-fetch-site": "cross-site" };
    const refused = await setStatus(crossSite);
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('"message":"crossSite"');
    // Without fetch metadata, the Origin alone tells.
    expect((await setStatus({ origin: "http://evil.example" })).status()).toBe(403);
    const digits = uniqueDigits();
    const createAdmin = (headers: Record<string, string>) =>
      request.post("/api/admin/admins/", { headers, data: adminBody(digits, "Cookie") });
    expect((await createAdmin(crossSite)).status()).toBe(403);
    expect(await adminEnabled(request, token, victim.id)).toBe(true);

    // The session cookie alone, from a page of this site, still signs REST writes.
    expect((await createAdmin({ origin: baseURL, "sec-fetch-site": "same-origin" })).status()).toBe(200);

    const ours = await setStatus({ origin: baseURL, "sec-fetch-site": "same-origin" });
    expect(ours.status(), await ours.text()).toBe(200);
    expect(await adminEnabled(request, token, victim.id)).toBe(false);
  });
});
