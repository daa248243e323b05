import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures.ts";

// The header on phones (issue 13 item 1): one short bar with a menu button that reveals both
// menus, the account controls and the language switch; every popup stays on screen.

const langs = ["en", "ar"] as const;
type Lang = (typeof langs)[number];
const prefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");

const text = {
  en: {
    menu: "Menu",
    event: "Event",
    jubail: "Jubail",
    signUp: "Sign up",
    signIn: "Sign in",
    signOut: "Sign out",
    language: "العربية",
  },
  ar: {
    menu: "القائمة",
    event: "الحدث",
    jubail: "الجبيل",
    signUp: "إنشاء حساب",
    signIn: "تسجيل الدخول",
    signOut: "تسجيل الخروج",
    language: "English",
  },
} as const;

const navPages = [
  ["Event", "/registration/"],
  ["Event", "/scheduale/"],
  ["Event", "/transportation/"],
  ["Event", "/event-details/"],
  ["Event", "/visitor-registration/"],
  ["Event", "/general-information/"],
  ["Jubail", "/welcome-jubail/"],
  ["Jubail", "/arrival-options/"],
  ["Jubail", "/visa/"],
  ["Jubail", "/Hotels/"],
  [null, "/about-us/"],
  [null, "/contact-us/"],
] as const;

const phone = { width: 390, height: 844 };

/** Fails when any part of the element is outside the viewport. */
async function expectInsideViewport(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, "left edge").toBeGreaterThanOrEqual(0);
  expect(box.y, "top edge").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge").toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, "bottom edge").toBeLessThanOrEqual(height + 0.5);
}

const menuButton = (page: Page, lang: Lang) =>
  page.getByRole("banner").getByRole("button", { name: text[lang].menu, exact: true });

/** Opens the phone menu (retrying until the page has hydrated). */
async function openMenu(page: Page, lang: Lang) {
  const button = menuButton(page, lang);
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
}

async function signInAsNewStudent(page: Page) {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const person = {
    name: `Fatimah Al-Qahtani ${digits.slice(0, 4)}`,
    nationalId: `2${digits}`,
    password: `Robots-${digits}`,
  };
  const created = await page.request.post("/api/trpc/auth.signUp", {
    data: {
      json: {
        name: person.name,
        email: `phone-${digits}@example.com`,
        national_id: person.nationalId,
        phone_number: "+966 50 123 4567",
        password: person.password,
        c_password: person.password,
        type: 0,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return person;
}

for (const lang of langs) {
  test.describe(`phone header (${lang})`, () => {
    test.use({ viewport: phone });

    test("the header is at most 64 px tall, and the menu button opens and closes the menu", async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/`);
      const header = page.getByRole("banner");
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      const main = page.getByRole("navigation", { name: lang === "ar" ? "الرئيسية" : "Main" });
      await expect(main).toBeHidden();
      await page.screenshot({ path: `test-results/phone-header-${lang}-closed.png` });

      await openMenu(page, lang);
      await expect(main).toBeVisible();
      await expect(page.getByRole("link", { name: text[lang].language })).toBeVisible();
      await expect(header.getByRole("link", { name: text[lang].signIn })).toBeVisible();
      await expect(header.getByRole("button", { name: text[lang].signUp, exact: true })).toBeVisible();
      expect((await header.boundingBox())!.height, "the bar keeps its height").toBeLessThanOrEqual(64);
      await page.screenshot({ path: `test-results/phone-header-${lang}-open.png` });

      // Escape closes it and gives focus back to the button.
      await page.keyboard.press("Escape");
      await expect(menuButton(page, lang)).toHaveAttribute("aria-expanded", "false");
      await expect(menuButton(page, lang)).toBeFocused();
      await expect(main).toBeHidden();
    });

    test("focus stays in the open menu", async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
      await openMenu(page, lang);
      const button = menuButton(page, lang);
      await button.focus();
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      // Going round the whole menu with Tab comes back to the button, never leaving the menu.
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(
          (id) => document.activeElement?.closest(`#${CSS.escape(id)}, [aria-controls="${id}"]`) !== null,
          (await button.getAttribute("aria-controls"))!,
        );
        expect(inside, `focus after ${step + 1} Tab presses`).toBe(true);
      }
      await button.focus();
      await page.keyboard.press("Shift+Tab");
      await expect(panel.getByRole("link", { name: text[lang].language })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
    });

    test("an Escape in a submenu closes only the submenu", async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
      await openMenu(page, lang);
      const event = page.getByRole("button", { name: text[lang].event });
      await event.click();
      await expect(event).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(event).toHaveAttribute("aria-expanded", "false");
      await expect(menuButton(page, lang)).toHaveAttribute("aria-expanded", "true");
    });

    test("the menu reaches every page of the navigation", async ({ page }) => {
      for (const [menu, path] of navPages) {
        await page.goto(`${prefix(lang)}/`);
        await openMenu(page, lang);
        if (menu)
          await page.getByRole("button", { name: text[lang][menu === "Event" ? "event" : "jubail"] }).click();
        const link = page.getByRole("banner").locator(`a[href="${prefix(lang)}${path}"]`);
        await expectInsideViewport(page, link);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}${path}$`));
      }
    });

    test("the sign-up popup stays inside the screen at 320 and 430 px", async ({ page }) => {
      for (const width of [320, 430]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix(lang)}/`);
        await openMenu(page, lang);
        await page.getByRole("banner").getByRole("button", { name: text[lang].signUp, exact: true }).click();
        const dialog = page.getByRole("dialog");
        await expectInsideViewport(page, dialog);
        if (width === 320) await page.screenshot({ path: `test-results/phone-signup-${lang}-320.png` });
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });

    test("the signed-in account menu opens inside the screen at 320 and 430 px", async ({ page }) => {
      const person = await signInAsNewStudent(page);
      await page.goto("/signin/");
      await page.getByLabel("National ID or e-mail").fill(person.nationalId);
      await page.getByLabel("Password", { exact: true }).fill(person.password);
      await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
      // A student lands on their account page (walk-through 3, L13).
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account\/$/);
      for (const width of [320, 430]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix(lang)}/visa/`);
        await openMenu(page, lang);
        const account = page.getByRole("button", { name: new RegExp(person.name) });
        await account.click();
        const signOut = page.getByRole("button", { name: text[lang].signOut });
        await expectInsideViewport(page, signOut);
        await expectInsideViewport(page, account);
        if (width === 320) await page.screenshot({ path: `test-results/phone-account-${lang}-320.png` });
      }
    });
  });
}

test.describe("wide header", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const lang of langs) {
    test(`one bar with every control, no menu button (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
      await expect(menuButton(page, lang)).toBeHidden();
      const header = page.getByRole("banner");
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
      await header.getByRole("button", { name: text[lang].event }).click();
      await expectInsideViewport(
        page,
        header.locator("ul[id]").filter({ has: page.locator(`a[href="${prefix(lang)}/registration/"]`) }),
      );
      await page.screenshot({ path: `test-results/wide-header-${lang}.png` });
    });
  }
});
