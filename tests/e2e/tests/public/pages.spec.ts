import { expect, expectDocumentLanguage, test } from "../../support/fixtures.ts";

// The content pages (Event, Jubail, about, contact, announcements, seasons) in both languages,
// against the seeded demo content. Arabic pages write numbers in Latin digits too ("110", "4,000").

type Lang = "en" | "ar";

interface ContentPageCase {
  /** English path; the Arabic page is the same under /ar. */
  path: string;
  h1: Record<Lang, string>;
  /** Texts the page's main content must contain. */
  facts: Record<Lang, string[]>;
}

const contentPages: ContentPageCase[] = [
  {
    path: "/registration/",
    h1: { en: "Registration and fees", ar: "التسجيل والرسوم" },
    facts: {
      en: [
        "US$110",
        "US$270",
        "US$320",
        "15 August 2025",
        "SAR 1,012.50 before VAT",
        "Judge",
        "Industry guest",
        "Fees may be higher because of taxes.",
        "Lunch on all three days",
        "Friendship Night",
        "cannot be refunded",
        "cannot enter the event",
        "info@wro-saudi.org",
      ],
      ar: ["110", "270", "320", "15 أغسطس 2025", "ليلة الصداقة", "لا تُسترد الرسوم", "info@wro-saudi.org"],
    },
  },
  {
    path: "/scheduale/",
    h1: { en: "Schedule", ar: "الجدول" },
    facts: {
      en: [
        "Friday 24 October",
        "09:00",
        "18:00",
        "Venue open",
        "Free practice time / setup in all categories",
        "Lunch",
        "Opening ceremony",
        "Dinner",
        "Venue closed",
        "Friendship Night",
        "may change",
      ],
      ar: [
        "الجمعة، 24 أكتوبر",
        "09:00",
        "18:00",
        "افتتاح المقر",
        "حفل الافتتاح",
        "إغلاق المقر",
        "ليلة الصداقة",
      ],
    },
  },
  {
    path: "/transportation/",
    h1: { en: "Transportation", ar: "المواصلات" },
    facts: {
      en: ["75 km", "60 to 75 minutes", "Thursday 23 October", "Monday 27 October", "Sunday 26 October"],
      ar: ["75 كم", "60 إلى 75 دقيقة", "23 أكتوبر", "27 أكتوبر"],
    },
  },
  {
    path: "/event-details/",
    h1: { en: "Event details", ar: "تفاصيل الحدث" },
    facts: { en: ["220 V", "60 Hz", "Type G", "Wi-Fi"], ar: ["220 فولت", "60 هرتز", "النوع G", "الواي فاي"] },
  },
  {
    path: "/visitor-registration/",
    h1: { en: "Visitor registration", ar: "تسجيل الزوار" },
    facts: {
      en: ["Families and friends", "Schools", "info@wro-saudi.org"],
      ar: ["العائلات والأصدقاء", "المدارس", "info@wro-saudi.org"],
    },
  },
  {
    path: "/general-information/",
    h1: { en: "General information", ar: "معلومات عامة" },
    facts: { en: ["997", "999", "998", "911"], ar: ["997", "999", "998", "911"] },
  },
  {
    path: "/welcome-jubail/",
    h1: { en: "Welcome to Jubail", ar: "مرحبًا بكم في الجبيل" },
    facts: { en: ["Arabian Gulf", "corniche"], ar: ["الخليج العربي", "كورنيش"] },
  },
  {
    path: "/arrival-options/",
    h1: { en: "Arrival options", ar: "خيارات الوصول" },
    facts: {
      en: ["King Fahd International Airport", "75 km", "By rail", "By road"],
      ar: ["مطار الملك فهد الدولي", "75 كم", "بالقطار", "برًا"],
    },
  },
  {
    path: "/visa/",
    h1: { en: "Visa information", ar: "معلومات التأشيرة" },
    facts: {
      en: ["eVisa", "national organizer", "visa.mofa.gov.sa"],
      ar: ["التأشيرة الإلكترونية", "منظمك الوطني"],
    },
  },
  {
    path: "/Hotels/",
    h1: { en: "Hotels in Jubail", ar: "الفنادق في الجبيل" },
    facts: {
      en: ["not included in the registration fee", "InterContinental Al Jubail Resort", "5 stars"],
      ar: ["غير مشمول في رسوم التسجيل", "منتجع إنتركونتيننتال الجبيل", "5 نجوم"],
    },
  },
  {
    path: "/courses/",
    h1: { en: "Courses and training", ar: "الدورات والتدريب" },
    facts: {
      en: ["Jubail Robotics Training Center", "Jubail Industrial City", "info@wro-saudi.org"],
      ar: ["مركز الجبيل للتدريب على الروبوت", "مدينة الجبيل الصناعية", "info@wro-saudi.org"],
    },
  },
  {
    path: "/shops/",
    h1: { en: "Shop", ar: "المتجر" },
    facts: {
      en: ["Robot kits, spare parts and competition material.", "info@wro-saudi.org"],
      ar: ["مجموعات الروبوت وقطع الغيار ومستلزمات المنافسة.", "info@wro-saudi.org"],
    },
  },
  {
    path: "/about-us/",
    h1: { en: "About us", ar: "من نحن" },
    facts: {
      en: ["4,000", "2,800", "RoboMission", "RoboSports", "Future Innovators", "Future Engineers", "8 to 19"],
      ar: [
        "4,000",
        "2,800",
        "مهمة الروبوت",
        "رياضة الروبوت",
        "المبتكرون المستقبليون",
        "المهندسون المستقبليون",
      ],
    },
  },
  {
    path: "/contact-us/",
    h1: { en: "Contact us", ar: "تواصل معنا" },
    facts: {
      en: ["info@wro-saudi.org", "Your national organizer", "World Robot Olympiad Association"],
      ar: ["info@wro-saudi.org", "منظمك الوطني", "رابطة الأولمبياد العالمي للروبوت"],
    },
  },
  {
    path: "/announcements/",
    h1: { en: "Announcements", ar: "الإعلانات" },
    facts: {
      en: [
        "International Final Information",
        "Important Updates and Pre-Event Information",
        "1 September 2025",
        "10 October 2025",
      ],
      ar: ["معلومات النهائي الدولي", "تحديثات مهمة ومعلومات ما قبل الحدث", "1 سبتمبر 2025", "1447"],
    },
  },
  {
    path: "/seasons/season-2025/",
    h1: { en: "Season 2025", ar: "موسم 2025" },
    facts: {
      en: ["The Future of Robots", "Four categories", "A national final in Jubail", "The road to the world"],
      ar: ["مستقبل الروبوتات", "أربع فئات", "نهائي وطني في الجبيل", "الطريق إلى العالمية"],
    },
  },
];

