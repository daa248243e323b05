import {
  admin,
  chooseAccountType,
  createStudent,
  expect,
  expectDocumentLanguage,
  langs,
  openSignUp,
  prefix,
  signInOnSignInPage,
  signInWithForm,
  test,
  text,
} from "../../support/accounts.ts";
import { axeViolations } from "../../support/axe.ts";

test.describe("student and coach view", () => {
  for (const lang of langs) {
    test(`a student's account page shows their profile and leads to team registration (${lang})`, async ({
      page,
      request,
    }) => {
      const t = text[lang];
      const student = await createStudent(request);
      await page.goto(`${prefix(lang)}/signin/?redirect=${encodeURIComponent(`${prefix(lang)}/account/`)}`);
      await signInWithForm(page, lang, student.nationalId, student.password);
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.welcome} ${student.name}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: t.yourProfile })).toBeVisible();
      await expect(main.getByText(student.email)).toBeVisible();
      // The placeholder cards of walk-through 3, M4 are gone.
      await expect(main.getByRole("link", { name: /shop|المتجر/i })).toHaveCount(0);
      await main.getByRole("link", { name: t.teamRegistrationLink, exact: true }).click();
      await expect(page).toHaveURL(`${prefix(lang)}/team-registration/`);
    });
  }
});

test.describe("route guards (spec §2, §6)", () => {
  for (const lang of langs) {
    test(`visitors are redirected, never shown an error (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // teamReg: home with a random six-character token.
      await page.goto(`${prefix(lang)}/team-registration/`);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/\\?token=[A-Za-z0-9]{6}$`));
      await expectDocumentLanguage(page, lang);
      // Walk-through 3, M9: home says why, with the way back in.
      const note = page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: text[lang].signInToRegister });
      await expect(note).toBeVisible();
      await page.screenshot({ path: `/tmp/wro/shots/w3b-home-token-${lang}-390.png` });
      await expect(note.getByRole("link", { name: text[lang].signIn })).toHaveAttribute(
        "href",
        `${prefix(lang)}/signin/?redirect=${encodeURIComponent(`${prefix(lang)}/team-registration/`)}`,
      );
      // Without the token, home shows no such note.
      await page.goto(`${prefix(lang)}/`);
      await expect(page.getByText(text[lang].signInToRegister)).toHaveCount(0);
      // The student and coach view: sign in first, then come back.
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page).toHaveURL(
        `${prefix(lang)}/signin/?redirect=${encodeURIComponent(`${prefix(lang)}/account/`)}`,
      );
    });
  }

  test("a token is new on every visit", async ({ page }) => {
    await page.goto("/team-registration/");
    const first = new URL(page.url()).searchParams.get("token");
    await page.goto("/team-registration/");
    expect(new URL(page.url()).searchParams.get("token")).not.toBe(first);
  });

  for (const lang of langs) {
    test(`a signed-in admin is sent on by the student pages and the sign-in page (${lang})`, async ({
      page,
    }) => {
      await signInOnSignInPage(page, lang, admin.email, admin.password);
      await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
      // teamReg, wrong role: the 2024 season page (in the visitor's language).
      await page.goto(`${prefix(lang)}/team-registration/`);
      await expect(page).toHaveURL(`${prefix(lang)}/seasons/wro-2024/`);
      // Mode none, wrong role: home.
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page).toHaveURL(`${prefix(lang)}/`);
      // The public sign-in page sends an admin to the dashboard.
      await page.goto(`${prefix(lang)}/signin/`);
      await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
    });
  }

  test("a signed-in student may see team registration; the sign-in page sends them home", async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await signInOnSignInPage(page, "en", student.nationalId, student.password);
    await expect(page).toHaveURL("/account/");
    await page.goto("/team-registration/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.teamRegistration);
    await page.goto("/ar/signin/");
    await expect(page).toHaveURL("/ar/");
  });
});

test.describe("accessibility of the account screens", () => {
  for (const lang of langs) {
    test(`axe finds no violations on sign-in, the popup and the account page (${lang})`, async ({
      page,
      request,
    }) => {
      const t = text[lang];
      await page.goto(`${prefix(lang)}/signin/`);
      await page.getByRole("main").getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.signInEmpty);
      expect(await axeViolations(page)).toEqual([]);

      const dialog = await openSignUp(page, lang);
      expect(await axeViolations(page)).toEqual([]);
      await chooseAccountType(dialog, lang, "student");
      await dialog.getByRole("button", { name: t.createAccount }).click();
      await expect(dialog.getByRole("alert")).toHaveText(t.fillAll);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      const student = await createStudent(request);
      await signInWithForm(page, lang, student.nationalId, student.password);
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.welcome} ${student.name}`);
      await expect(page.getByText(student.email)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
