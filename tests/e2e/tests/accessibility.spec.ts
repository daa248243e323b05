import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

// The public pages of spec §2 (English paths); Arabic ones are the same under /ar/.
const pages = [
  "/",
  "/announcements/",
  "/seasons/season-2025/",
  "/registration/",
  "/scheduale/",
  "/transportation/",
  "/event-details/",
  "/visitor-registration/",
  "/general-information/",
  "/welcome-jubail/",
  "/arrival-options/",
  "/visa/",
  "/Hotels/",
  "/about-us/",
  "/contact-us/",
  "/404/error/",
];

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