/** Other addresses that show one of the pages above, and the canonical path they declare. */
const aliases = [
  { path: "/schedule/", canonical: "/scheduale/", h1: contentPages[1]!.h1 },
  { path: "/hotels/", canonical: "/Hotels/", h1: contentPages[9]!.h1 },
];

const langs: Lang[] = ["en", "ar"];
const url = (lang: Lang, path: string) => (lang === "ar" ? `/ar${path}` : path);

for (const { path, h1, facts } of contentPages) {
  for (const lang of langs) {
    test(`${url(lang, path)} shows its title and key facts`, async ({ page }) => {
      const response = await page.goto(url(lang, path));
      expect(response?.status()).toBe(200);
      await expectDocumentLanguage(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1[lang]);
      const main = page.locator("main");
      for (const fact of facts[lang]) await expect(main).toContainText(fact);
    });
  }
}

for (const { path, canonical, h1 } of aliases) {
  for (const lang of langs) {
    test(`${url(lang, path)} shows the page of ${canonical}`, async ({ page }) => {
      const response = await page.goto(url(lang, path));
      expect(response?.status()).toBe(200);
      await expectDocumentLanguage(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1[lang]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${url(lang, canonical).replaceAll("/", "\\/")}$`),
      );
    });
  }
}

test.describe("hotels", () => {
  for (const path of ["/Hotels/", "/hotels/", "/ar/Hotels/"]) {
    test(`${path} lists the eleven hotels`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main section[aria-labelledby="hotels"] article')).toHaveCount(11);
    });
  }
});

test.describe("emergency numbers", () => {
  for (const lang of langs) {
    test(`${lang}: each number is a phone link`, async ({ page }) => {
      await page.goto(url(lang, "/general-information/"));
      for (const number of ["997", "999", "998", "911"]) {
        await expect(page.locator(`main a[href="tel:${number}"]`)).toBeVisible();
      }
    });
  }
});

test.describe("seasons", () => {
  test("the season banner has its size and a description", async ({ page }) => {
    await page.goto("/seasons/season-2025/");
    const banner = page.locator('main img[src^="/uploads/seasons/season-2025-banner.jpg"]');
    await expect(banner).toHaveAttribute("width", "1600");
    await expect(banner).toHaveAttribute("height", "600");
    await expect(banner).toHaveAttribute("alt", /Season 2025/);
  });

  for (const path of ["/seasons/no-such-season/", "/ar/seasons/no-such-season/", "/seasons/not_a_slug!/"]) {
    test(`${path} is not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(path.startsWith("/ar/") ? /غير موجودة/ : /^Page not found \|/);
    });
  }
});

