import AxeBuilder from "@axe-core/playwright";
import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Fails on console errors and uncaught exceptions, like ./fixtures.ts, except the browser's
 * own log line for an API answer the test provokes on purpose (404 for an unknown id, 409
 * for a stale save): the screens show those, which is what the tests check.
 */
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const test = base.extend<{ consoleErrors: string[] }, { adminState: StorageState }>({
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

// The development admin the seed creates (see packages/db seed).
const admin = { login: "1000000001", password: "WroAdmin-2025" };

/** Signs in as the development admin with the sign-in form at /admin/auth/signin. */
async function signIn(page: Page) {
  await page.goto("/admin/auth/signin");
  await page.locator('input[name="login"]').fill(admin.login);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  const session = (await (await page.request.get("/api/auth/session/")).json()) as {
    user?: { type: number };
  };
  expect(session.user?.type).toBe(4);
}

/** A small PNG (a 2×2 green square), made here so the test needs no fixture file. */
function pngBytes(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAhJAEC5R9u7wAAAABJRU5ErkJggg==",
    "base64",
  );
}

/** Calls a tRPC mutation with the page's cookies (superjson body). */
async function mutate(page: Page, path: string, input: unknown) {
  const response = await page.request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

async function setLanguage(page: Page, lang: "en" | "ar", scheme: "light" | "dark" = "light") {
  await page.addInitScript(
    ([language, colorScheme]) => {
      localStorage.setItem("lang", language);
      localStorage.setItem("wro-admin-color-scheme", colorScheme);
    },
    [lang === "en" ? "EN" : "ar", scheme] as const,
  );
}

const notification = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text }).first();

