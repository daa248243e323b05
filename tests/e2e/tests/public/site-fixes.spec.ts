import { publicPages } from "../../../../apps/site/src/lib/routes.ts";
import { retiredPlaceholders } from "../../../../packages/db/src/seed/content.ts";
import { expect, test } from "../../support/fixtures.ts";

// Smaller fixes of issue 13 item 10, as a visitor sees them.

test("no public page links to example.com or shows a placeholder phone number", async ({ request }) => {
  for (const path of publicPages.flatMap((page) => [page, `/ar${page}`])) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("example.com");
    // The number itself: an example IBAN in a form's message ("SA03 8000 0000 …") is no phone.
    expect(html, path).not.toContain(retiredPlaceholders.contactPhone);
  }
});

test("the team-registration guard's wrong-role page is the archived 2024 season", async ({ request }) => {
  for (const path of ["/seasons/wro-2024/", "/ar/seasons/wro-2024/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain(path.startsWith("/ar") ? "حلفاء الأرض" : "Earth Allies");
  }
});

test("one digit rule: no page, Arabic or English, writes Arabic-Indic digits (so none mixes the two sets)", async ({
  request,
}) => {
  // Latin digits in both languages (packages/i18n intlTag). The whole answer is scanned, scripts
  // included, so the home page's other stages (sent for the browser to switch to) count too.
  for (const path of publicPages.flatMap((page) => [`/ar${page}`, page])) {
    const html = await (await request.get(path)).text();
    const arabicIndic = html.match(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c].{0,20}/gu);
    expect(arabicIndic, path).toBeNull();
    if (path.startsWith("/ar")) expect(html, path).toMatch(/\d/);
  }
});

test("the visitor registration page links to the visitors' form from the site settings", async ({ page }) => {
  for (const [path, name] of [
    ["/visitor-registration/", "visitor registration form"],
    ["/ar/visitor-registration/", "نموذج تسجيل الزوار"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("link", { name })).toHaveAttribute(
      "href",
      "https://register.wro-saudi.org/visitors/",
    );
    await expect(page.locator('main a[href*="national-organizers"]')).toHaveCount(0);
  }
});

test("the home page features the season the admin put on it", async ({ page }) => {
  for (const [path, name, link] of [
    ["/", "Season 2025", "/seasons/season-2025/"],
    ["/ar/", "موسم 2025", "/ar/seasons/season-2025/"],
  ] as const) {
    await page.goto(path);
    const season = page.getByRole("region", { name });
    await expect(season).toBeVisible();
    await expect(season.getByRole("link")).toHaveAttribute("href", link);
    // The archived 2024 season is not on the home page.
    await expect(page.locator('main a[href*="wro-2024"]')).toHaveCount(0);
  }
});

test("the language switch on the sign-in page keeps the redirect, in the other language", async ({
  page,
}) => {
  await page.goto(`/signin/?redirect=${encodeURIComponent("/visa/")}`);
  const toArabic = page.getByRole("link", { name: "العربية" });
  await expect(toArabic).toHaveAttribute("href", `/ar/signin/?redirect=${encodeURIComponent("/ar/visa/")}`);
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/signin\/\?redirect=%2Far%2Fvisa%2F$/);
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    `/signin/?redirect=${encodeURIComponent("/visa/")}`,
  );
});

test.describe("a browser that prefers Arabic", () => {
  test.use({ locale: "ar-SA" });

  test("is offered the Arabic page, and the choice is remembered", async ({ page }) => {
    await page.goto("/visa/");
    const offer = page.getByRole("complementary", { name: "Language" });
    await expect(offer).toContainText("This site is also in Arabic.");
    await offer.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/visa\/$/);
    // The choice is a cookie: the English home page now sends this visitor to /ar/.
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar\/$/);
  });

  test("is asked once: staying in English hides the offer on the next pages", async ({ page }) => {
    await page.goto("/visa/");
    const offer = page.getByRole("complementary", { name: "Language" });
    await offer.getByRole("button", { name: "Stay in English" }).click();
    await expect(offer).toHaveCount(0);
    await page.goto("/Hotels/");
    // Asked once the page has come to life (the account controls have read the session).
    await expect(page.locator("[data-session=visitor]").first()).toBeAttached();
    await expect(offer).toHaveCount(0);
  });
});

test("a browser that prefers English is not offered another language", async ({ page }) => {
  await page.goto("/visa/");
  await expect(page.locator("[data-session=visitor]").first()).toBeAttached();
  await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
});
