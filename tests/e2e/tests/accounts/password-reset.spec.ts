import type { Browser, Page } from "@playwright/test";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { port } from "../../playwright.config.ts";
import {
  allowFailedRequests,
  createStudent,
  newPerson,
  prefix,
  signInOnSignInPage,
  text,
  type Lang,
} from "../../support/accounts.ts";
import { expect, mutate, setLanguage, submitSignIn, test } from "../../support/admin.ts";
import { axeViolations } from "../../support/axe.ts";
import { hydrated } from "../../support/fixtures.ts";

// Issue 13 item 8: "Forgot password?" for site and admin accounts, in both languages, through
// a real SMTP peer: the new password works, the old one fails, other sessions end, a used link
// is refused. (An expired link's refusal is proven in packages/api's password-reset.test.ts,
// which can move the link's hour; this server's clock cannot be.)

const words = {
  en: {
    forgot: "Forgot password?",
    login: "National ID or e-mail",
    sendLink: "Send the link",
    sent: "If an account has this national ID or e-mail address, we have sent a link to its e-mail address to choose a new password.",
    newPassword: "New password",
    confirm: "Confirm the new password",
    set: "Set the new password",
    done: "Your new password is set.",
    used: "This password-reset link has already been used. Please ask for a new one.",
    invalid: "This password-reset link is not valid. Please ask for a new one.",
    tooShort: "The password must have at least 12 characters.",
  },
  ar: {
    forgot: "نسيت كلمة المرور؟",
    login: "رقم الهوية الوطنية أو البريد الإلكتروني",
    sendLink: "أرسل الرابط",
    sent: "إن كان رقم الهوية الوطنية أو البريد الإلكتروني هذا لحساب لدينا، فقد أرسلنا إلى بريده الإلكتروني رابطًا لاختيار كلمة مرور جديدة.",
    newPassword: "كلمة المرور الجديدة",
    confirm: "تأكيد كلمة المرور الجديدة",
    set: "تعيين كلمة المرور الجديدة",
    done: "عُيّنت كلمة مرورك الجديدة",
    used: "استُخدم رابط إعادة تعيين كلمة المرور هذا من قبل. يرجى طلب رابط جديد.",
    invalid: "رابط إعادة تعيين كلمة المرور هذا غير صالح. يرجى طلب رابط جديد.",
    tooShort: "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل.",
  },
} satisfies Record<Lang, Record<string, string>>;

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
});
test.afterAll(() => peer?.close());

/** The reset link of the newest mail to `email`, once it has arrived. */
async function resetLink(email: string, count = 1): Promise<string> {
  await expect.poll(() => peer.to(email).length).toBe(count);
  return /https?:\/\/\S+\/reset-password\/\?token=[\w-]+/.exec(peer.to(email).at(-1)!.text ?? "")![0];
}

/** A browser of its own, signed in: the "other session" a new password must end. */
async function otherSession(browser: Browser, baseURL: string, signIn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page);
  const user = async () =>
    ((await (await page.request.get("/api/auth/session/")).json()) as { user?: { id: string } }).user;
  await expect.poll(user).toBeDefined();
  return { user, close: () => context.close() };
}

/**
 * Asks for the link from the page the "Forgot password?" link opened, by national ID or e-mail
 * (`login`), then sets `password` from the mail, which goes to the account's `email`.
 */
async function resetThroughMail(page: Page, lang: Lang, login: string, email: string, password: string) {
  const w = words[lang];
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/forgot-password/$`));
  // The URL changes as the new document starts: from the admin (no Next there) `hydrated` could
  // pass, and axe run, before its heading was parsed.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Reached by a click, from the site or the admin: its form works once the page has hydrated.
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(w.login).fill(login);
  await page.getByRole("button", { name: w.sendLink }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(w.sent);

  const link = await resetLink(email);
  expect(new URL(link).pathname).toBe(`${prefix(lang)}/reset-password/`);
  await page.goto(link);
  expect(await axeViolations(page)).toEqual([]);
  // The rules of sign-up, and nothing typed is lost.
  await page.getByLabel(w.newPassword, { exact: true }).fill("short");
  await page.getByLabel(w.confirm, { exact: true }).fill("short");
  await page.getByRole("button", { name: w.set }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(w.tooShort);
  await page.getByLabel(w.newPassword, { exact: true }).fill(password);
  await page.getByLabel(w.confirm, { exact: true }).fill(password);
  await page.getByRole("button", { name: w.set }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(w.done);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(w.used);
  return link;
}

for (const lang of ["en", "ar"] as const) {
  test(`a student resets a forgotten password (${lang}): old password fails, other sessions end, the link works once`, async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const anonymous = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await anonymous.newPage();
    const student = await createStudent(page.request, newPerson("Reset"));
    const signInOnSite = (password: string) => (target: Page) =>
      signInOnSignInPage(target, lang, student.email, password);
    const other = await otherSession(browser, baseURL!, signInOnSite(student.password));

    await page.goto(`${prefix(lang)}/signin/`);
    await page.getByRole("link", { name: words[lang].forgot }).click();
    // Walk-through 3, L12: by national ID, as the sign-in form takes it; the mail goes to the e-mail.
    await resetThroughMail(page, lang, student.nationalId, student.email, "a new robot secret");
    await expect.poll(other.user).toBeUndefined();

    await signInOnSite(student.password)(page);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text[lang].wrongCredentials);
    await signInOnSite("a new robot secret")(page);
    await expect(page).not.toHaveURL(/signin/);

    await page.goto(`${prefix(lang)}/reset-password/?token=not-a-link-of-ours-at-all`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(words[lang].invalid);
    allowFailedRequests(consoleErrors, "/api/trpc/auth.resetPassword");
    allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
    await other.close();
    await anonymous.close();
  });

  test(`an admin resets a forgotten password from the back office's sign-in (${lang})`, async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // A new admin of its own: the seeded one's session serves the other tests.
    const person = newPerson("Admin");
    await mutate(page, "admin.create", {
      name: person.name,
      email: person.email,
      phoneNumber: person.phone,
      nationalId: person.nationalId,
      nationality: "SA",
      password: person.password,
      confirmPassword: person.password,
    });
    const other = await otherSession(browser, baseURL!, (target) =>
      submitSignIn(target, { login: person.nationalId, password: person.password }),
    );

    const anonymous = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const resetPage = await anonymous.newPage();
    await setLanguage(resetPage, lang);
    await resetPage.goto("/admin/auth/signin");
    await resetPage.getByRole("link", { name: words[lang].forgot }).click();
    await resetThroughMail(resetPage, lang, person.email, person.email, "a new admin secret");
    await expect.poll(other.user).toBeUndefined();

    await submitSignIn(resetPage, { login: person.nationalId, password: person.password });
    await expect(resetPage).toHaveURL(/\/admin\/auth\/signin/);
    await submitSignIn(resetPage, { login: person.nationalId, password: "a new admin secret" });
    await expect(resetPage).toHaveURL(/\/admin\/dashboard\/?$/);
    allowFailedRequests(consoleErrors, "/api/trpc/auth.resetPassword");
    await other.close();
    await anonymous.close();
  });
}

test("the reset pages fit a phone in Arabic (screenshots for review)", async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  for (const path of ["/ar/forgot-password/", "/ar/reset-password/?token=not-a-link-of-ours-at-all"]) {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`${path.split("/")[2]}-phone-ar.png`) });
  }
  await context.close();
});
