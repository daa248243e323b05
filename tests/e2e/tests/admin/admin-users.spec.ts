import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { parseCsv } from "@wro/api/csv";
import { createAccount, newPerson, signInOnSignInPage, text, type Person } from "../../support/accounts.ts";
import { expect, notification, search, setLanguage, test, words, type Lang } from "../../support/admin.ts";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { baseURL, port } from "../../playwright.config.ts";
import { axeViolations } from "../../support/axe.ts";

// The people screen (issue 14): students, coaches and entities, verifying a coach, disabling an
// account, the audit log that names the changed records, and the CSV exports, in EN and AR.

const say = {
  en: {
    users: "Users",
    verifyCoach: "Verify coach",
    verifiedBy: (name: string) => `${name} is verified and was told by e-mail.`,
    verified: "Verified",
    notVerified: "Not verified",
    disableAccount: "Disable account",
    disable: "Disable",
    sendReset: "Send a password-reset link",
    resetSent: (email: string) => `A password-reset link was sent to ${email}.`,
    disabled: "Disabled",
    exportCsv: "Export CSV",
    auditLog: "Audit log",
    verifiedAction: "Verified",
    statusChanged: "Status changed",
    activity: (name: string) => `verified the user “${name}”`,
  },
  ar: {
    users: "المستخدمون",
    verifyCoach: "التحقق من المدرب",
    verifiedBy: (name: string) => `تم التحقق من ${name} وأُبلغ بذلك عبر البريد الإلكتروني.`,
    verified: "موثّق",
    notVerified: "غير موثّق",
    disableAccount: "تعطيل الحساب",
    disable: "تعطيل",
    sendReset: "إرسال رابط إعادة تعيين كلمة المرور",
    resetSent: (email: string) => `أُرسل رابط إعادة تعيين كلمة المرور إلى ${email}.`,
    disabled: "معطّل",
    exportCsv: "تصدير CSV",
    auditLog: "سجل التدقيق",
    verifiedAction: "موثّق",
    statusChanged: "تغيّرت الحالة",
    activity: (name: string) => `تحقق من المستخدم «${name}»`,
  },
} as const;

// The test server mails through an SMTP peer on a fixed port (see support/mail.ts).
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
});
test.afterAll(() => peer?.close());

/** A browser of the person's own, signed in on the site's /signin. */
async function siteSession(browser: Browser, lang: Lang, person: Person) {
  // A new context inherits the admin's storage state unless told otherwise.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInOnSignInPage(page, lang, person.nationalId, person.password);
  // Signed in once the header's account menu names them: the page has read its session, and
  // closing it then leaves no request of it in flight.
  await expect(page.getByRole("button", { name: `${text[lang].accountMenu}: ${person.name}` })).toBeVisible();
  return { context, page };
}

const sessionUser = async (page: Page) =>
  ((await (await page.request.get("/api/auth/session/")).json()) as { user?: { name: string; type: number } })
    .user;

/** Opens the person's detail screen from the users list, found with its search box. */
async function openPerson(page: Page, lang: Lang, person: Person, filters = "") {
  await page.goto(`/admin/users${filters}`);
  const row = await search(page, person.name, lang);
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: person.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
}

/** Clicks "Export CSV" and parses the downloaded file back. */
async function exportedRows(page: Page, lang: Lang) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: say[lang].exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return parseCsv(await readFile(await file.path(), "utf8"));
}

