import { readFile, writeFile } from "node:fs/promises";
import type { BrowserContext, Download, Page } from "@playwright/test";
import { pageCount, pdfText } from "../../../../packages/documents/src/testing/poppler.ts";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { baseURL, port } from "../../playwright.config.ts";
import {
  createAccount,
  expect,
  newPerson,
  prefix,
  signInOnSignInPage,
  test,
  type Lang,
} from "../../support/accounts.ts";
import { notification, setLanguage } from "../../support/admin.ts";
import { financeAdminContext } from "../../support/finance-admin.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { newOrganizer, openRegistration } from "../../support/registration.ts";
import { trpcCall, type Json } from "../../support/trpc.ts";

// Issue 37, badges, on the production build: a national organizer whose order is paid downloads
// the delegation's badges as one PDF (A6, and 4 per A4), whose text layer has every Arabic name
// exactly as entered; the coach it registered downloads their own badge from their account page;
// the back office prints the delegation's badges. An organizer whose order is not paid sees no
// download and the document route refuses them. Each scenario runs in English and Arabic, the
// sizes alternating. Every test has its own new organizer (an admin creates it over tRPC), so
// nothing depends on what other spec files left in the shared organizer's delegation. A finance
// admin (two-step sign-in, once) records the bank transfer that pays an order.

const words = {
  en: {
    a6: "Download badges (A6)",
    a4: "Download badges (4 per A4)",
    mine: "Download my badge",
    print: "Print badges",
    printA6: "A6 cards, one badge a page",
  },
  ar: {
    a6: "تنزيل الشارات (A6)",
    a4: "تنزيل الشارات (4 في صفحة A4)",
    mine: "تنزيل شارتي",
    print: "طباعة الشارات",
    printA6: "بطاقات A6، شارة واحدة في كل صفحة",
  },
} as const;

const phone = { name: "phone", width: 390, height: 844 } as const;
const desktop = { name: "desktop", width: 1280, height: 800 } as const;
type Size = typeof phone | typeof desktop;

const runs = {
  paid: [
    { lang: "en", size: phone },
    { lang: "ar", size: desktop },
  ],
  unpaid: [
    { lang: "ar", size: phone },
    { lang: "en", size: desktop },
  ],
} as const satisfies Record<string, readonly { lang: Lang; size: Size }[]>;

// Names whose Arabic letters share glyphs (ب ت ث ن ي, ف ق, ه ة): a text layer built from glyphs
// gets them wrong, one built from the text as entered does not.
const judge = { nameLatin: "Mohammed Al-Qahtani", nameArabic: "محمد عبدالله القحطاني" };
const coach = { nameLatin: "Faisal Al-Thunayan", nameArabic: "فيصل بن تركي الثنيان" };

test.describe.configure({ mode: "serial" });

/** The finance admin's browser context: tRPC calls through its request, the back office in its pages. */
let finance: BrowserContext;
let closeRegistration: () => Promise<void>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

test.beforeAll(async ({ browser }) => {
  // Signing in with two-step sign-in may wait a time step (30 s) for an unused code.
  test.setTimeout(120_000);
  // The mails a verification and a payment send go to a peer (without one each send fails and is logged).
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
  finance = await financeAdminContext(browser);
  closeRegistration = await openRegistration(finance.request);
});

test.afterAll(async () => {
  await closeRegistration();
  await finance.close();
  await peer.close();
});

/** Signs in on the site at a size; the sign-in page then goes to the account page. */
async function signIn(page: Page, lang: Lang, size: Size, login: string, password: string) {
  await page.setViewportSize(size);
  await signInOnSignInPage(page, lang, login, password);
  await expect(page).toHaveURL(`${baseURL}${prefix(lang)}/account/`);
}

const adult = { nationality: "BH", passportNumber: "P7654321", dateOfBirth: "1984-09-12" };

/**
 * The signed-in organizer's delegation (over tRPC, as the registration page's forms send it):
 * a judge and, when given an account e-mail, a coach; submitted as one order awaiting payment.
 */
async function registerAndSubmit(page: Page, name: string, coachEmail?: string) {
  const delegation = await trpcCall(page.request, "delegation.save", { name, country: "BH" });
  await trpcCall(page.request, "delegation.saveDelegate", {
    feeCategoryKey: "judge",
    role: "judge",
    ...judge,
    ...adult,
  });
  if (coachEmail)
    await trpcCall(page.request, "delegation.saveDelegate", {
      feeCategoryKey: "coach",
      role: "coach",
      ...coach,
      ...adult,
      email: coachEmail,
    });
  const order = await trpcCall(page.request, "order.submit", undefined);
  return { delegationId: delegation.id as string, orderId: order.id as string };
}

