import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception in the page, and its page's
 * `goto` and `reload` return once the page works.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => use(untilHydrated(page)),
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

/**
 * Makes `page.goto` and `page.reload` also wait until React has hydrated a page of the site. A
 * cached public page fetches its scripts only after its first paint
 * (apps/site/src/server/paint-first.ts), so its load event can come before them, and a click in
 * between gets the browser's own behaviour (a form posts, a link is followed without its
 * handler). The sign is React's own root, which stays "dehydrated" until hydration commits (its
 * event listeners, already on the document, are attached as it starts); Next sets
 * `__NEXT_HYDRATED` in its own test builds only. Pages that are not Next's (the admin, a JSON
 * answer) return at once.
 */
export function untilHydrated(page: Page) {
  for (const name of ["goto", "reload"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    page[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await hydrated(page);
      return response;
    };
  }
  return page;
}

/** Waits until React has hydrated the page open now (see `untilHydrated`), for a page reached by a click. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    if (!("__next_f" in self)) return true;
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    type HostRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    const root = key ? (document as unknown as Record<string, HostRoot>)[key] : undefined;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

export async function expectDocumentLanguage(page: Page, lang: "en" | "ar") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
}
