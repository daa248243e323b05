import AxeBuilder from "@axe-core/playwright";
import { publicPages } from "../../../apps/site/src/lib/routes.ts";
import { expect, test } from "./fixtures.ts";

// Every public page of spec §2, as the sitemap lists them, and the not-found page.
const pages = [...publicPages, "/404/error/"];

for (const lang of ["en", "ar"] as const) {
  test.describe(`accessibility (${lang})`, () => {
    for (const path of pages) {
      const url = lang === "ar" ? `/ar${path}` : path;
      test(`axe finds no violations on ${url}`, async ({ page }) => {
        await page.goto(url);
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        expect(
          violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  });
}
