import type { Browser, Page } from "@playwright/test";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { baseURL, port } from "../../playwright.config.ts";
import {
  allowFailedRequests,
  clickUntil,
  fillSignUpAs,
  newPerson,
  openSignUp,
  prefix,
  signInOnSignInPage,
  signInWithForm,
  text,
  type Lang,
} from "../../support/accounts.ts";
import { expect, notification, search, setLanguage, test } from "../../support/admin.ts";

// Walk-through 3, H1 (and M5, L13): a coach who signs up on a phone is told what happens next
// in their language, is refused sign-in with the same words, is shown "—" for the gender and
// nationality sign-up never asked, gets the "verified" mail in the sign-up page's language when
// an organizer verifies them, and then lands on their account page.

const mail = {
  en: { subject: "Your WRO Saudi Arabia coach account is verified", signIn: "/signin/" },
  ar: { subject: "تم التحقق من حسابك مدربًا في WRO السعودية", signIn: "/ar/signin/" },
} as const;

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
});
test.afterAll(() => peer?.close());

/** A phone-sized browser without the admin's session. */
async function phone(browser: Browser) {
  return browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
}

/** The value shown under a label of the admin's person screen. */
const personField = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");

for (const lang of ["en", "ar"] as Lang[]) {
  test(`a coach signs up on a phone, waits for an organizer, is told by mail and signs in (${lang})`, async ({
    page,
    browser,
  }) => {
    test.slow(); // a phone, the admin and three sign-ins
    const t = text[lang];
    const coach = newPerson("Coach");
    const context = await phone(browser);
    const site = await context.newPage();
    const siteErrors: string[] = [];
    site.on("console", (message) => {
      if (message.type() === "error") siteErrors.push(`${message.text()} (${message.location().url})`);
    });

    await site.goto(`${prefix(lang)}/`);
    // On a phone the header's buttons are behind the menu button.
    await clickUntil(
      site.getByRole("button", { name: lang === "ar" ? "القائمة" : "Menu", exact: true }),
      site.getByRole("banner").getByRole("button", { name: t.signUp, exact: true }),
    );
    const dialog = await openSignUp(site, lang);
    await fillSignUpAs(dialog, lang, "coach", coach);
    await dialog.getByRole("button", { name: t.createAccount }).click();
    await expect(dialog.getByRole("heading", { name: t.coachCreated })).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText(t.awaitingVerification);
    await expect(dialog).toContainText(coach.email);
    // The address keeps to one line, never broken at its hyphen (it would read as two).
    const address = dialog.getByText(coach.email, { exact: true });
    expect(await address.evaluate((element) => element.getClientRects().length)).toBe(1);
    // No partner platform to send the coach to: no dead "verify on STEB" link.
    await expect(dialog.getByRole("link")).toHaveCount(0);
    await site.screenshot({ path: `/tmp/wro/shots/w3b-coach-signup-${lang}-390.png` });
    await dialog
      .getByRole("button", { name: /^(Close|إغلاق)$/ })
      .first()
      .click();

    await signInOnSignInPage(site, lang, coach.nationalId, coach.password);
    await expect(site.getByRole("main").getByRole("alert")).toHaveText(t.awaitingSignIn);
    await site.screenshot({ path: `/tmp/wro/shots/w3b-coach-signin-refused-${lang}-390.png` });

    // The organizer's side (in English): nothing invented about the coach, then verify.
    await setLanguage(page, "en");
    await page.goto("/admin/users?type=coach&verified=no");
    const row = await search(page, coach.name, "en");
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: coach.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: coach.name })).toBeVisible();
    await expect(personField(page, "Nationality")).toHaveText("—");
    await expect(personField(page, "Gender")).toHaveText("—");
    await expect(personField(page, "Language of mails")).toHaveText(lang === "ar" ? "العربية" : "English");
    await page.getByRole("button", { name: "Verify coach" }).click();
    await expect(notification(page, `${coach.name} is verified and was told by e-mail.`)).toBeVisible();

    await expect.poll(() => peer.to(coach.email).length).toBe(1);
    const [verified] = peer.to(coach.email);
    expect(verified?.subject).toBe(mail[lang].subject);
    expect(verified?.text).toContain(mail[lang].signIn);

    await signInWithForm(site, lang, coach.nationalId, coach.password);
    await expect(site).toHaveURL(`${prefix(lang)}/account/`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(`${t.welcome} ${coach.name}`);
    // The refused sign-in's 401 is the behaviour under test; nothing else may fail.
    allowFailedRequests(siteErrors, "/api/auth/callback/credentials");
    expect(siteErrors).toEqual([]);
    await context.close();
  });
}
