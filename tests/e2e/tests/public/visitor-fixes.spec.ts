import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures.ts";
import { addPartners, asAdmin } from "../../support/public-content.ts";

// Walk-through 3: M2 (the menu reaches Results, Announcements and FAQ), L5 (the Arabic
// countdown's units agree with their numbers) and L1 (a schedule time range stays on one line,
// left to right, in Arabic), L3 (every sponsor logo in the same padded box), L4 (no grey box for a season attribute without a picture), L9 (the
// contact form's fields line up, and its text asks for nothing the form lacks), on a phone and on
// a wide screen, in English and Arabic.

const say = {
  en: { prefix: "", menu: "Menu", more: "More", main: "Main", links: ["Results", "Announcements", "FAQ"] },
  ar: {
    prefix: "/ar",
    menu: "القائمة",
    more: "المزيد",
    main: "القائمة الرئيسية",
    links: ["النتائج", "الإعلانات", "الأسئلة الشائعة"],
  },
} as const;
const paths = ["/results/", "/announcements/", "/faq/"];

async function openPhoneMenu(page: Page, label: string) {
  const button = page.getByRole("banner").getByRole("button", { name: label, exact: true });
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
}

/** The countdown's fields as read: "14 يومًا", "01 Hour" … */
const countdownTexts = (page: Page) =>
  page
    .locator("[data-field]")
    .evaluateAll((all) =>
      all.map((field) => Array.from(field.children, (part) => part.textContent).join(" ")),
    );

for (const lang of ["en", "ar"] as const) {
  const s = say[lang];

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`(${lang}, ${viewport.width} px) the header menu links to Results, Announcements and FAQ, and fits`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(`${s.prefix}/`);
      const nav = page.getByRole("banner").getByRole("navigation", { name: s.main, exact: true });
      // On a phone each is a line of the menu; in the wide bar they share the "More" menu.
      if (viewport.width < 1000) await openPhoneMenu(page, s.menu);
      else await nav.getByRole("button", { name: s.more, exact: true }).click();
      for (const [index, name] of s.links.entries()) {
        const link = nav.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", `${s.prefix}${paths[index]}`);
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (viewport.width > 1000) {
        // The wide header stays one bar.
        expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(80);
      }
      await page.screenshot({ path: testInfo.outputPath(`menu-${lang}-${viewport.width}.png`) });
      await nav.getByRole("link", { name: s.links[0], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${s.prefix}/results/$`));
    });
  }

  test(`(${lang}, 390 px) a schedule time range stays on one line, start time first (left to right)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${s.prefix}/scheduale/`);
    const ranges = page.locator("ol li > bdi").filter({ hasText: "–" });
    expect(await ranges.count()).toBeGreaterThan(3);
    for (const range of await ranges.all()) {
      const [start, end] = await range.locator("time").all();
      const [a, b] = [(await start!.boundingBox())!, (await end!.boundingBox())!];
      // One line: both times on the same row; the start on the left, also in Arabic.
      expect(Math.abs(a.y - b.y), await range.innerText()).toBeLessThan(2);
      expect(a.x, await range.innerText()).toBeLessThan(b.x);
      expect(await range.innerText()).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`schedule-${lang}-390.png`), fullPage: true });
  });
}

test("(ar, 390 px) the countdown's units agree with their numbers: 14 يومًا، 01 ساعة، 02 دقيقتان، 03 ثوانٍ", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // 14 days, 1 hour, 2 minutes and 3 seconds before 24 October 2025, 09:00 in Jubail.
  await page.clock.install({ time: new Date("2025-10-10T07:57:50+03:00") });
  await page.goto("/ar/");
  await page.clock.pauseAt(new Date("2025-10-10T07:57:56+03:00"));
  await page.clock.runFor(1000);
  const fields = page.locator("[data-field]");
  await expect.poll(() => countdownTexts(page)).toEqual(["14 يومًا", "01 ساعة", "02 دقيقتان", "03 ثوانٍ"]);
  await page.clock.runFor(2000);
  await expect(fields.last()).toHaveText(/^01\s*ثانية$/);
});

test("(en, 390 px) the countdown says Day, Hour and Second for one, Days for more", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install({ time: new Date("2025-10-23T07:58:50+03:00") });
  await page.goto("/");
  await page.clock.pauseAt(new Date("2025-10-23T07:58:57+03:00"));
  await page.clock.runFor(1000);
  await expect.poll(() => countdownTexts(page)).toEqual(["01 Day", "01 Hour", "01 Minute", "02 Seconds"]);
});

for (const lang of ["en", "ar"] as const) {
  test(`(${lang}, 390 px) a season or attribute without a picture shows its text and no placeholder box`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const attributes = page.locator("main section[aria-labelledby^='attribute-']");
    // The archived 2024 season's attributes have no picture of their own; 2025's have theirs.
    await page.goto(`${say[lang].prefix}/seasons/wro-2024/`);
    await expect(attributes).toHaveCount(3);
    await expect(attributes.locator("img")).toHaveCount(0);
    // Nor a banner: the season has none of its own either.
    await expect(page.getByRole("main").locator("img")).toHaveCount(0);
    await expect(attributes.first()).toContainText(lang === "ar" ? "حلفاء الأرض" : "Earth Allies");
    await page.goto(`${say[lang].prefix}/seasons/season-2025/`);
    await expect(attributes.locator("img")).toHaveCount(3);
    await expect(page.getByRole("main").locator('img[src*="season-2025-banner"]')).toHaveCount(1);
  });
}

for (const lang of ["en", "ar"] as const) {
  for (const width of [390, 1440]) {
    test(`(${lang}, ${width} px) the contact form's phone field is as wide as the e-mail field`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${say[lang].prefix}/contact-us/`);
      const form = page.getByRole("main").locator("form");
      const [email, phone] = await Promise.all(
        ["email", "tel"].map(
          async (type) => (await form.locator(`input[type=${type}]`).boundingBox())!.width,
        ),
      );
      expect(phone).toBeCloseTo(email!, 0);
      // The form has no role field, so the text no longer asks for a role beside the name.
      await expect(page.getByRole("main")).not.toContainText(lang === "ar" ? "وصفتك" : "your role");
    });
  }
}

test.describe("sponsor logos", () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    await asAdmin(browser, testInfo.project.use.baseURL, addPartners);
  });

  for (const lang of ["en", "ar"] as const) {
    test(`(${lang}, 390 px) each tier's logos share one padded box, whatever the logo's shape`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${say[lang].prefix}/`);
      const tiers = page.locator("main [data-tier]");
      await expect(tiers.first().locator("img").first()).toBeVisible();
      for (const tier of await tiers.all()) {
        const boxes = await tier.locator("img").evaluateAll((images) =>
          images.map((image) => {
            const style = getComputedStyle(image);
            return { width: image.clientWidth, height: image.clientHeight, padding: style.paddingTop };
          }),
        );
        expect(boxes.length).toBeGreaterThan(0);
        for (const box of boxes) {
          expect(box).toEqual({ ...boxes[0], padding: box.padding });
          expect(parseFloat(box.padding)).toBeGreaterThan(0);
        }
      }
    });
  }
});
