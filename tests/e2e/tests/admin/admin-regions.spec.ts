import type { Page } from "@playwright/test";
import {
  deleteRow,
  expect,
  field,
  findRow,
  flip,
  openEdit,
  save,
  search,
  test,
  unique,
  words,
} from "../../support/admin.ts";

// A participating region in the back office, and the home page's list of participating
// countries that follows it.

test.describe("admin records", () => {
  test("a region is created, edited, listed on the home page, deactivated and deleted", async ({ page }) => {
    test.setTimeout(90_000);
    // A country the seed does not list (codes are unique): one at random, so a retry finds another.
    const countries = [
      { name: "Iceland", code: "IS" },
      { name: "New Zealand", code: "NZ" },
      { name: "Finland", code: "FI" },
      { name: "Chile", code: "CL" },
      { name: "Estonia", code: "EE" },
    ];
    const country = countries[Math.floor(Math.random() * countries.length)]!;
    const stamp = unique();
    const name = `E2E Land ${stamp}`;
    const mapAddress = () =>
      page
        .getByRole("img", { name: "World map with the participating countries highlighted" })
        .getAttribute("src");
    await page.goto("/");
    const withoutCountry = await mapAddress();
    await page.goto("/admin/regions/new");
    await expect(page.getByRole("heading", { name: "New region", level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Country" }).fill(country.name);
    await page.getByRole("option", { name: country.name, exact: true }).click();
    await field(page, "Name in English").fill(name);
    await field(page, "Name in Arabic").fill(`أرض ${stamp}`);
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/regions\/?$/);
    const row = await search(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(country.code);
    // Without an image of its own the region has its country's flag.
    await expect(row.getByRole("img", { name: `Flag of ${name}` })).toBeVisible();

    await openEdit(page, name, "Edit region");
    const renamed = `${name} edited`;
    await field(page, "Name in English").fill(renamed);
    await save(page, words.en.updated);

    const participating = (page: Page) =>
      page.getByRole("region", { name: "Participating countries" }).getByRole("listitem");
    await page.goto("/");
    await expect(participating(page).filter({ hasText: renamed })).toHaveCount(1);
    // The teams map's address is kept for a year, so a new country gives it a new one, and the
    // picture at the old address is no longer kept for good.
    expect(await mapAddress()).not.toBe(withoutCountry);
    expect((await page.request.get(withoutCountry!)).headers()["cache-control"]).toBe("public, max-age=300");

    await findRow(page, "/admin/regions", renamed);
    await flip(page, words.en.statusOf(renamed), false);
    await page.goto("/");
    await expect(participating(page).filter({ hasText: "Saudi Arabia" })).toHaveCount(1);
    await expect(participating(page).filter({ hasText: renamed })).toHaveCount(0);
    // The same countries draw the same picture, at the same address as before.
    expect(await mapAddress()).toBe(withoutCountry);

    await findRow(page, "/admin/regions", renamed);
    await deleteRow(page, renamed);
  });
});
