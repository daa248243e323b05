import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { signInAsFinanceAdmin } from "../../support/finance-admin.ts";
import { expect, test } from "../../support/fixtures.ts";
import { trpcCall, type Json } from "../../support/trpc.ts";

/**
 * Issue 36: the registration page lists every active fee in USD and in SAR before VAT (270 USD at
 * 3.75 is 1,012.50 SAR), says whether registration is open, and follows an admin's price change
 * (static-first: revalidated by the "registration" tag). Prices are a finance admin's to change,
 * in a session signed in with two-step sign-in.
 */

const pages = {
  en: {
    path: "/registration/",
    participant: "Participant",
    usd: "US$270",
    sar: "SAR 1,012.50 before VAT",
    // The seeded window (15 August – 1 October 2025) is over.
    state: "Registration is closed.",
    vat: /VAT of 15% is added/,
  },
  ar: {
    path: "/ar/registration/",
    participant: "مشارك",
    usd: "270 دولار أمريكي",
    sar: "1,012.50 ريال سعودي قبل ضريبة القيمة المضافة",
    state: "التسجيل مغلق.",
    vat: /بنسبة 15٪/,
  },
} as const;

for (const [lang, words] of Object.entries(pages)) {
  test(`${lang}: every fee in USD and SAR before VAT, and whether registration is open, at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(words.path);
    const fees = page.locator('section[aria-labelledby="fees"]');
    const participant = fees
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: words.participant, exact: true }) });
    await expect(participant).toContainText(words.usd);
    await expect(participant).toContainText(words.sar);
    await expect(fees.locator("article")).toHaveCount(8);
    await expect(page.getByTestId("registration-state")).toHaveText(words.state);
    await expect(fees).toContainText(words.vat);
    // Latin digits on the Arabic page too, as everywhere on the site.
    expect(await fees.textContent()).not.toMatch(/[٠-٩]/);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test.describe("an admin's price change", () => {
  let anonymous: APIRequestContext;
  test.beforeAll(async () => {
    anonymous = await playwrightRequest.newContext({ baseURL });
  });
  test.afterAll(async () => {
    await anonymous.dispose();
  });

  test("shows on the registration page in both languages within two seconds, and so does its undoing", async ({
    browser,
  }) => {
    // Signing in may wait for an unused time step of the authenticator's codes.
    test.setTimeout(75_000);
    const admin = await browser.newPage({ baseURL });
    await signInAsFinanceAdmin(admin);
    const call = (path: string, input: unknown, method?: "query" | "mutation") =>
      trpcCall(admin.request, path, input, method);
    const participant = async () =>
      ((await call("feeCategory.list", { search: "participant" }, "query")) as { items: Json[] }).items[0]!;
    const setPrice = async (priceUsd: string) => {
      const row = await participant();
      await call("feeCategory.update", { ...row, priceUsd, expectedUpdatedAt: row.updatedAt });
    };
    const shows = (text: string) => async () => {
      const [en, ar] = await Promise.all([
        anonymous.get("/registration/"),
        anonymous.get("/ar/registration/"),
      ]);
      return (await en.text()).includes(text) && (await ar.text()).includes(text);
    };
    // 280 USD × 3.75 = 1,050.00 SAR; no seeded fee costs that.
    expect(await shows("1,050.00")()).toBe(false);
    await setPrice("280.00");
    await expect.poll(shows("1,050.00"), { timeout: 2_000, intervals: [100] }).toBe(true);
    await setPrice("270.00");
    await expect.poll(shows("1,050.00"), { timeout: 2_000, intervals: [100] }).toBe(false);
    await admin.close();
  });
});
