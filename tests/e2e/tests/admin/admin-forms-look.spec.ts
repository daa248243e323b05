import { axeViolations } from "../../support/axe.ts";
import { expect, navigateInApp, notification, setLanguage, test } from "../../support/admin.ts";

test.describe("admin forms", () => {
  for (const [lang, text] of [
    ["en", { save: "Save", fill: "Please fill form carefully!", notMatched: "Password is not Matched" }],
    ["ar", { save: "حفظ", fill: "يرجى تعبئة النموذج بعناية!", notMatched: "كلمة المرور غير متطابقة" }],
  ] as const) {
    test(`a new admin shows spec §5's messages (${lang})`, async ({ page }) => {
      await setLanguage(page, lang);
      await page.goto("/admin/admins/new");
      await page.getByRole("button", { name: text.save }).click();
      await expect(notification(page, text.fill)).toBeVisible();

      const form = page.locator("form");
      const inputs = form.locator("input:not([type=file]):not([type=radio]):not([type=password])");
      await inputs.nth(0).fill("Noura");
      await inputs.nth(1).fill("noura.e2e@example.org");
      await inputs.nth(2).fill("+966501234567");
      await inputs.nth(3).fill(`1${Date.now()}`.slice(0, 10));
      await form.locator("input[type=password]").nth(0).fill("Secret-2025!");
      await form.locator("input[type=password]").nth(1).fill("Secret-2026!");
      await page.getByRole("button", { name: text.save }).click();
      await expect(notification(page, text.notMatched)).toBeVisible();
    });
  }
});

test.describe("admin look", () => {
  test("the theme switch persists across reloads", async ({ page }) => {
    await page.goto("/admin/partners");
    // The radio itself is visually hidden; people click its label.
    await page
      .locator("label")
      .filter({ hasText: /^Dark$/ })
      .click();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  });

  const screens = [
    "/admin/dashboard",
    "/admin/partners",
    "/admin/partners/new",
    "/admin/regions",
    "/admin/regions/new",
    "/admin/seasons",
    "/admin/seasons/new",
    "/admin/admins",
    "/admin/admins/new",
    "/admin/events",
    "/admin/events/new",
    "/admin/faqs",
    "/admin/faqs/new",
    "/admin/announcements",
    "/admin/announcements/new",
    "/admin/hotels",
    "/admin/hotels/new",
    "/admin/contact-messages",
    "/admin/settings",
    "/admin/profile",
    "/admin/audit-log",
  ];
  for (const lang of ["en", "ar"] as const) {
    for (const scheme of ["light", "dark"] as const) {
      test(`axe finds no violations on the main screens (${lang}, ${scheme})`, async ({ page }) => {
        test.setTimeout(240_000);
        await setLanguage(page, lang, scheme);
        for (const [index, path] of screens.entries()) {
          if (index === 0) await page.goto(path);
          else await navigateInApp(page, path);
          await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Forms have their record, the dashboard its charts.
          await expect(page.locator(".mantine-Loader-root, .mantine-Skeleton-root")).toHaveCount(0);
          // Lists have loaded their rows (or said there are none).
          await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
          expect(await axeViolations(page), path).toEqual([]);
        }
      });
    }
  }
});
