import type { Browser, Page } from "@playwright/test";
import {
  allowFailedRequests,
  createStudent,
  expect,
  langs,
  prefix,
  signInOnSignInPage,
  signInWithForm,
  test,
  text,
  type Lang,
  type Person,
} from "../../support/accounts.ts";
import { axeViolations } from "../../support/axe.ts";
import { trpcCall } from "../../support/trpc.ts";

// Walk-through 3, M4: a real account page — the profile (national ID masked), a password change
// under the sign-up rule that ends the other sessions, and the language of the mails.

const words = {
  en: {
    student: "Student",
    verified: "Verified",
    current: "Current password",
    newPassword: "New password",
    confirm: "Confirm the new password",
    change: "Change the password",
    wrongCurrent: "The current password is incorrect.",
    tooShort: "The password must have at least 12 characters.",
    changed: "Your password has been changed. Your other devices are signed out.",
    saveLanguage: "Save the language",
    languageSaved: "Saved. Our e-mails to you will be in this language.",
  },
  ar: {
    student: "طالب",
    verified: "موثّق",
    current: "كلمة المرور الحالية",
    newPassword: "كلمة المرور الجديدة",
    confirm: "تأكيد كلمة المرور الجديدة",
    change: "تغيير كلمة المرور",
    wrongCurrent: "كلمة المرور الحالية غير صحيحة.",
    tooShort: "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل.",
    changed: "تم تغيير كلمة المرور، وخرجت من حسابك على أجهزتك الأخرى.",
    saveLanguage: "حفظ اللغة",
    languageSaved: "تم الحفظ. ستصلك رسائلنا بهذه اللغة.",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The session of the page's browser, as the site's header reads it. */
const sessionUser = (page: Page) => async () =>
  ((await (await page.request.get("/api/auth/session/")).json()) as { user?: { name: string } }).user;

/** A second browser signed in as the person: the "other device" a new password signs out. */
async function otherDevice(browser: Browser, baseURL: string, lang: Lang, person: Person) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInOnSignInPage(page, lang, person.nationalId, person.password);
  await expect(page).toHaveURL(`${prefix(lang)}/account/`);
  const user = async () =>
    ((await (await page.request.get("/api/auth/session/")).json()) as { user?: { id: string } }).user;
  return { user, close: () => context.close() };
}

async function changePassword(page: Page, lang: Lang, current: string, next: string) {
  const w = words[lang];
  await page.getByLabel(w.current, { exact: true }).fill(current);
  await page.getByLabel(w.newPassword, { exact: true }).fill(next);
  await page.getByLabel(w.confirm, { exact: true }).fill(next);
  await page.getByRole("button", { name: w.change }).click();
}

for (const lang of langs) {
  test(`a student's account page: profile, a new password, the mails' language (${lang}, phone)`, async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.slow(); // four sign-ins and a password change, each a deliberately slow hash
    const t = text[lang];
    const w = words[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    const student = await createStudent(page.request);
    const other = await otherDevice(browser, baseURL!, lang, student);
    await signInOnSignInPage(page, lang, student.nationalId, student.password);
    await expect(page).toHaveURL(`${prefix(lang)}/account/`);

    const main = page.getByRole("main");
    await expect(main.getByText(student.email)).toBeVisible();
    await expect(main.getByText(`••••••${student.nationalId.slice(-4)}`)).toBeVisible();
    await expect(main.getByText(student.nationalId, { exact: true })).toHaveCount(0);
    await expect(main.getByText(w.student, { exact: true })).toBeVisible();
    await expect(main.getByText(w.verified, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/wro/shots/w3b-account-${lang}-390.png`, fullPage: true });

    // A wrong current password and a short new one are refused beside their fields.
    await changePassword(page, lang, "not my password at all", "a much better robot secret");
    await expect(main.getByText(w.wrongCurrent)).toBeVisible();
    await changePassword(page, lang, student.password, "short");
    await expect(main.getByText(w.tooShort)).toBeVisible();
    await page.screenshot({ path: `/tmp/wro/shots/w3b-account-password-refused-${lang}-390.png` });

    await changePassword(page, lang, student.password, "a much better robot secret");
    await expect(main.getByRole("status").filter({ hasText: w.changed })).toBeVisible();
    // This device stays signed in (signed in again with the new password); the other one is out.
    await expect.poll(sessionUser(page)).toMatchObject({ name: student.name });
    await expect.poll(other.user).toBeUndefined();
    expect(await trpcCall(page.request, "account.own", undefined, "query")).toMatchObject({
      email: student.email,
    });

    // The mails' language: Arabic, kept after a reload.
    await main.getByRole("radio", { name: "العربية" }).check();
    await main.getByRole("button", { name: w.saveLanguage }).click();
    await expect(main.getByText(w.languageSaved)).toBeVisible();
    await page.reload();
    await expect(main.getByRole("radio", { name: "العربية" })).toBeChecked();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `/tmp/wro/shots/w3b-account-${lang}-1440.png`, fullPage: true });

    // The old password no longer signs in; the new one does.
    await page.context().clearCookies();
    await signInOnSignInPage(page, lang, student.email, student.password);
    await expect(main.getByRole("alert")).toHaveText(t.wrongCredentials);
    await signInWithForm(page, lang, student.email, "a much better robot secret");
    await expect(page).toHaveURL(`${prefix(lang)}/account/`);
    allowFailedRequests(consoleErrors, "/api/trpc/account.changePassword");
    allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
    await other.close();
  });
}
