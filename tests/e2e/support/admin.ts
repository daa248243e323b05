import { test as base, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { expect, untilHydrated } from "./fixtures.ts";
import { e2eAdmin } from "./admin-account.ts";
import { trpcCall } from "./trpc.ts";

export { expect };

/**
 * Fails on console errors and uncaught exceptions, like ./fixtures.ts, except the browser's own
 * log line for an API answer the test provokes on purpose (404 for an unknown id, 409 for a
 * stale save): the screens show those, which is what the tests check. Its page's `goto` waits
 * for hydration, as there.
 */
export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export const test = base.extend<{ consoleErrors: string[] }, { adminState: StorageState }>({
  // Signed in once per worker, through the back office's own sign-in form (sign-in attempts
  // are rate-limited per address); every test's context starts with that session.
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await signIn(page);
      await use(await page.context().storageState());
      await page.close();
    },
    { scope: "worker" },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
  page: async ({ page }, use) => use(untilHydrated(page)),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const expectedAnswer =
          /status of (404|409)/.test(message.text()) && message.location().url.includes("/api/trpc/");
        // `next dev`'s hot-reload socket (absent from production builds).
        const devReload = message.text().includes("/_next/hmr");
        if (!expectedAnswer && !devReload) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

// The first admin the test server seeds.
export const admin = { login: e2eAdmin.nationalId, password: e2eAdmin.password };

/** Sends the sign-in form at /admin/auth/signin for an account (by default the development admin). */
export async function submitSignIn(page: Page, account: { login: string; password: string } = admin) {
  await page.goto("/admin/auth/signin");
  await page.locator('input[name="login"]').fill(account.login);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
}

/** Signs in with the sign-in form and checks the session is an admin's. */
export async function signIn(page: Page, account: { login: string; password: string } = admin) {
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  const session = (await (await page.request.get("/api/auth/session/")).json()) as {
    user?: { type: number };
  };
  expect(session.user?.type).toBe(4);
}

/** A small PNG (a 2×2 green square), made here so the test needs no fixture file. */
export function pngBytes(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAhJAEC5R9u7wAAAABJRU5ErkJggg==",
    "base64",
  );
}

/** Calls a tRPC mutation with the page's cookies (superjson body). */
export const mutate = (page: Page, path: string, input: unknown) => trpcCall(page.request, path, input);

export async function setLanguage(page: Page, lang: "en" | "ar", scheme: "light" | "dark" = "light") {
  await page.addInitScript(
    ([language, colorScheme]) => {
      localStorage.setItem("lang", language);
      localStorage.setItem("wro-admin-color-scheme", colorScheme);
    },
    [lang === "en" ? "EN" : "ar", scheme] as const,
  );
}

export const notification = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text }).first();

export type Lang = "en" | "ar";

/** What the lists and forms of every collection say, in the two admin languages. */
export const words = {
  en: {
    search: "Search",
    save: "Save",
    saved: "Saved successfully",
    updated: "Updated successfully",
    statusUpdated: "Status is Updated Successfully!",
    deleted: "Deleted successfully",
    nothingFound: "Nothing matches your search.",
    delete: "Delete",
    editOf: (name: string) => `Edit ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
    statusOf: (name: string) => `Status of ${name}`,
  },
  ar: {
    search: "بحث",
    save: "حفظ",
    saved: "تم الحفظ بنجاح",
    updated: "تم التحديث بنجاح",
    statusUpdated: "تم تحديث الحالة بنجاح!",
    deleted: "تم الحذف بنجاح",
    nothingFound: "لا توجد نتائج مطابقة لبحثك.",
    delete: "حذف",
    editOf: (name: string) => `تعديل ${name}`,
    deleteOf: (name: string) => `حذف ${name}`,
    statusOf: (name: string) => `حالة ${name}`,
  },
} as const;

/** A name no other test (or earlier run) uses. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A text field of the page (or a part of it) by its exact label. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("textbox", { name: label, exact: true });

/** Clicks Save and waits for the form's success message (the list is shown next). */
export async function save(page: Page, message: string, lang: Lang = "en") {
  await page.getByRole("button", { name: words[lang].save, exact: true }).click();
  await expect(notification(page, message)).toBeVisible();
}

/** Types `text` into the search box of the list on screen; returns the rows that mention it. */
export async function search(page: Page, text: string, lang: Lang = "en") {
  await page.getByRole("searchbox", { name: words[lang].search }).fill(text);
  // The debounced search is sent once its text is in the address (a click before that would
  // lose to the search's own navigation)…
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  // …and shown once every row mentions the text, or the list has no row and says nothing
  // matches (below the table, walk-through 3 L8): the router writes the address before React
  // renders (a transition), so until then the old list is still on screen, and not busy.
  const shown = page.locator("table tbody tr");
  const nothingFound = page.getByText(words[lang].nothingFound, { exact: true });
  await expect
    .poll(async () => {
      const rows = await shown.allTextContents();
      if (rows.length === 0) return nothingFound.isVisible();
      return rows.every((row) => row.includes(text));
    })
    .toBe(true);
  await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
  return page.getByRole("row").filter({ hasText: text });
}

/**
 * Moves the back office on screen to `path` without loading the document again, the way the
 * browser's Back and Forward do (the router follows the address on popstate), and waits until
 * the screen before it has gone. A sweep over many screens then keeps the scripts it has parsed
 * and what it injected (axe): a third of the time of a `goto` for each screen.
 */
export async function navigateInApp(page: Page, path: string) {
  const previous = await page.getByRole("heading", { level: 1 }).elementHandle();
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await previous?.waitForElementState("hidden");
  await previous?.dispose();
}

/** Opens a list screen and finds the one row named `name` with its search box. */
export async function findRow(page: Page, listPath: string, name: string, lang: Lang = "en") {
  await page.goto(listPath);
  const row = await search(page, name, lang);
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the edit screen of the row named `name` from the list on screen. */
export async function openEdit(page: Page, name: string, heading: string, lang: Lang = "en") {
  await page.getByRole("link", { name: words[lang].editOf(name), exact: true }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

/** Flips a list switch (saved at once), then checks the stored position after a reload. */
export async function flip(page: Page, label: string, to: boolean, lang: Lang = "en") {
  const toggle = page.getByRole("switch", { name: label, exact: true });
  await expect(toggle).toBeChecked({ checked: !to });
  // The input itself is visually hidden under Mantine's track.
  await toggle.click({ force: true });
  await expect(notification(page, words[lang].statusUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: label, exact: true })).toBeChecked({ checked: to });
}

/** Deletes the row named `name` from the list on screen, after confirming. */
export async function deleteRow(page: Page, name: string, lang: Lang = "en") {
  await page.getByRole("button", { name: words[lang].deleteOf(name), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: words[lang].delete, exact: true }).click();
  await expect(notification(page, words[lang].deleted)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
}

/** A page of a new browser context without the admin's session, closed afterwards. */
export async function inFreshContext(browser: Browser, run: (page: Page) => Promise<void>) {
  // Contexts made in a test start from the test's options, the signed-in storage state included.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