/** The finance admin records a bank transfer of the order's exact total: the order is paid. */
async function payByTransfer(orderId: string) {
  const order = await trpcCall(finance.request, "order.byId", { id: orderId }, "query");
  await trpcCall(finance.request, "order.recordTransfer", {
    orderId,
    bankTransactionId: `BADGES-${orderId}`,
    amount: (Number(order.totalHalalas) / 100).toFixed(2),
  });
}

/** Clicks what starts a download and reads the file: a PDF, named as the route names it. */
async function downloadPdf(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent("download");
  await click();
  const download: Download = await started;
  expect(download.suggestedFilename()).toMatch(/^wro-badges?-[\w-]*\.pdf$/);
  const pdf = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
  return pdf;
}

/** The screen fits the width (no sideways scrolling) and is kept as a screenshot. */
async function keepScreen(page: Page, lang: Lang, size: Size, name: string, target = page.locator("main")) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-${lang}-${size.name}.png`) });
}

for (const { lang, size } of runs.paid) {
  test(`${lang}, ${size.name}: a paid delegation's organizer, its coach and the back office download the badges`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = words[lang];
    const label = `Badges${lang === "en" ? "E" : "A"}${size.name === "phone" ? "P" : "D"}`;
    const organizer = await newOrganizer(finance.request, label);
    // The coach's own account, signed up on the site (and verified by an admin).
    const coachAccount = newPerson(`Coach${label}`);
    const coachContext = await browser.newContext({ baseURL });
    try {
      await createAccount(coachContext.request, coachAccount, 1);
      const { items } = (await trpcCall(
        finance.request,
        "user.list",
        { search: coachAccount.email },
        "query",
      )) as { items: Json[] };
      await trpcCall(finance.request, "user.verify", { id: items[0]!.id });

      await signIn(page, lang, size, organizer.email, organizer.password);
      const delegationName = `Gulf Robotics ${label}`;
      const { delegationId, orderId } = await registerAndSubmit(page, delegationName, coachAccount.email);

      // Nothing to download before the order is paid …
      await page.goto(`${prefix(lang)}/account/registration/`);
      await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
      await expect(page.getByTestId("badges")).toHaveCount(0);
      // … and after it is, the badges of both people, in one file.
      await payByTransfer(orderId);
      await page.reload();
      await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
      const a6 = await downloadPdf(page, () => page.getByRole("link", { name: t.a6 }).click());
      // Kept beside the screenshots, to be looked at (pdftoppm) as a print shop would.
      await writeFile(test.info().outputPath(`badges-a6-${lang}-${size.name}.pdf`), a6);
      expect(pageCount(a6)).toBe(2);
      const text = pdfText(a6);
      for (const person of [judge, coach]) {
        expect(text).toContain(person.nameArabic);
        expect(text).toContain(person.nameLatin);
      }
      expect(text).toContain(delegationName);
      const a4 = await downloadPdf(page, () => page.getByRole("link", { name: t.a4 }).click());
      await writeFile(test.info().outputPath(`badges-a4x4-${lang}-${size.name}.pdf`), a4);
      expect(pageCount(a4)).toBe(1);
      expect(pdfText(a4)).toContain(judge.nameArabic);
      await keepScreen(page, lang, size, "badges-organizer", page.getByTestId("badges"));

      // The coach finds their own badge on their account page: theirs only.
      const coachPage = await coachContext.newPage();
      await signIn(coachPage, lang, size, coachAccount.email, coachAccount.password);
      const mine = await downloadPdf(coachPage, () => coachPage.getByRole("link", { name: t.mine }).click());
      expect(pageCount(mine)).toBe(1);
      expect(pdfText(mine)).toContain(coach.nameArabic);
      expect(pdfText(mine)).not.toContain(judge.nameArabic);
      await keepScreen(coachPage, lang, size, "badges-coach", coachPage.getByTestId("my-badge"));

      // The back office prints the delegation's badges (a desktop screen).
      const office = await finance.newPage();
      try {
        await setLanguage(office, lang);
        await office.goto(`/admin/delegations/${delegationId}`);
        await office.getByRole("button", { name: t.print }).click();
        const printed = await downloadPdf(office, () =>
          office.getByRole("menuitem", { name: t.printA6 }).click(),
        );
        expect(pageCount(printed)).toBe(2);
        expect(pdfText(printed)).toContain(coach.nameArabic);
      } finally {
        await office.close();
      }
    } finally {
      await coachContext.close();
    }
  });
}

/** What the back office says when an admin revokes a person's badge or issues a new one. */
const badgeChanges = {
  en: {
    revokeOf: (name: string) => `Revoke the badge of ${name}`,
    reissueOf: (name: string) => `Reissue the badge of ${name}`,
    revoke: "Revoke badge",
    reissue: "Reissue badge",
    revoked: (name: string) => `The badge of ${name} is revoked: the gate refuses it from now on.`,
    reissued: (name: string) => `A new badge is issued to ${name}, with the code`,
  },
  ar: {
    revokeOf: (name: string) => `إلغاء شارة ${name}`,
    reissueOf: (name: string) => `إعادة إصدار شارة ${name}`,
    revoke: "إلغاء الشارة",
    reissue: "إعادة إصدار الشارة",
    revoked: (name: string) => `أُلغيت شارة ${name}: سترفضها البوابة من الآن.`,
    reissued: (name: string) => `صدرت شارة جديدة لـ${name} بالرمز`,
  },
} as const;

