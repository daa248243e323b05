import { expect, expectDocumentLanguage, test } from "../../support/fixtures.ts";
import { addPartners, asAdmin } from "../../support/public-content.ts";

// The demo content has no partners (the specification names none): an admin adds the test ones.
test.beforeAll(async ({ browser }, testInfo) => {
  await asAdmin(browser, testInfo.project.use.baseURL, addPartners);
});

test.describe("home page rendered on the server from the database", () => {
  test("English home shows the partners, the seeded countries and the event", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Nawat Energy");
    expect(html).toContain("Jordan");
    expect(html).toContain("WRO Saudi Arabia 2025");

    await page.goto("/");
    await expectDocumentLanguage(page, "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WRO Saudi Arabia 2025");
    await expect(page.getByRole("heading", { name: "Participating countries" })).toBeVisible();
    await expect(page.getByText("Saudi Arabia", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Premium" })).toBeVisible();
  });

  test("Arabic home is right-to-left with Arabic data", async ({ page, request }) => {
    const html = await (await request.get("/ar/")).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("الأردن");

    await page.goto("/ar/");
    await expectDocumentLanguage(page, "ar");
    await expect(page.getByRole("heading", { name: "الدول المشاركة" })).toBeVisible();
    await expect(page.getByText("السعودية", { exact: true })).toBeVisible();
  });

  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/404/error/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Uh oh!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("admin app on the same origin", () => {
  test("/admin/ serves the admin SPA", async ({ request }) => {
    const response = await request.get("/admin/");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<script type="module"');
  });
});
