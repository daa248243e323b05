import { expect, test } from "../../support/fixtures.ts";
import { e2eAdmin } from "../../support/admin-account.ts";
import { adduserBody, adminToken } from "../../support/admin-http.ts";
import { addPartners, asAdmin, testPartners } from "../../support/public-content.ts";

// The demo content has no partners (the specification names none): an admin adds the test ones.
let partnerIds: Record<string, string> = {};
test.beforeAll(async ({ browser }, testInfo) => {
  const body = await asAdmin(browser, testInfo.project.use.baseURL, async (request) => {
    await addPartners(request);
    return (await (await request.get("/api/partners/?status=true")).json()) as {
      partners: Array<{ _id: string; name: string }>;
    };
  });
  partnerIds = Object.fromEntries(body.partners.map((partner) => [partner.name, partner._id]));
});

// The legacy REST API through the real server: both path forms answer directly (no redirect),
// as spec §7 clients call them both ways.
test.describe("legacy REST API on the production server", () => {
  for (const path of ["/api/partners?status=true", "/api/partners/?status=true"]) {
    test(`GET ${path} answers the partners without a redirect`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { partners: Array<{ _id: string; file_path: string }> };
      // Other tests may add partners; the nine test ones are always there.
      expect(body.partners.length).toBeGreaterThanOrEqual(testPartners.length);
      expect(body.partners).toContainEqual(
        expect.objectContaining({
          _id: partnerIds["Nawat Energy"],
          name: "Nawat Energy",
          file_path: expect.stringMatching(/^partners\/[^/]+\.png$/),
        }),
      );
    });
  }

  test("POST /api/adduser returns the token in the Authorization header; a bad password gets e_message", async ({
    request,
  }) => {
    const signIn = await request.post("/api/adduser", {
      data: adduserBody(e2eAdmin.nationalId, e2eAdmin.password),
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(200);
    const token = signIn.headers()["authorization"];
    expect(token).toBeTruthy();

    const list = await request.get("/api/admin/partners/?page=0", {
      headers: { Authorization: token! },
      maxRedirects: 0,
    });
    expect(list.status()).toBe(200);
    const page = (await list.json()) as { currentPage: number; totalItems: number; partners: unknown[] };
    expect(page.currentPage).toBe(0);
    expect(page.totalItems).toBeGreaterThanOrEqual(9);
    expect(page.partners).toHaveLength(Math.min(10, page.totalItems));

    const refused = await request.post("/api/adduser/", {
      data: adduserBody("1000000001", "wrong-password"),
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["e_message"]).toBeTruthy();
  });

  test("a cached public list follows an admin's status toggle at once", async ({ request }) => {
    const activeIds = async () => {
      const response = await request.get("/api/partners/?status=true");
      expect(response.status()).toBe(200);
      return ((await response.json()) as { partners: Array<{ _id: string }> }).partners.map(({ _id }) => _id);
    };
    const partner = partnerIds["Bina Components"]!;
    // Asked twice: the second answer comes from the server's cache of public lists.
    expect(await activeIds()).toContain(partner);
    expect(await activeIds()).toContain(partner);

    const headers = { Authorization: await adminToken(request) };
    const toggle = (status: boolean) =>
      request.get(`/api/admin/partners/?id=${partner}&status=${status}`, { headers });
    expect((await toggle(false)).status()).toBe(200);
    try {
      expect(await activeIds()).not.toContain(partner);
    } finally {
      expect((await toggle(true)).status()).toBe(200);
    }
    expect(await activeIds()).toContain(partner);
  });

  test("the OpenAPI document is served", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
  });
});
