import { expect, test } from "./fixtures.ts";

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

  test("the schedule downloads as an iCalendar file in each language", async ({ request }) => {
    const english = await request.get("/schedule.ics");
    expect(english.headers()["content-type"]).toContain("text/calendar");
    expect(english.headers()["content-disposition"]).toContain("attachment");
    const body = await english.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(body).toContain("DTSTART:20251024T113000Z"); // Opening Ceremony, 14:30 in Jubail
    expect(body).toContain("SUMMARY:Opening Ceremony");
    expect(body).toContain("DTSTART:20251024T060000Z");

    const arabic = await (await request.get("/schedule.ics?lang=ar")).text();
    expect(arabic).toContain("SUMMARY:حفل الافتتاح");
  });
});
