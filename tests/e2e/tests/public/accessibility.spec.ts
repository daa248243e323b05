import { axeViolations } from "../../support/axe.ts";
import { publicPages } from "../../../../apps/site/src/lib/routes.ts";
import { expect, test } from "../../support/fixtures.ts";

// Every public page of spec §2, as the sitemap lists them, and the not-found page.
const pages = [...publicPages, "/404/error/"];

for (const lang of ["en", "ar"] as const) {
  test.describe(`accessibility (${lang})`, () => {
    for (const path of pages) {
      const url = lang === "ar" ? `/ar${path}` : path;
      test(`axe finds no violations on ${url}`, async ({ page }) => {
        await page.goto(url);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