test.describe("legacy addresses redirect permanently in the same language", () => {
  const redirects = [
    { from: "/announcement/", to: "/announcements/" },
    { from: "/ar/announcement/", to: "/ar/announcements/" },
    { from: "/season-2025/", to: "/seasons/season-2025/" },
    { from: "/ar/season-2025/", to: "/ar/seasons/season-2025/" },
  ];
  for (const { from, to } of redirects) {
    test(`${from} → ${to}`, async ({ page, request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? "", baseURL).pathname).toBe(to);

      await page.goto(from);
      await expect(page).toHaveURL(new URL(to, baseURL).toString());
    });
  }
});

test.describe("internal links of the content pages lead to pages", () => {
  for (const lang of langs) {
    test(`${lang}: every link in main answers 200`, async ({ page, request }) => {
      const targets = new Set<string>();
      for (const { path } of contentPages) {
        await page.goto(url(lang, path));
        const hrefs = await page
          .locator('main a[href^="/"]:not([download])')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        for (const href of hrefs) targets.add(href);
      }
      expect(targets.size).toBeGreaterThan(5);
      for (const target of targets) {
        expect(target.startsWith("/ar/") || lang === "en", `${target} keeps the language`).toBe(true);
        expect((await request.get(target)).status(), target).toBe(200);
      }
    });
  }
});

// Proper names that may stay in Latin letters on Arabic pages (kept small on purpose).
const latinAllowList = [
  "World Robot Olympiad Association",
  "World Robot Olympiad",
  "RoboMission",
  "RoboSports",
  "Future Innovators",
  "Future Engineers",
  "WRO",
];
const latinWords = /[A-Za-z][A-Za-z'’&-]*(?:[\s,;:()]+[A-Za-z][A-Za-z'’&-]*){2,}/g;

test.describe("Arabic pages contain no untranslated English", () => {
  const arabicPaths = [...contentPages.map(({ path }) => path), ...aliases.map(({ path }) => path)];
  for (const path of arabicPaths) {
    test(`/ar${path}`, async ({ page }) => {
      await page.goto(url("ar", path));
      let text = await page.locator("main").innerText();
      for (const name of latinAllowList) text = text.replaceAll(name, " ");
      expect(text.match(latinWords) ?? []).toEqual([]);
    });
  }
});
