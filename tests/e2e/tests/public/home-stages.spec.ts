import { axeViolations as axe } from "../../support/axe.ts";
import { expect, test } from "../../support/fixtures.ts";

// Issue 13 item 4: the home page before, during and after the national final (24–26 October
// 2025 in Jubail). The production page is cached with the stage of its render; the browser's
// clock decides after load, which a fake clock drives here.

const texts = {
  en: {
    register: "How to register",
    now: "Happening now",
    schedule: "See the full schedule",
    ended: "The national final has ended",
    results: "See the results",
    daySession: "RoboMission: qualification rounds",
    otherDaySession: "Awards and closing ceremony",
  },
  ar: {
    register: "طريقة التسجيل",
    now: "يجري الآن",
    schedule: "اطّلع على الجدول كاملًا",
    ended: "انتهى النهائي الوطني",
    results: "اطّلع على النتائج",
    daySession: "روبو ميشن: الجولات التأهيلية",
    otherDaySession: "حفل توزيع الجوائز والختام",
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";
  const text = texts[lang];

  test.describe(`home page stages (${lang})`, () => {
    test("before: the countdown and how to register", async ({ page }) => {
      await page.clock.install({ time: new Date("2025-10-20T12:00:00+03:00") });
      await page.goto(`${prefix}/`);
      const stage = page.getByTestId("event-stage");
      await expect(stage).toHaveAttribute("data-stage", "before");
      await expect(stage.getByRole("timer")).toBeVisible();
      await expect(stage.getByRole("link", { name: text.register })).toHaveAttribute(
        "href",
        `${prefix}/registration/`,
      );
      await expect(page.getByRole("heading", { name: text.now })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
    });

    test("during: 'happening now' with today's sessions and the schedule", async ({ page }) => {
      await page.clock.install({ time: new Date("2025-10-25T10:00:00+03:00") });
      await page.goto(`${prefix}/`);
      const stage = page.getByTestId("event-stage");
      await expect(stage).toHaveAttribute("data-stage", "during");
      await expect(stage.getByRole("heading", { name: text.now })).toBeVisible();
      // Day 2's sessions, not another day's.
      await expect(stage.getByRole("listitem").filter({ hasText: text.daySession })).toContainText("08:30");
      await expect(stage).not.toContainText(text.otherDaySession);
      await expect(stage.getByRole("link", { name: text.schedule })).toHaveAttribute(
        "href",
        `${prefix}/scheduale/`,
      );
      await expect(stage.getByRole("timer")).toHaveCount(0);
      expect(await axe(page)).toEqual([]);

      // At midnight in Riyadh the panel moves on to the last day by itself.
      await page.clock.fastForward("14:00:00");
      await expect(stage.getByRole("listitem").filter({ hasText: text.otherDaySession })).toBeVisible();
    });

    test("after: the final has ended, with the results", async ({ page }) => {
      await page.clock.install({ time: new Date("2025-10-26T15:59:00+03:00") });
      await page.goto(`${prefix}/`);
      const stage = page.getByTestId("event-stage");
      await expect(stage).toHaveAttribute("data-stage", "during");
      // The venue closes at 16:00 on the last day: the page changes by itself.
      await page.clock.fastForward("01:01");
      await expect(stage).toHaveAttribute("data-stage", "after");
      await expect(stage.getByRole("heading", { name: text.ended })).toBeVisible();
      await expect(stage.getByRole("link", { name: text.results })).toHaveAttribute(
        "href",
        `${prefix}/results/`,
      );
      await expect(stage.getByRole("link", { name: text.register })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
    });
  });

  test(`(${lang}) the cached HTML carries the stage of its render (today: after the final)`, async ({
    request,
  }) => {
    const html = await (await request.get(`${prefix}/`)).text();
    expect(html).toContain('data-stage="after"');
    expect(html).toContain(text.ended);
  });
}

test("stage screenshots on a phone in Arabic", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, time] of [
    ["before", "2025-10-20T12:00:00+03:00"],
    ["during", "2025-10-25T10:00:00+03:00"],
    ["after", "2025-10-27T10:00:00+03:00"],
  ] as const) {
    await page.clock.setFixedTime(new Date(time));
    await page.goto("/ar/");
    await expect(page.getByTestId("event-stage")).toHaveAttribute("data-stage", name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`home-${name}-phone-ar.png`), fullPage: false });
  }
});
