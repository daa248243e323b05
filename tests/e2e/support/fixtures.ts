import { test as base, expect, type Page } from "@playwright/test";

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page that answers 404 on purpose logs its own status; that is not an error of the page.
        const ownStatus =
          message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        if (!ownStatus) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectDocumentLanguage(page: Page, lang: "en" | "ar") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
}
