import { publicPages } from "../../../apps/site/src/lib/routes.ts";
import { expect, test } from "./fixtures.ts";

// Smaller fixes of issue 13 item 10, as a visitor sees them.

test("no public page links to example.com or shows a placeholder phone number", async ({ request }) => {
  for (const path of publicPages.flatMap((page) => [page, `/ar${page}`])) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("example.com");
    expect(html, path).not.toContain("000 0000");
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