test.describe("admin partners", () => {
  test("create with a logo, see it on the home page, edit, toggle status, delete", async ({ page }) => {
    // Five screens and the public home page.
    test.setTimeout(90_000);
    const name = `E2E Partner ${Date.now()}`;
    await page.goto("/admin/partners/new");
    await expect(page.getByRole("heading", { name: "New partner" })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: pngBytes(),
    });
    await expect(page.getByRole("img", { name: "Preview of the new image" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("combobox", { name: "Sponsor tier" }).click();
    await page.getByRole("option", { name: "Gold" }).click();
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.com/e2e");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Saved successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/partners\/?$/);

    // The public home page reads the database at request time.
    await page.goto("/");
    await expect(page.getByRole("img", { name }).first()).toBeAttached();

    // Edit.
    await page.goto("/admin/partners?q=" + encodeURIComponent(name));
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: "Edit partner" })).toBeVisible();
    const renamed = `${name} (edited)`;
    await page.getByRole("textbox", { name: "Name" }).fill(renamed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    await page.goto("/admin/partners?q=" + encodeURIComponent(renamed));
    const row = page.getByRole("row").filter({ hasText: renamed });
    await expect(row).toHaveCount(1);

    // Status toggle: saved at once.
    const status = page.getByRole("switch", { name: `Status of ${renamed}` });
    await expect(status).toBeChecked();
    await status.click({ force: true });
    await expect(notification(page, "Status is Updated Successfully!")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: `Status of ${renamed}` })).not.toBeChecked();

    // Delete, after confirming.
    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(notification(page, "Deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
  });

  test("a rejected file says why", async ({ page }) => {
    await page.goto("/admin/partners/new");
    await page.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not an image"),
    });
    await expect(page.getByText("The image must be a JPG, PNG or GIF file.")).toBeVisible();
  });

  test("a partner needs a logo and a name", async ({ page }) => {
    await page.goto("/admin/partners/new");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please choose an image (JPG, PNG or GIF).").first()).toBeVisible();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
  });

  test("page size 25 shows 25 rows", async ({ page }) => {
    const prefix = `E2E Paging ${Date.now()}`;
    const logoFile = `data:image/png;base64,${pngBytes().toString("base64")}`;
    for (let index = 0; index < 26; index++) {
      await mutate(page, "partner.create", { name: `${prefix} ${index}`, logoFile, tier: "NONE" });
    }
    await page.goto("/admin/partners?q=" + encodeURIComponent(prefix));
    await expect(page.getByRole("row")).toHaveCount(11); // header + 10
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("25");
    await expect(page.getByRole("row")).toHaveCount(26); // header + 25
    await expect(page.getByText("1–25 of 26")).toBeVisible();
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page).toHaveURL(/page=1/);
  });

  test("a stale edit from a second tab gets the conflict message and keeps the input", async ({
    page,
    context,
  }) => {
    const created = (await mutate(page, "partner.create", {
      name: `E2E Conflict ${Date.now()}`,
      logoFile: `data:image/png;base64,${pngBytes().toString("base64")}`,
    })) as { id: string };
    const second = await context.newPage();
    await page.goto(`/admin/partners/${created.id}/edit`);
    await second.goto(`/admin/partners/${created.id}/edit`);
    await expect(page.getByRole("textbox", { name: "Name" })).not.toHaveValue("");
    await expect(second.getByRole("textbox", { name: "Name" })).not.toHaveValue("");

    await second.getByRole("textbox", { name: "Name" }).fill("Saved first");
    await second.getByRole("button", { name: "Save" }).click();
    await expect(notification(second, "Updated successfully")).toBeVisible();

    await page.getByRole("textbox", { name: "Name" }).fill("Saved second");
    await page.getByRole("button", { name: "Save" }).click();
    const message =
      "This record was changed by someone else since you opened it. Reload to see the latest version.";
    await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Saved second");
    await expect(page).toHaveURL(new RegExp(`/admin/partners/${created.id}/edit`));
    await second.close();
  });

  test("an unknown id goes back to the list with a message", async ({ page }) => {
    await page.goto("/admin/partners/no-such-partner/edit");
    await expect(page).toHaveURL(/\/admin\/partners\/?$/);
    await expect(notification(page, "This record does not exist any more.")).toBeVisible();
  });
});

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
      await form.locator("input[type=password]").nth(0).fill("Secret-2025");
      await form.locator("input[type=password]").nth(1).fill("Secret-2026");
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
        for (const path of screens) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Forms have their record, the dashboard its charts.
          await expect(page.locator(".mantine-Loader-root, .mantine-Skeleton-root")).toHaveCount(0);
          // Lists have loaded their rows (or said there are none).
          await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
          const { violations } = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
            .analyze();
          expect(
            violations.map(
              (violation) =>
                `${path}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            ),
          ).toEqual([]);
        }
      });
    }
  }
});

test.describe("admin content screens", () => {
  test("site settings are reachable from the profile menu and save", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible();
    const phone = page.getByRole("textbox", { name: "Contact phone" });
    await expect(page.getByRole("textbox", { name: "Contact e-mail" })).not.toHaveValue("");
    await phone.fill("+966 13 000 0000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Contact phone" })).toHaveValue("+966 13 000 0000");

    await page.getByRole("textbox", { name: "Contact e-mail" }).fill("not an e-mail");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter a valid e-mail address.").first()).toBeVisible();
  });

  test("an FAQ is created, listed and deleted; the audit log shows its before and after", async ({
    page,
  }) => {
    const question = `E2E question ${Date.now()}`;
    await page.goto("/admin/faqs/new");
    await page.getByRole("textbox", { name: "Question in English" }).fill(question);
    await page.getByRole("textbox", { name: "Question in Arabic" }).fill("سؤال تجريبي");
    await page.getByRole("textbox", { name: "Answer in English" }).fill("An answer.");
    await page.getByRole("textbox", { name: "Answer in Arabic" }).fill("إجابة.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Saved successfully")).toBeVisible();
    await page.goto("/admin/faqs?q=" + encodeURIComponent(question));
    await expect(page.getByRole("row").filter({ hasText: question })).toHaveCount(1);

    await page.goto("/admin/audit-log?entity=faq&action=create");
    await page.getByRole("button", { name: "Show the changes" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("table", { name: "Changes" })).toContainText(question);

    await page.goto("/admin/faqs?q=" + encodeURIComponent(question));
    await page.getByRole("button", { name: `Delete ${question}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(notification(page, "Deleted successfully")).toBeVisible();
  });

  test("the dashboard shows real figures and its charts", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Sign-ups per week" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Partners by sponsor tier" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent admin activity" })).toBeVisible();
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
  });
});

test.describe("admin own account and event", () => {
  test("the profile saves the signed-in admin's own account", async ({ page }) => {
    await page.goto("/admin/profile");
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name" });
    await expect(name).not.toHaveValue("");
    const current = await name.inputValue();
    await name.fill(`${current} `);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    // Saved for good: a fresh load shows it (the stored name is trimmed).
    await page.reload();
    await expect(name).toHaveValue(current.trim());

    // A new password needs the current one.
    await page.locator('input[autocomplete="new-password"]').nth(0).fill("Another-2025");
    await page.locator('input[autocomplete="new-password"]').nth(1).fill("Another-2025");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Please enter your current password to set a new one.").first(),
    ).toBeVisible();
  });

  test("editing the event keeps its date and time", async ({ page }) => {
    await page.goto("/admin/events");
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow.getByRole("cell").nth(1)).not.toBeEmpty();
    const date = await firstRow.getByRole("cell").nth(1).textContent();
    await firstRow.getByRole("link", { name: /^Edit / }).click();
    await expect(page.getByRole("heading", { name: "Edit event" })).toBeVisible();
    const location = page.getByRole("textbox", { name: "Location in English" });
    await expect(location).not.toHaveValue("");
    await location.fill(`${await location.inputValue()} `);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    await expect(page.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(date ?? "");
  });
});
