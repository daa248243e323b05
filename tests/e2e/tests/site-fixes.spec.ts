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
