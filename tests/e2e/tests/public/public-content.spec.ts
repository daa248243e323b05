import type { Page } from "@playwright/test";
import { pngBytes, test as adminTest } from "../../support/admin.ts";
import { expect } from "../../support/fixtures.ts";
import {
  addPublicContent,
  removePublicContent,
  restorePartners,
  testVenue,
} from "../../support/public-content.ts";
import { trpcCall } from "../../support/trpc.ts";

// Walk-through 3, H2: the demo content invents no venue, sponsor or result. Until an admin
// enters them the public pages leave those parts out (the results page says when they come),
// and once an admin does, each appears at the next request (the pages are revalidated by tag).

const test = adminTest;
const say = {
  en: {
    prefix: "",
    venue: "The venue",
    sponsors: "Our sponsors",
    carousel: "Partners",
    footerPartners: "Our partners",
    noResults: "The results will be published here after the national final.",
    gold: "Gold",
  },
  ar: {
    prefix: "/ar",
    venue: "مقر الحدث",
    sponsors: "رعاتنا",
    carousel: "الشركاء",
    footerPartners: "شركاؤنا",
    noResults: "ستُنشر النتائج هنا بعد انتهاء النهائي الوطني.",
    gold: "ذهبية",
  },
} as const;

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function expectNoPlaceholderWords(page: Page) {
  expect(await page.locator("body").innerText()).not.toMatch(/demo|تجريبي/i);
}

test("the venue block, results table and partner tiles appear once an admin gives them data (EN and AR, phone)", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const removed = await removePublicContent(page.request);
  const stamp = Date.now();
  const sponsor = `E2E sponsor ${stamp}`;
  try {
    // Before: no venue, no sponsor, no result — and no empty heading in their place.
    for (const lang of ["en", "ar"] as const) {
      const s = say[lang];
      await page.goto(`${s.prefix}/`);
      await expect(region(page, s.venue)).toHaveCount(0);
      await expect(region(page, s.sponsors)).toHaveCount(0);
      await expect(region(page, s.carousel)).toHaveCount(0);
      await expect(
        page.getByRole("contentinfo").getByRole("heading", { name: s.footerPartners }),
      ).toHaveCount(0);
      await expectNoPlaceholderWords(page);
      await page.goto(`${s.prefix}/transportation/`);
      await expect(region(page, s.venue)).toHaveCount(0);
      await expectNoPlaceholderWords(page);
      await page.goto(`${s.prefix}/results/`);
      await expect(page.getByText(s.noResults)).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      await expectNoPlaceholderWords(page);
      await page.screenshot({ path: testInfo.outputPath(`results-before-${lang}.png`), fullPage: true });
    }

    // An admin sets the venue, imports the results and adds a sponsor with its logo.
    await addPublicContent(page.request);
    await trpcCall(page.request, "partner.create", {
      name: sponsor,
      tier: "GOLD",
      logoFile: `data:image/png;base64,${pngBytes().toString("base64")}`,
    });
    await restorePartners(page.request, removed.partners);

    // After: each shows on the public pages, in both languages, on a phone.
    for (const lang of ["en", "ar"] as const) {
      const s = say[lang];
      await page.goto(`${s.prefix}/`);
      await expect(region(page, s.venue)).toContainText(testVenue[lang].name);
      await expect(region(page, s.sponsors).getByRole("img", { name: sponsor })).toBeVisible();
      await expect(region(page, s.carousel).getByRole("img", { name: sponsor }).first()).toBeAttached();
      await expect(page.getByRole("contentinfo").getByRole("img", { name: sponsor })).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto(`${s.prefix}/transportation/`);
      await expect(region(page, s.venue)).toContainText(testVenue[lang].address);
      await page.goto(`${s.prefix}/results/`);
      await expect(page.getByText(s.noResults)).toHaveCount(0);
      await expect(page.getByRole("row").filter({ hasText: "Team Falcons" })).toContainText(`1 ${s.gold}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath(`results-after-${lang}.png`), fullPage: true });
    }
  } finally {
    await restorePartners(page.request, removed.partners);
  }
});
