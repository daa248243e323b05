import { expect, test } from "../../support/fixtures.ts";

/**
 * A public page paints from its HTML alone: its styles come inline and its scripts are fetched
 * only once its first contentful paint is reported (apps/site/src/server/paint-first.ts), then
 * it hydrates as before (issue 39).
 */
for (const { path, menu } of [
  { path: "/", menu: "Menu" },
  { path: "/ar/", menu: "القائمة" },
  { path: "/ar/scheduale/", menu: "القائمة" },
]) {
  test(`${path} paints before it fetches a stylesheet or a script, then hydrates`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      fetched: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(css|js)$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fetched.length).toBeGreaterThan(0);
    expect(Math.min(...timing.fetched)).toBeGreaterThanOrEqual(timing.paint);
    // Styled from the inline styles: the header stays at the top as the page scrolls.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    // Hydrated: the phone menu opens.
    const toggle = page.getByRole("button", { name: menu, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
}

test("after a client-side navigation the next page is styled too", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Event" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
  await expect(page).toHaveURL(/\/scheduale\/$/);
  await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
  // The schedule's band, whose styles the home page does not carry.
  await expect(page.locator("main > header").first()).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("the page's favicon is a bitmap: an SVG one is drawn as a document on the page's main thread", async ({
  page,
}) => {
  for (const path of ["/", "/ar/"]) {
    await page.goto(path);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length, path).toBeGreaterThan(0);
    for (const icon of icons) {
      const answer = await page.request.get(icon);
      expect(answer.status(), icon).toBe(200);
      expect(answer.headers()["content-type"], icon).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon|png)$/);
    }
  }
});
