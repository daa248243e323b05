import type { Page } from "@playwright/test";
import { expect, expectDocumentLanguage, test } from "../../support/fixtures.ts";
import { addPartners, asAdmin } from "../../support/public-content.ts";

// The demo content has no partners (the specification names none): an admin adds the test ones.
test.beforeAll(async ({ browser }, testInfo) => {
  await asAdmin(browser, testInfo.project.use.baseURL, addPartners);
});

const fieldValues = (page: Page) => page.locator("[data-field] > span:first-child").allTextContents();

test.describe("home page", () => {
  test("countdown ticks every second with two-digit fields, and gives way to 'happening now' at zero", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2025-10-20T08:59:30+03:00") });
    await page.goto("/");
    const timer = page.getByRole("timer", { name: "Time left until the event" });
    await expect(timer).toBeVisible();
    // Four days and ten seconds before the event opens (24 October 2025, 09:00 in Jubail).
    await page.clock.pauseAt(new Date("2025-10-20T08:59:50+03:00"));
    await page.clock.runFor(1000);
    await expect.poll(() => fieldValues(page)).toEqual(["04", "00", "00", "09"]);
    const box = await timer.boundingBox();

    await page.clock.runFor(2000);
    await expect.poll(() => fieldValues(page)).toEqual(["04", "00", "00", "07"]);
    expect(await timer.boundingBox(), "no layout shift while ticking").toEqual(box);

    await page.clock.setSystemTime(new Date("2025-10-24T08:59:58+03:00"));
    await page.clock.runFor(1000);
    await expect.poll(() => fieldValues(page)).toEqual(["00", "00", "00", "01"]);
    await page.clock.runFor(5000);
    await expect(page.getByRole("heading", { name: "Happening now" })).toBeVisible();
    await expect(timer).toHaveCount(0);
  });

  test("countdown uses Latin digits on the Arabic page too (one digit rule)", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-10-13T08:59:30+03:00") });
    await page.goto("/ar/");
    await expectDocumentLanguage(page, "ar");
    await page.clock.pauseAt(new Date("2025-10-13T09:00:00+03:00"));
    await page.clock.runFor(1000);
    await expect.poll(() => fieldValues(page)).toEqual(["10", "23", "59", "59"]);
    await expect(page.getByRole("timer")).toContainText("أيام");
  });

  test("participating countries show their flags and the map", async ({ page }) => {
    await page.goto("/");
    const countries = page.getByRole("region", { name: "Participating countries" }).getByRole("listitem");
    expect(await countries.count()).toBeGreaterThanOrEqual(14);
    await expect(countries.filter({ hasText: "Saudi Arabia" })).toHaveCount(1);
    const shown = page.getByRole("img", { name: "World map with the participating countries highlighted" });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    // Drawn as WebP for the page (an SVG image is a document the browser builds on its main thread).
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const address = await shown.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(address).toContain("f=webp");
    // Its address names the drawing's version, so the browser and nginx keep it for a year; the
    // same picture under any other version is kept five minutes.
    const drawn = await page.request.get(address);
    expect(drawn.headers()["content-type"]).toBe("image/webp");
    expect(drawn.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const otherVersion = await page.request.get(address.replace(/v=\w+/, "v=000000000000"));
    expect(otherVersion.headers()["content-type"]).toBe("image/webp");
    expect(otherVersion.headers()["cache-control"]).toBe("public, max-age=300");
    const badWidth = await page.request.get("/teams-map.svg?f=webp&w=999");
    expect(badWidth.status()).toBe(400);
    expect(await badWidth.text()).toBe("Unsupported image size or format");
    const map = await page.request.get("/teams-map.svg");
    expect(map.headers()["content-type"]).toContain("image/svg+xml");
    expect((await map.text()).match(/class="on"/g)?.length).toBeGreaterThanOrEqual(13);
  });

  test("sponsor tiers are Premium, Gold and Silver, with the call for partners", async ({ page }) => {
    await page.goto("/");
    const sponsors = page.getByRole("region", { name: "Our sponsors" });
    // Partners without a tier (other tests may add some) come after the three sponsor tiers.
    const tiers = await sponsors.getByRole("heading", { level: 3 }).allTextContents();
    expect(tiers.slice(0, 3)).toEqual(["Premium", "Gold", "Silver"]);
    await expect(sponsors.getByRole("img", { name: "Nawat Energy" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Write to us at/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("partners carousel loops, pauses and is keyboard operable", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner logos" });
    const track = page.getByTestId("partners-track");
    await carousel.getByRole("button", { name: "Pause" }).click();
    await expect(carousel.getByRole("button", { name: "Play" })).toHaveAttribute("aria-pressed", "true");

    const next = carousel.getByRole("button", { name: "Next partner" });
    await next.focus();
    const slides = await track.getByRole("listitem").count();
    const position = () => track.evaluate((element) => Math.abs(element.scrollLeft));
    /** Where the track comes to rest after a press (it scrolls smoothly). */
    async function restingPosition(before: number) {
      let last = -1;
      await expect
        .poll(
          async () => {
            const now = await position();
            const resting = now === last && now !== before;
            last = now;
            return resting;
          },
          { intervals: [100] },
        )
        .toBe(true);
      return last;
    }
    let travelled = false;
    let wrapped = false;
    for (let press = 0, at = await position(); press <= slides && !wrapped; press++) {
      await page.keyboard.press("Enter");
      const now = await restingPosition(at);
      if (now > at) travelled = true;
      else wrapped = travelled;
      at = now;
    }
    expect(travelled, "the carousel moved forward").toBe(true);
    expect(wrapped, "after the last partner it starts again").toBe(true);
  });

  test("carousel shows one logo on phones and 5.5 on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const track = page.getByTestId("partners-track");
    const perView = () =>
      track.evaluate(
        (element) => element.clientWidth / element.firstElementChild!.getBoundingClientRect().width,
      );
    expect(await perView()).toBeCloseTo(5.5, 1);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await perView()).toBeCloseTo(1, 1);
  });
});