/** A badge's manual code as printed under its QR code ("K7QM-3XPA"). */
const manualCodePattern = /[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/;

/** The verdict the gate gives a code, scanned by the finance admin (admins may scan). */
async function verdictOf(code: string) {
  const answer = await trpcCall(finance.request, "checkin.scan", {
    code,
    gate: "E2E badges gate",
    scanId: `e2e-badge-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    scannedAt: new Date().toISOString(),
  });
  return { verdict: answer.verdict, reason: answer.reason };
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: the back office revokes a person's badge and issues a new one, and the gate follows`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = badgeChanges[lang];
    const label = `Revoke${lang === "en" ? "E" : "A"}`;
    const organizer = await newOrganizer(finance.request, label);
    await signIn(page, lang, desktop, organizer.email, organizer.password);
    const { delegationId, orderId } = await registerAndSubmit(page, `Desert Bots ${label}`);
    await payByTransfer(orderId);
    // Printing the delegation's badges issues the judge's, with the code printed under its QR.
    const printed = await finance.request.get(
      `/api/documents/badges?of=delegation&id=${delegationId}&layout=a6`,
    );
    expect(printed.ok()).toBe(true);
    const code = manualCodePattern.exec(pdfText(new Uint8Array(await printed.body())))?.[0];
    expect(code).toBeTruthy();

    const office = await finance.newPage();
    try {
      await setLanguage(office, lang);
      await office.goto(`/admin/delegations/${delegationId}`);
      const name = lang === "ar" ? judge.nameArabic : judge.nameLatin;
      const row = office.getByRole("row").filter({ hasText: judge.nameLatin });
      await expect(row.getByTestId("badge-state")).toHaveAttribute("data-state", "issued");

      // Revoked after a confirmation: the page and the gate say so.
      await row.getByRole("button", { name: t.revokeOf(name) }).click();
      await office.getByRole("dialog").getByRole("button", { name: t.revoke }).click();
      await expect(notification(office, t.revoked(name))).toBeVisible();
      await expect(row.getByTestId("badge-state")).toHaveAttribute("data-state", "revoked");
      await expect(row.getByRole("button", { name: t.revokeOf(name) })).toHaveCount(0);
      expect(await verdictOf(code!)).toEqual({ verdict: "red", reason: "badgeRevoked" });

      // A new badge, with a new code that the gate lets in; the old one stays refused.
      await row.getByRole("button", { name: t.reissueOf(name) }).click();
      await office.getByRole("dialog").getByRole("button", { name: t.reissue }).click();
      const issued = notification(office, t.reissued(name));
      await expect(issued).toBeVisible();
      const newCode = manualCodePattern.exec((await issued.textContent()) ?? "")?.[0];
      expect(newCode).toBeTruthy();
      expect(newCode).not.toBe(code);
      await expect(row.getByTestId("badge-state")).toHaveAttribute("data-state", "issued");
      expect(await verdictOf(newCode!)).toEqual({ verdict: "green", reason: "firstEntry" });
      expect(await verdictOf(code!)).toEqual({ verdict: "red", reason: "badgeRevoked" });
      await office.screenshot({ path: test.info().outputPath(`badge-reissued-${lang}.png`) });
    } finally {
      await office.close();
    }
  });
}

for (const { lang, size } of runs.unpaid) {
  test(`${lang}, ${size.name}: an unpaid delegation gets no badges`, async ({ page }) => {
    const t = words[lang];
    const label = `Unpaid${lang === "en" ? "E" : "A"}${size.name === "phone" ? "P" : "D"}`;
    const organizer = await newOrganizer(finance.request, label);
    await signIn(page, lang, size, organizer.email, organizer.password);
    await registerAndSubmit(page, `Pearl Makers ${label}`);

    await page.goto(`${prefix(lang)}/account/registration/`);
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
    await expect(page.getByTestId("badges")).toHaveCount(0);
    await expect(page.getByRole("link", { name: t.a6 })).toHaveCount(0);
    await keepScreen(page, lang, size, "badges-unpaid");

    // Asked for anyway, the route refuses: no badge for anyone unpaid.
    const refused = await page.request.get("/api/documents/badges?of=own&layout=a6");
    expect(refused.status()).toBe(403);
    expect(refused.headers()["content-type"]).not.toContain("pdf");
    expect(await refused.text()).toBe(
      "Badges are issued once the order is paid. No one in your delegation is paid yet.",
    );
  });
}
