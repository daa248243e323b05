import {
  allowFailedRequests,
  chooseAccountType,
  clickUntil,
  expect,
  expectDocumentLanguage,
  fillSignUp,
  fillSignUpAs,
  langs,
  newPerson,
  openSignUp,
  prefix,
  test,
  text,
} from "../../support/accounts.ts";
import { trpcCall } from "../../support/trpc.ts";

test.describe("sign-up popup", () => {
  for (const lang of langs) {
    test(`a student signs up and is signed in at once (${lang})`, async ({ page }) => {
      const t = text[lang];
      const person = newPerson("Student");
      await page.goto(`${prefix(lang)}/`);
      await expectDocumentLanguage(page, lang);
      const dialog = await openSignUp(page, lang);
      await fillSignUpAs(dialog, lang, "student", person);
      await dialog.getByRole("button", { name: t.createAccount }).click();

      await expect(page.getByText(t.accountCreated)).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("button", { name: `${t.accountMenu}: ${person.name}` })).toBeVisible();
      // Walk-through 3, L13: on their own page, not back on home with only a toast.
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);

      expect(await trpcCall(page.request, "auth.me", undefined, "query")).toMatchObject({
        nationalId: person.nationalId,
        email: person.email,
        phoneNumber: "+966501234567",
        role: "student",
      });
    });

    test(`a coach signs up and is told an organizer will verify the account (${lang})`, async ({ page }) => {
      const t = text[lang];
      await page.goto(`${prefix(lang)}/`);
      const dialog = await openSignUp(page, lang);
      await fillSignUpAs(dialog, lang, "coach", newPerson("Coach"));
      await dialog.getByRole("button", { name: t.createAccount }).click();

      await expect(dialog.getByRole("status")).toHaveText(t.awaitingVerification);
      // A coach is not signed in before verification.
      await expect(page.getByRole("banner").getByRole("button", { name: t.signUp })).toBeVisible();
      expect((await page.request.get("/api/trpc/auth.me")).status()).toBe(401);
    });

    test(`every spec §5 message shows for its case (${lang})`, async ({ page }) => {
      const t = text[lang];
      const person = newPerson("Student");
      await page.goto(`${prefix(lang)}/registration/`);
      const dialog = await openSignUp(page, lang);
      await chooseAccountType(dialog, lang, "student");
      const submit = dialog.getByRole("button", { name: t.createAccount });
      const alert = dialog.getByRole("alert");
      const signUps: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/trpc/auth.signUp")) signUps.push(request.url());
      });

      await submit.click();
      await expect(alert).toHaveText(t.fillAll);
      await expect(dialog.getByLabel(t.name)).toBeFocused();

      // One field left empty is still the same message, and the field is marked.
      await fillSignUp(dialog, lang, { ...person, phone: "" });
      await submit.click();
      await expect(alert).toHaveText(t.fillAll);
      await expect(dialog.getByLabel(t.phone)).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel(t.phone)).toBeFocused();

      await dialog.getByLabel(t.phone).fill("0512");
      await submit.click();
      await expect(dialog.getByText(t.invalidPhone)).toBeVisible();
      await expect(dialog.getByLabel(t.phone)).toHaveAttribute("aria-invalid", "true");

      await dialog.getByLabel(t.phone).fill(person.phone);
      await dialog.getByLabel(t.confirm).fill(`${person.password}x`);
      await submit.click();
      await expect(dialog.getByText(t.notMatched)).toBeVisible();
      await expect(dialog.getByLabel(t.confirm)).toBeFocused();
      // Every case above was caught in the browser, before anything was sent.
      expect(signUps).toEqual([]);
    });

    test(`a double-clicked submit creates one account; the next try names the duplicate (${lang})`, async ({
      page,
      browser,
      consoleErrors,
    }) => {
      const t = text[lang];
      const person = newPerson("Student");
      const signUps: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/trpc/auth.signUp")) signUps.push(request.method());
      });
      await page.goto(`${prefix(lang)}/`);
      const dialog = await openSignUp(page, lang);
      await fillSignUpAs(dialog, lang, "student", person);
      await dialog.getByRole("button", { name: t.createAccount }).dblclick();
      await expect(page.getByText(t.accountCreated)).toBeVisible();
      expect(signUps).toEqual(["POST"]);

      // Someone else (another browser) tries the same national ID.
      const other = await browser.newPage();
      await other.goto(`${prefix(lang)}/`);
      const otherDialog = await openSignUp(other, lang);
      const again = { ...newPerson("Student"), nationalId: person.nationalId };
      await fillSignUpAs(otherDialog, lang, "student", again);
      await otherDialog.getByRole("button", { name: t.createAccount }).click();
      await expect(otherDialog.getByText(t.nationalIdTaken)).toBeVisible();
      await expect(otherDialog.getByLabel(t.nationalId)).toHaveAttribute("aria-invalid", "true");
      // The form keeps what was typed.
      await expect(otherDialog.getByLabel(t.email)).toHaveValue(again.email);
      await expect(otherDialog.getByLabel(t.password, { exact: true })).toHaveValue(again.password);
      await other.close();
      allowFailedRequests(consoleErrors, "/api/trpc/auth.signUp");
    });

    test(`Escape closes the popup and focus returns to the button (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
      const dialog = await openSignUp(page, lang);
      await expect(dialog.getByRole("button", { name: text[lang].createNew })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(
        page.getByRole("banner").getByRole("button", { name: text[lang].signUp, exact: true }),
      ).toBeFocused();
    });
  }

  test("“I joined before” goes to sign-in, coming back to the current page", async ({ page }) => {
    await page.goto("/visa/");
    const dialog = await openSignUp(page, "en");
    await dialog.getByRole("link", { name: /Already have an account/ }).click();
    await expect(page).toHaveURL(/\/signin\/\?redirect=%2Fvisa%2F$/);
  });

  test("the popup fits a phone screen in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ar/");
    await clickUntil(
      page.getByRole("button", { name: "القائمة", exact: true }),
      page.getByRole("navigation", { name: "الرئيسية" }),
    );
    const dialog = await openSignUp(page, "ar");
    await chooseAccountType(dialog, "ar", "student");
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    const name = (await dialog.getByLabel(text.ar.name).boundingBox())!;
    // Right to left: the field's label starts at the right edge.
    const label = (await dialog.getByText(text.ar.name, { exact: true }).boundingBox())!;
    expect(label.x + label.width).toBeGreaterThan(name.x + name.width - 4);
  });
});
