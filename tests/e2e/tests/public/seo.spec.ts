import { expect, test } from "../../support/fixtures.ts";

test.describe("search engines and sharing", () => {
  test("pages have a title, a description, a canonical URL and hreflang alternates", async ({ page }) => {
    await page.goto("/registration/");
    await expect(page).toHaveTitle(/Registration and fees \| WRO Saudi Arabia 2025/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /national organizer/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/registration\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      "href",
      /\/ar\/registration\/$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/registration\/$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-image\.jpg$/);

    await page.goto("/ar/registration/");
    await expect(page).toHaveTitle(/التسجيل/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/registration\/$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_SA");
  });

  test("sitemap.xml lists every public page in both languages, robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/ar/", "/scheduale/", "/ar/Hotels/", "/seasons/season-2025/"]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /admin/");
  });
});
