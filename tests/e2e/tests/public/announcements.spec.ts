import { XMLParser } from "fast-xml-parser";
import { axeViolations } from "../../support/axe.ts";
import { expect, expectDocumentLanguage, test } from "../../support/fixtures.ts";

// The two seeded announcements (packages/db/src/seed/content.ts), whose bodies are Markdown.
const seeded = [
  {
    slug: "international-final-information",
    title: { en: "International Final Information", ar: "معلومات النهائي الدولي" },
    items: {
      en: ["travel details,", "team quotas,", "deadlines."],
      ar: ["تفاصيل السفر،", "حصص الفرق،", "المواعيد النهائية."],
    },
    link: {
      en: { name: "World Robot Olympiad website", href: "https://wro-association.org/" },
      ar: { name: "موقع الأولمبياد العالمي للروبوت", href: "https://wro-association.org/" },
    },
  },
  {
    slug: "important-updates-pre-event",
    title: { en: "Important Updates and Pre-Event Information", ar: "تحديثات مهمة ومعلومات ما قبل الحدث" },
    items: {
      en: [
        "Shuttles run from the airport to the official hotels on 23 and 24 October.",
        "Please bring your team badges.",
      ],
      ar: ["تعمل الحافلات من المطار إلى الفنادق المعتمدة يومي 23 و24 أكتوبر.", "يرجى إحضار بطاقات الفريق."],
    },
    link: {
      en: { name: "schedule page", href: "/scheduale/" },
      ar: { name: "صفحة الجدول", href: "/ar/scheduale/" },
    },
  },
];

/** An Atom text construct as the parser gives it: a string, or `#text` beside its `type` attribute. */
type Text = string | { "#text": string; type?: string };
const text = (value: Text) => (typeof value === "string" ? value : value["#text"]);

const prefix = (lang: "en" | "ar") => (lang === "ar" ? "/ar" : "");

for (const lang of ["en", "ar"] as const) {
  test.describe(`announcements (${lang})`, () => {
    for (const announcement of seeded) {
      test(`${announcement.slug} has its own page with Markdown, Open Graph and a way back`, async ({
        page,
      }) => {
        const path = `${prefix(lang)}/announcements/${announcement.slug}/`;
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["cache-control"]).toContain("public");
        await expectDocumentLanguage(page, lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(announcement.title[lang]);

        const main = page.getByRole("main");
        await expect(main.getByRole("listitem")).toHaveText(announcement.items[lang]);
        const link = main.getByRole("link", { name: announcement.link[lang].name });
        await expect(link).toHaveAttribute("href", announcement.link[lang].href);
        if (announcement.link[lang].href.startsWith("https://"))
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        else await expect(link).not.toHaveAttribute("rel", /.*/);

        const meta = (property: string) => page.locator(`meta[property="${property}"]`);
        await expect(meta("og:title")).toHaveAttribute("content", announcement.title[lang]);
        await expect(meta("og:type")).toHaveAttribute("content", "article");
        await expect(meta("og:url")).toHaveAttribute("content", new RegExp(`${path}$`));
        await expect(meta("og:description")).toHaveAttribute("content", /.{10,}/);
        await expect(meta("og:image")).toHaveAttribute("content", /^https?:\/\//);

        expect(await axeViolations(page)).toEqual([]);

        await page
          .getByRole("link", { name: lang === "ar" ? "جميع الإعلانات" : "All announcements" })
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/announcements/$`));
      });
    }

    test("the list links each announcement to its page and its feed", async ({ page }) => {
      await page.goto(`${prefix(lang)}/announcements/`);
      for (const announcement of seeded) {
        await expect(page.getByRole("link", { name: announcement.title[lang], exact: true })).toHaveAttribute(
          "href",
          `${prefix(lang)}/announcements/${announcement.slug}/`,
        );
      }
      const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(alternate).toHaveAttribute(
        "href",
        new RegExp(`${prefix(lang)}/announcements/feed\\.xml$`),
      );
    });

    test("the Atom feed holds the public announcements with links to their pages", async ({ request }) => {
      const response = await request.get(`${prefix(lang)}/announcements/feed.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/atom+xml");
      const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(
        await response.text(),
      ) as {
        feed: {
          title: Text;
          link: Array<{ rel?: string; href: string }> | { href: string };
          entry: Array<{
            title: Text;
            id: string;
            link: { href: string };
            published: string;
            content: Text;
          }>;
        };
      };
      expect(text(feed.title)).toBe(
        lang === "ar"
          ? "إعلانات الأولمبياد العالمي للروبوت – السعودية 2025"
          : "WRO Saudi Arabia 2025 announcements",
      );
      const titles = feed.entry.map((entry) => text(entry.title));
      for (const announcement of seeded) {
        const entry = feed.entry.find((candidate) => text(candidate.title) === announcement.title[lang]);
        expect(entry, `${announcement.slug} in ${titles.join(", ")}`).toBeDefined();
        expect(new URL(entry!.link.href).pathname).toBe(
          `${prefix(lang)}/announcements/${announcement.slug}/`,
        );
        expect(Number.isNaN(Date.parse(entry!.published))).toBe(false);
        expect(text(entry!.content)).toContain("<li>");
      }
      // Newest first, as on the page.
      const dates = feed.entry.map((entry) => Date.parse(entry.published));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    test("an unknown slug is a not-found page", async ({ page }) => {
      const response = await page.goto(`${prefix(lang)}/announcements/no-such-news/`);
      expect(response?.status()).toBe(404);
    });
  });
}

test("the sitemap lists each announcement's page in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { slug } of seeded) {
    expect(sitemap).toContain(`/announcements/${slug}/</loc>`);
    expect(sitemap).toContain(`/ar/announcements/${slug}/</loc>`);
  }
});

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test(`an announcement page reads well on a ${name} in Arabic and English`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    for (const lang of ["ar", "en"] as const) {
      await page.goto(`${prefix(lang)}/announcements/${seeded[0]!.slug}/`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({
        path: testInfo.outputPath(`announcement-${lang}-${name}.png`),
        fullPage: true,
      });
    }
  });
}
