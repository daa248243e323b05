import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  allowFailedRequests,
  clickUntil,
  expect,
  expectDocumentLanguage,
  fillSignUpAs,
  langs,
  newPerson,
  prefix,
  signInOnSignInPage,
  test,
  text,
  type Lang,
} from "../../support/accounts.ts";

// PDPL rights on a phone, in both languages: the privacy notice from the footer and from the
// sign-up form, the account page's download of one's data, and deleting the account, after
// which the password no longer signs in.

const phone = { width: 390, height: 844 };

const words = {
  en: {
    menu: "Menu",
    notice: "Privacy notice",
    noticeLink: "privacy notice",
    yourData: "Your data",
    download: "Download my data",
    downloaded: "Your data has been downloaded.",
    deleteOpen: "Delete my account…",
    deleteSubmit: "Delete my account",
    password: "Your password",
    confirm: "I understand that my account and its data will be deleted for good.",
    wrongPassword: "The password is incorrect.",
    deleted: "Your account has been deleted.",
  },
  ar: {
    menu: "القائمة",
    notice: "إشعار الخصوصية",
    noticeLink: "إشعار الخصوصية",
    yourData: "بياناتك",
    download: "تنزيل بياناتي",
    downloaded: "تم تنزيل بياناتك.",
    deleteOpen: "حذف حسابي…",
    deleteSubmit: "احذف حسابي",
    password: "كلمة المرور الخاصة بك",
    confirm: "أدرك أن حسابي وبياناته ستُحذف نهائيًا.",
    wrongPassword: "كلمة المرور غير صحيحة.",
    deleted: "تم حذف حسابك.",
  },
} satisfies Record<Lang, Record<string, string>>;

/** Where a screenshot for reviewing the layout (LTR and RTL) goes: the test's output folder. */
const shot = (name: string) => test.info().outputPath(name);

/** The phone header hides the account controls behind its menu button. */
async function openSignUpOnPhone(page: Page, lang: Lang) {
  const menu = page.getByRole("banner").getByRole("button", { name: words[lang].menu, exact: true });
  const signUp = page.getByRole("banner").getByRole("button", { name: text[lang].signUp, exact: true });
  await clickUntil(menu, signUp);
  const dialog = page.getByRole("dialog");
  await clickUntil(signUp, dialog);
  return dialog;
}

for (const lang of langs) {
  test.describe(`privacy rights on a phone (${lang})`, () => {
    test.use({ viewport: phone });

    test("notice from the footer, sign-up, download of one's data, deletion; then sign-in is refused", async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const w = words[lang];
      const t = text[lang];

      // The notice, from the footer of any page.
      await page.goto(`${prefix(lang)}/`);
      await page.getByRole("contentinfo").getByRole("link", { name: w.notice }).click();
      await expect(page).toHaveURL(`${prefix(lang)}/privacy/`);
      await expectDocumentLanguage(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.notice);
      await page.screenshot({ path: shot(`privacy-${lang}.png`) });
      await page.screenshot({ path: shot(`privacy-${lang}-full.png`), fullPage: true });

      // Sign-up: the form points to the notice beside its submit button.
      const person = newPerson("Privacy");
      const dialog = await openSignUpOnPhone(page, lang);
      await fillSignUpAs(dialog, lang, "student", person);
      await expect(dialog.getByRole("link", { name: w.noticeLink })).toHaveAttribute(
        "href",
        `${prefix(lang)}/privacy/`,
      );
      await dialog.getByRole("button", { name: t.createAccount }).click();
      await expect(page.getByText(t.accountCreated)).toBeVisible();

      // The account page: download everything kept, as JSON.
      await page.goto(`${prefix(lang)}/account/`);
      const download = page.waitForEvent("download");
      await clickUntil(page.getByRole("button", { name: w.download }), page.getByText(w.downloaded));
      const file = await (await download).path();
      const data = JSON.parse(await readFile(file, "utf8")) as { account: Record<string, unknown> };
      expect(data.account).toMatchObject({
        name: person.name,
        email: person.email,
        nationalId: person.nationalId,
        role: "student",
      });
      expect(JSON.stringify(data)).not.toMatch(/passwordHash|sessionVersion|\$scrypt|\$argon|\$2[aby]\$/);
      await page.getByRole("heading", { name: w.yourData, level: 2 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`account-${lang}.png`) });

      // Deletion: the password again and a yes; a wrong password is refused beside the field.
      await page.getByRole("button", { name: w.deleteOpen }).click();
      await page.getByLabel(w.password).fill("not-my-password");
      await page.getByLabel(w.confirm).check();
      await page.getByRole("button", { name: w.deleteSubmit, exact: true }).click();
      await expect(page.getByText(w.wrongPassword)).toBeVisible();
      allowFailedRequests(consoleErrors, "privacy.deleteOwnAccount");
      await page.screenshot({ path: shot(`account-delete-${lang}.png`) });

      await page.getByLabel(w.password).fill(person.password);
      await page.getByRole("button", { name: w.deleteSubmit, exact: true }).click();
      await expect(page).toHaveURL(`${prefix(lang)}/`);
      await expect(page.getByText(w.deleted)).toBeVisible();

      // The account is gone: its password signs in no more, and the account page asks to sign in.
      await signInOnSignInPage(page, lang, person.nationalId, person.password);
      await expect(page.getByText(t.wrongCredentials)).toBeVisible();
      allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/signin/\\?redirect=`));
    });
  });
}
