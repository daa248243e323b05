import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { e2eAdmin } from "../admin-account.ts";
import { trpcCall } from "./trpc.ts";

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

// The first admin the test server seeds.
const admin = { login: e2eAdmin.nationalId, password: e2eAdmin.password };

/** Sends the sign-in form at /admin/auth/signin for an account (by default the development admin). */
async function submitSignIn(page: Page, account: { login: string; password: string } = admin) {
  await page.goto("/admin/auth/signin");
  await page.locator('input[name="login"]').fill(account.login);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
}

/** Signs in with the sign-in form and checks the session is an admin's. */
async function signIn(page: Page, account: { login: string; password: string } = admin) {
  await submitSignIn(page, account);
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
const mutate = (page: Page, path: string, input: unknown) => trpcCall(page.request, path, input);

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

type Lang = "en" | "ar";

/** What the lists and forms of every collection say, in the two admin languages. */
const words = {
  en: {
    search: "Search",
    save: "Save",
    saved: "Saved successfully",
    updated: "Updated successfully",
    statusUpdated: "Status is Updated Successfully!",
    deleted: "Deleted successfully",
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
    delete: "حذف",
    editOf: (name: string) => `تعديل ${name}`,
    deleteOf: (name: string) => `حذف ${name}`,
    statusOf: (name: string) => `حالة ${name}`,
  },
} as const;

/** A name no other test (or earlier run) uses. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A text field of the page (or a part of it) by its exact label. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("textbox", { name: label, exact: true });

/** Clicks Save and waits for the form's success message (the list is shown next). */
async function save(page: Page, message: string, lang: Lang = "en") {
  await page.getByRole("button", { name: words[lang].save, exact: true }).click();
  await expect(notification(page, message)).toBeVisible();
}

/** Types `text` into the search box of the list on screen; returns the rows that mention it. */
async function search(page: Page, text: string, lang: Lang = "en") {
  await page.getByRole("searchbox", { name: words[lang].search }).fill(text);
  // Searched once the (debounced) text is in the address and the list has answered.
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
  return page.getByRole("row").filter({ hasText: text });
}

/** Opens a list screen and finds the one row named `name` with its search box. */
async function findRow(page: Page, listPath: string, name: string, lang: Lang = "en") {
  await page.goto(listPath);
  const row = await search(page, name, lang);
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the edit screen of the row named `name` from the list on screen. */
async function openEdit(page: Page, name: string, heading: string, lang: Lang = "en") {
  await page.getByRole("link", { name: words[lang].editOf(name), exact: true }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

/** Flips a list switch (saved at once), then checks the stored position after a reload. */
async function flip(page: Page, label: string, to: boolean, lang: Lang = "en") {
  const toggle = page.getByRole("switch", { name: label, exact: true });
  await expect(toggle).toBeChecked({ checked: !to });
  // The input itself is visually hidden under Mantine's track.
  await toggle.click({ force: true });
  await expect(notification(page, words[lang].statusUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: label, exact: true })).toBeChecked({ checked: to });
}

/** Deletes the row named `name` from the list on screen, after confirming. */
async function deleteRow(page: Page, name: string, lang: Lang = "en") {
  await page.getByRole("button", { name: words[lang].deleteOf(name), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: words[lang].delete, exact: true }).click();
  await expect(notification(page, words[lang].deleted)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
}

/** A page of a new browser context without the admin's session, closed afterwards. */
async function inFreshContext(browser: Browser, run: (page: Page) => Promise<void>) {
  // Contexts made in a test start from the test's options, the signed-in storage state included.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

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
    await findRow(page, "/admin/partners", name);
    await openEdit(page, name, "Edit partner");
    const renamed = `${name} (edited)`;
    await field(page, "Name").fill(renamed);
    await save(page, words.en.updated);
    await expect(await search(page, renamed)).toHaveCount(1);

    // Status toggle: saved at once.
    await flip(page, words.en.statusOf(renamed), false);

    // Delete, after confirming.
    await deleteRow(page, renamed);
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
    const created: string[] = [];
    try {
      for (let index = 0; index < 26; index++) {
        const partner = await mutate(page, "partner.create", {
          name: `${prefix} ${index}`,
          logoFile,
          tier: "NONE",
        });
        created.push((partner as { id: string }).id);
      }
      await page.goto("/admin/partners?q=" + encodeURIComponent(prefix));
      await expect(page.getByRole("row")).toHaveCount(11); // header + 10
      await page.getByRole("combobox", { name: "Rows per page" }).selectOption("25");
      await expect(page.getByRole("row")).toHaveCount(26); // header + 25
      await expect(page.getByText("1–25 of 26")).toBeVisible();
      await page.getByRole("button", { name: "Page 2" }).click();
      await expect(page.getByRole("row")).toHaveCount(2);
      await expect(page).toHaveURL(/page=1/);
    } finally {
      // The public pages the other tests read keep the seed's partners only.
      for (const id of created) await mutate(page, "partner.delete", { id });
    }
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

    await findRow(page, "/admin/regions", renamed);
    await flip(page, words.en.statusOf(renamed), false);
    await page.goto("/");
    await expect(participating(page).filter({ hasText: "Saudi Arabia" })).toHaveCount(1);
    await expect(participating(page).filter({ hasText: renamed })).toHaveCount(0);

    await findRow(page, "/admin/regions", renamed);
    await deleteRow(page, renamed);
  });

  test("a season is created, edited, its registration, home page and status switches saved, and deleted", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = unique();
    const name = `E2E Season ${stamp}`;
    const slug = `e2e-season-${stamp}`;
    const registrationOpen = "Registration for this season is open through national organizers.";
    await page.goto("/admin/seasons/new");
    await expect(page.getByRole("heading", { name: "New season", level: 1 })).toBeVisible();
    await field(page, "Name in English").fill(name);
    await field(page, "Name in Arabic").fill(`موسم ${stamp}`);
    // The season's own title and description come before those of its three blocks.
    await field(page, "Title in English").first().fill("Robots for the planet");
    await field(page, "Title in Arabic").first().fill("روبوتات من أجل الكوكب");
    await field(page, "Description in English").first().fill("A season of the browser tests.");
    await field(page, "Description in Arabic").first().fill("موسم من اختبارات المتصفح.");
    await field(page, "Slug").fill(slug);
    for (const number of [1, 2, 3]) {
      const block = page.getByRole("group", { name: `Attribute ${number}` });
      await field(block, "Title in English").fill(`Block ${number}`);
      await field(block, "Title in Arabic").fill(`القسم ${number}`);
      await field(block, "Description in English").fill(`About block ${number}.`);
      await field(block, "Description in Arabic").fill(`عن القسم ${number}.`);
    }
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/seasons\/?$/);
    await expect(await search(page, name)).toHaveCount(1);

    await page.goto(`/seasons/${slug}/`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Block 3", level: 2 })).toBeVisible();
    await expect(page.getByText(registrationOpen)).toHaveCount(0);

    await findRow(page, "/admin/seasons", name);
    await openEdit(page, name, "Edit season");
    await field(page, "Title in English").first().fill("Robots for a better planet");
    await save(page, words.en.updated);
    await expect(await search(page, name)).toHaveCount(1);
    await flip(page, `Registration of ${name}`, true);
    await flip(page, `${name} on the home page`, true);

    await page.goto(`/seasons/${slug}/`);
    await expect(page.getByText("Robots for a better planet")).toBeVisible();
    await expect(page.getByText(registrationOpen)).toBeVisible();

    await findRow(page, "/admin/seasons", name);
    await flip(page, words.en.statusOf(name), false);
    // The other two switches keep their saved positions.
    await expect(page.getByRole("switch", { name: `Registration of ${name}`, exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: `${name} on the home page`, exact: true })).toBeChecked();
    // A hidden season has no public page (asked without the browser, which would log the 404).
    expect((await page.request.get(`/seasons/${slug}/`)).status()).toBe(404);

    await deleteRow(page, name);
  });

  test("an admin is created with valid data, signs in, is edited, deactivated (then refused) and deleted", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = unique();
    const name = `E2E Admin ${stamp}`;
    const email = `e2e.admin.${stamp}@example.org`;
    const account = { login: `2${stamp.slice(-9)}`, password: "E2E-Secret-2025" };
    await page.goto("/admin/admins/new");
    await expect(page.getByRole("heading", { name: "New admin", level: 1 })).toBeVisible();
    await field(page, "Name").fill(name);
    await field(page, "Email").fill(email);
    await field(page, "Phone").fill("+966 50 123 4567");
    await field(page, "National ID").fill(account.login);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(account.password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(account.password);
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/admins\/?$/);
    let row = await search(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText(account.login);
    await expect(row).toContainText("+966501234567");

    // The new admin can sign in with the password set here.
    await inFreshContext(browser, (other) => signIn(other, account));

    await openEdit(page, name, "Edit admin");
    const renamed = `${name} edited`;
    const newEmail = `e2e.admin.${stamp}.edited@example.org`;
    await field(page, "Name").fill(renamed);
    await field(page, "Email").fill(newEmail);
    await save(page, words.en.updated);
    row = await search(page, renamed);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(newEmail);

    await flip(page, words.en.statusOf(renamed), false);
    // A disabled admin cannot sign in any more.
    await inFreshContext(browser, async (other) => {
      await submitSignIn(other, account);
      await expect(
        other
          .getByRole("alert")
          .filter({ hasText: "This account is disabled. Please contact the organizers." }),
      ).toBeVisible();
      await expect(other).toHaveURL(/\/admin\/auth\/signin/);
    });

    await deleteRow(page, renamed);
  });

  test("an announcement is created, edited, shown on /announcements/, deactivated and deleted", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = unique();
    const title = `E2E News ${stamp}`;
    const slug = `e2e-news-${stamp}`;
    await page.goto("/admin/announcements/new");
    await expect(page.getByRole("heading", { name: "New announcement", level: 1 })).toBeVisible();
    await field(page, "Title in English").fill(title);
    await field(page, "Title in Arabic").fill(`خبر ${stamp}`);
    await field(page, "Text in English").fill("The first paragraph.\n\nThe second paragraph.");
    await field(page, "Text in Arabic").fill("الفقرة الأولى.");
    await field(page, "Slug").fill(slug);
    // "Published on" starts at today.
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/announcements\/?$/);
    const row = await search(page, title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(slug);

    await openEdit(page, title, "Edit announcement");
    const renamed = `${title} edited`;
    await field(page, "Title in English").fill(renamed);
    await save(page, words.en.updated);

    await page.goto("/announcements/");
    const article = page.getByRole("article", { name: renamed });
    await expect(article).toBeVisible();
    await expect(article.getByRole("paragraph")).toContainText([
      "The first paragraph.",
      "The second paragraph.",
    ]);

    await findRow(page, "/admin/announcements", renamed);
    await flip(page, words.en.statusOf(renamed), false);
    await page.goto("/announcements/");
    await expect(page.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);

    await findRow(page, "/admin/announcements", renamed);
    await deleteRow(page, renamed);
  });

  const hotelText = {
    en: {
      newHotel: "New hotel",
      editHotel: "Edit hotel",
      nameEn: "Name in English",
      nameAr: "Name in Arabic",
      areaEn: "Area in English",
      areaAr: "Area in Arabic",
      stars: "Stars",
      link: "Link",
      fourStars: "4 stars",
      edited: "edited",
      hotelsPage: "/Hotels/",
    },
    ar: {
      newHotel: "فندق جديد",
      editHotel: "تعديل الفندق",
      nameEn: "الاسم بالإنجليزية",
      nameAr: "الاسم بالعربية",
      areaEn: "المنطقة بالإنجليزية",
      areaAr: "المنطقة بالعربية",
      stars: "النجوم",
      link: "الرابط",
      fourStars: "٤ نجوم",
      edited: "معدل",
      hotelsPage: "/ar/Hotels/",
    },
  } as const;
  for (const lang of ["en", "ar"] as const) {
    test(`a hotel is created, shown on the hotels page, edited, toggled off and on, and deleted (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const text = hotelText[lang];
      await setLanguage(page, lang);
      const stamp = unique();
      const hotel = {
        nameEn: `E2E Hotel ${stamp}`,
        nameAr: `فندق تجريبي ${stamp}`,
        areaEn: "Al Fanateer",
        areaAr: "الفناتير",
      };
      // The list and the site show the names of their language.
      const name = lang === "ar" ? hotel.nameAr : hotel.nameEn;
      const area = lang === "ar" ? hotel.areaAr : hotel.areaEn;
      await page.goto("/admin/hotels/new");
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { name: text.newHotel, level: 1 })).toBeVisible();
      await field(page, text.nameEn).fill(hotel.nameEn);
      await field(page, text.nameAr).fill(hotel.nameAr);
      await field(page, text.areaEn).fill(hotel.areaEn);
      await field(page, text.areaAr).fill(hotel.areaAr);
      await field(page, text.stars).fill("4");
      await field(page, text.link).fill("https://example.com/e2e-hotel");
      await save(page, words[lang].saved, lang);
      await expect(page).toHaveURL(/\/admin\/hotels\/?$/);
      const row = await search(page, name, lang);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(area);

      const card = (page: Page, name: string) =>
        page.getByRole("article").filter({ has: page.getByRole("heading", { name, level: 3 }) });
      await page.goto(text.hotelsPage);
      await expect(card(page, name)).toContainText(area);
      await expect(card(page, name)).toContainText(text.fourStars);
      await expect(card(page, name).getByRole("link")).toHaveAttribute(
        "href",
        "https://example.com/e2e-hotel",
      );

      await findRow(page, "/admin/hotels", name, lang);
      await openEdit(page, name, text.editHotel, lang);
      const renamed = `${name} ${text.edited}`;
      await field(page, lang === "ar" ? text.nameAr : text.nameEn).fill(renamed);
      await save(page, words[lang].updated, lang);
      await expect(await search(page, renamed, lang)).toHaveCount(1);
      await flip(page, words[lang].statusOf(renamed), false, lang);
      await flip(page, words[lang].statusOf(renamed), true, lang);
      await deleteRow(page, renamed, lang);

      await page.goto(text.hotelsPage);
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(card(page, renamed)).toHaveCount(0);
      await expect(card(page, name)).toHaveCount(0);
    });
  }

  test("an FAQ is edited and deactivated; the site's footer follows", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = unique();
    const question = `E2E question ${stamp}`;
    await mutate(page, "faq.create", {
      questionEn: question,
      questionAr: `سؤال ${stamp}`,
      answerEn: "An answer.",
      answerAr: "إجابة.",
      order: 0,
    });
    await findRow(page, "/admin/faqs", question);
    await openEdit(page, question, "Edit question");
    const renamed = `${question} edited`;
    await field(page, "Question in English").fill(renamed);
    await field(page, "Answer in English").fill("An edited answer.");
    await save(page, words.en.updated);

    const footer = page.getByRole("contentinfo");
    await page.goto("/announcements/");
    await expect(footer.getByText(renamed)).toBeVisible();
    await footer.getByText(renamed).click();
    await expect(footer.getByText("An edited answer.")).toBeVisible();

    await findRow(page, "/admin/faqs", renamed);
    await flip(page, words.en.statusOf(renamed), false);
    await page.goto("/announcements/");
    await expect(footer.getByText("Does the fee include hotel and transport?")).toBeVisible();
    await expect(footer.getByText(renamed)).toHaveCount(0);

    await findRow(page, "/admin/faqs", renamed);
    await deleteRow(page, renamed);
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

    await findRow(page, "/admin/faqs", question);
    await deleteRow(page, question);
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
