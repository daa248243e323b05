import { expect, test } from "../../support/fixtures.ts";
import { addResults, asAdmin } from "../../support/public-content.ts";

// The public results of the current season, as an admin imports them, with spec §9's medal labels.
test.beforeAll(async ({ browser }, testInfo) => {
  await asAdmin(browser, testInfo.project.use.baseURL, addResults);
});

const words = {
  en: {
    gold: "Gold",
    silver: "Silver",
    bronze: "Bronze",
    category: "Future Engineers",
    country: "Saudi Arabia",
  },
  ar: {
    gold: "ذهبية",
    silver: "فضية",
    bronze: "برونزية",
    category: "المهندسون المستقبليون",
    country: "السعودية",
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  test(`/results/ lists each category's teams with their medals (${lang})`, async ({ page }) => {
    await page.goto(lang === "ar" ? "/ar/results/" : "/results/");
    const said = words[lang];
    // The category list jumps to its section.
    await page
      .getByRole("navigation", { name: lang === "ar" ? "الفئات" : "Categories" })
      .getByRole("link", { name: said.category })
      .click();
    await expect(page).toHaveURL(/#future-engineers$/);
    const section = page.locator("section", { has: page.locator("h2#future-engineers") });
    const rows = section.getByRole("row");
    await expect(rows.filter({ hasText: "Team Circuit" })).toContainText(`1 ${said.gold}`);
    await expect(rows.filter({ hasText: "Team Circuit" })).toContainText(said.country);
    await expect(rows.filter({ hasText: "Team Oasis" })).toContainText(`2 ${said.silver}`);
    await expect(rows.filter({ hasText: "Team Gulf" })).toContainText(`3 ${said.bronze}`);
  });
}

test("a season's own results page answers, an unknown season is not found", async ({ page, request }) => {
  await page.goto("/results/season-2025/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Results");
  await expect(page.getByRole("row").filter({ hasText: "Team Falcons" })).toBeVisible();
  expect((await request.get("/results/no-such-season/")).status()).toBe(404);
  expect((await request.get(`/ar/results/${"x".repeat(200)}/`)).status()).toBe(404);
});
