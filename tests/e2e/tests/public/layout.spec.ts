import { expect, expectDocumentLanguage, test } from "../../support/fixtures.ts";
import { addPartners, asAdmin } from "../../support/public-content.ts";

// The demo content has no partners (the specification names none): an admin adds the test ones.
test.beforeAll(async ({ browser }, testInfo) => {
  await asAdmin(browser, testInfo.project.use.baseURL, addPartners);
});

test.describe("site layout", () => {
  test("the Event menu opens from the keyboard and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Event" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const links = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Registration", exact: true });
    await expect(links).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });

  test("the Jubail menu lists the spec's pages and navigates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Jubail" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Welcome to Jubail", "Arrival options", "Visa", "Hotels"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Hotels" })).toHaveAttribute("href", "/Hotels/");
  });

  test("menus work on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/ar/");
    await page.getByRole("button", { name: "القائمة", exact: true }).click();
    await page.getByRole("button", { name: "الحدث" }).click();
    await expect(page.getByRole("link", { name: "التسجيل" }).first()).toBeVisible();
  });

  test("the language switch keeps the page and remembers the choice", async ({ page }) => {
    await page.goto("/registration/");
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/registration\/$/);
    await expectDocumentLanguage(page, "ar");

    await page.goto("/");
    await expect(page).toHaveURL(/\/ar\/$/);

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expectDocumentLanguage(page, "en");
    await page.goto("/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("the language switch remembers the choice before the page's scripts have run", async ({ page }) => {
    // A page of its own (the fixture's waits for hydration), whose scripts do nothing: it stays
    // as its HTML left it, as a phone shows it while its scripts are still on their way.
    const bare = await page.context().newPage();
    await bare.route(/\/_next\/static\/.+\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await bare.goto("/");
    await bare.getByRole("link", { name: "العربية" }).click();
    await expect(bare).toHaveURL(/\/ar\/$/);
    await bare.goto("/");
    await expect(bare).toHaveURL(/\/ar\/$/);
    await bare.getByRole("link", { name: "English" }).click();
    await expect(bare).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await bare.goto("/");
    await expect(bare).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expectDocumentLanguage(bare, "en");
  });

  test("the footer has the spec's links, partner logos and the FAQ", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(links).toHaveText(["Home", "Announcements", "Season 2025", "Contact us"]);
    expect(
      await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href"))),
    ).toEqual(["/", "/announcement/", "/season-2025/", "/contact-us/"]);
    await expect(footer.getByRole("img", { name: "Sahel Telecom" })).toBeVisible();
    await footer.getByText("Is the registration fee refundable?").click();
    await expect(footer.getByText(/Fees cannot be refunded once registration is finalized/)).toBeVisible();
  });

  test("the footer FAQ is Arabic on Arabic pages", async ({ page }) => {
    await page.goto("/ar/");
    await expect(page.getByRole("contentinfo").getByText("هل رسوم التسجيل قابلة للاسترداد؟")).toBeVisible();
  });
});
