import { expect, test } from "../../support/fixtures.ts";

// The standalone FAQ page (issue 13 item 6): every question of the FAQ list with a deep link,
// FAQPage structured data, linked from the footer and listed in the sitemap.

const pages = [
  { path: "/faq/", question: "Is the registration fee refundable?", title: "Frequently asked questions" },
  { path: "/ar/faq/", question: "هل رسوم التسجيل قابلة للاسترداد؟", title: "الأسئلة الشائعة" },
] as const;

test.describe("FAQ page", () => {
  for (const { path, question, title } of pages) {
    test(`${path} lists the questions with deep links and FAQPage data`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()["cache-control"]).toMatch(/^public/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

      const contents = page.getByRole("main").getByRole("navigation").getByRole("link", { name: question });
      const anchor = (await contents.getAttribute("href"))!;
      expect(anchor).toMatch(/^#q-/);
      await contents.click();
      await expect(page).toHaveURL(new RegExp(`${path}${anchor}$`));
      await expect(page.locator(anchor).getByRole("heading", { name: question })).toBeInViewport();

      // A deep link opens the page at its question.
      await page.goto(`${path}${anchor}`);
      await expect(page.locator(`${anchor}:target`)).toBeInViewport();

      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
        "@type": string;
        mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
      };
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity.map((entry) => entry.name)).toContain(question);
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      expect(data.mainEntity.map((entry) => entry.name)).toEqual(headings);
    });
  }

  test("the footer links to it, in the page's language", async ({ page }) => {
    await page.goto("/ar/visa/");
    await page.getByRole("contentinfo").getByRole("link", { name: "كل الأسئلة والأجوبة" }).click();
    await expect(page).toHaveURL(/\/ar\/faq\/$/);
  });

  test("the sitemap lists it in both languages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/faq\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/ar\/faq\/<\/loc>/);
  });
});