for (const lang of ["en", "ar"] as const) {
  test.describe(`people in ${lang}`, () => {
    // Each test walks several screens and a second browser: more than the default 30 s here.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(({ page }) => setLanguage(page, lang));

    test("a coach found by search and verified signs in on the site; the log and dashboard name them", async ({
      page,
      browser,
    }) => {
      const coach = newPerson("Coach");
      await createAccount(page.request, coach, 1);

      await openPerson(page, lang, coach, "?type=coach&verified=no");
      await expect(page.getByText(say[lang].notVerified)).toBeVisible();
      await page.getByRole("button", { name: say[lang].verifyCoach }).click();
      await expect(notification(page, say[lang].verifiedBy(coach.name))).toBeVisible();
      await expect(page.getByText(say[lang].verified, { exact: true }).last()).toBeVisible();
      await expect(page.getByRole("button", { name: say[lang].verifyCoach })).toHaveCount(0);
      await expect.poll(() => peer.to(coach.email).length).toBe(1);
      expect(peer.to(coach.email)[0]?.text).toContain("/signin/");

      const site = await siteSession(browser, lang, coach);
      await expect.poll(() => sessionUser(site.page)).toMatchObject({ name: coach.name, type: 1 });
      await site.context.close();

      // The verified filter now finds the coach; the unverified one no longer does.
      await page.goto("/admin/users?type=coach&verified=yes");
      await expect(await search(page, coach.name, lang)).toHaveCount(1);
      await page.goto("/admin/users?type=coach&verified=no");
      await expect(await search(page, coach.name, lang)).toHaveCount(0);

      await page.goto("/admin/users?type=coach");
      const coaches = await exportedRows(page, lang);
      expect(coaches.find((row) => row.nationalId === coach.nationalId)).toMatchObject({
        name: coach.name,
        role: "coach",
        verified: "true",
      });

      await page.goto("/admin/audit-log?entity=user&action=verify");
      const entry = page.getByRole("row").filter({ hasText: coach.name });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(say[lang].verifiedAction);
      const log = await exportedRows(page, lang);
      expect(log.find((row) => row.label === coach.name)).toMatchObject({ entity: "user", action: "verify" });

      await page.goto("/admin/dashboard");
      await expect(page.getByText(say[lang].activity(coach.name))).toBeVisible();
      await page.getByRole("link", { name: say[lang].users, exact: true }).first().click();
      await expect(page).toHaveURL(/\/admin\/users\/?$/);
    });

    test("a disabled student is signed out at once", async ({ page, browser }) => {
      const student = newPerson("Student");
      await createAccount(page.request, student, 0);
      const site = await siteSession(browser, lang, student);
      await expect.poll(() => sessionUser(site.page)).toMatchObject({ name: student.name, type: 0 });

      await openPerson(page, lang, student, "?type=student");
      await page.getByRole("button", { name: say[lang].sendReset }).click();
      await expect(notification(page, say[lang].resetSent(student.email))).toBeVisible();
      await expect.poll(() => peer.to(student.email).length).toBe(1);
      expect(peer.to(student.email)[0]?.text).toMatch(/\/reset-password\/\?token=/);
      await page.getByRole("button", { name: say[lang].disableAccount }).click();
      await page.getByRole("dialog").getByRole("button", { name: say[lang].disable, exact: true }).click();
      await expect(notification(page, words[lang].statusUpdated)).toBeVisible();
      await expect(page.getByText(say[lang].disabled, { exact: true })).toBeVisible();

      // The same browser's next request is anonymous: no session, and the API refuses it.
      expect(await sessionUser(site.page)).toBeUndefined();
      const me = await site.page.request.get("/api/trpc/auth.me");
      expect(me.status()).toBe(401);
      await site.context.close();

      await page.goto("/admin/audit-log?entity=user&action=setStatus");
      await expect(page.getByRole("row").filter({ hasText: student.name })).toContainText(
        say[lang].statusChanged,
      );
    });

    for (const scheme of ["light", "dark"] as const) {
      test(`axe finds no violations on the people screens and the audit log (${scheme})`, async ({
        page,
      }) => {
        await setLanguage(page, lang, scheme);
        const person = newPerson("Coach");
        await createAccount(page.request, person, 1);
        for (const size of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(size);
          await page.goto("/admin/users");
          await expect(page.getByRole("table", { name: say[lang].users })).toBeVisible();
          await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
          expect(await axeViolations(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/people-${lang}-${scheme}-${size.width}-list.png`,
            fullPage: true,
          });

          await openPerson(page, lang, person);
          expect(await axeViolations(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/people-${lang}-${scheme}-${size.width}-detail.png`,
            fullPage: true,
          });

          await page.goto("/admin/audit-log");
          await expect(page.getByRole("table", { name: say[lang].auditLog })).toBeVisible();
          await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
          expect(await axeViolations(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/people-${lang}-${scheme}-${size.width}-audit.png`,
            fullPage: true,
          });
        }
      });
    }
  });
}
