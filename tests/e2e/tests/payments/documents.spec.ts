import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { pdfText } from "../../../../packages/documents/src/testing/poppler.ts";
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
import { financeAdminContext } from "../../support/finance-admin.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { newOrganizer, openRegistration, saveSettings } from "../../support/registration.ts";
import { firstItem, trpcCall } from "../../support/trpc.ts";

// Issue 37, visa letters and certificates, on the production build: the organizer of a paid
// delegation downloads its visa letters (its members are foreign) and certificates (its team
// is placed: a medal), whose text holds every Arabic name exactly as entered; the student downloads their
// own certificate; anyone checks a document's reference at /verify/, which names the holder and
// never the passport. An unpaid delegation gets no link and the routes refuse it. EN and AR,
// the sizes alternating.

const phone = { name: "phone", width: 390, height: 844 } as const;
const desktop = { name: "desktop", width: 1280, height: 800 } as const;
type Size = typeof phone | typeof desktop;

const words = {
  en: { letters: "Download visa letters", certificates: "Download certificates (PDF)", valid: "Valid" },
  ar: { letters: "تنزيل خطابات التأشيرة", certificates: "تنزيل الشهادات (PDF)", valid: "سارية" },
} as const;

const coach = { nameLatin: "Yusuf Rahman", nameArabic: "يوسف بن عبدالله الرحمن" };
const student = { nameLatin: "Mariam Saleh", nameArabic: "مريم صالح الفقيه" };

test.describe.configure({ mode: "serial" });

let finance: BrowserContext;
let closeRegistration: () => Promise<void>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let seasonId: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
  finance = await financeAdminContext(browser);
  closeRegistration = await openRegistration(finance.request);
  // Letters are refused until someone signs them.
  await saveSettings(finance.request, {
    signatoryNameEn: "Faisal bin Saad Al-Harbi",
    signatoryNameAr: "فيصل بن سعد الحربي",
    signatoryTitleEn: "Chair of the organizing committee",
    signatoryTitleAr: "رئيس اللجنة المنظمة",
  });
  // Registration is for the seeded 2025 season (the home page's at seed time).
  seasonId = (await firstItem(finance.request, "season.list", { search: "season-2025" })).id as string;
});

test.afterAll(async () => {
  await closeRegistration?.();
  await finance?.close();
  await peer?.close();
});

async function signIn(page: Page, lang: Lang, size: Size, login: string, password: string) {
  await page.setViewportSize(size);
  await signInOnSignInPage(page, lang, login, password);
  await expect(page).toHaveURL(`${baseURL}${prefix(lang)}/account/`);
}

/** The signed-in organizer's delegation: a coach and a RoboMission junior team with one student (whose account is `studentEmail`); submitted. */
async function registerAndSubmit(page: Page, team: string, studentEmail: string) {
  await trpcCall(page.request, "delegation.save", { name: `${team} Delegation`, country: "BH" });
  const adult = { nationality: "BH", passportNumber: "P7654321", dateOfBirth: "1984-09-12" };
  const coachRow = await trpcCall(page.request, "delegation.saveDelegate", {
    feeCategoryKey: "coach",
    role: "coach",
    ...coach,
    ...adult,
  });
  const teamRow = await trpcCall(page.request, "delegation.saveTeam", {
    name: team,
    category: "robomission",
    ageGroup: "junior",
    coachId: coachRow.id,
  });
  await trpcCall(page.request, "delegation.saveDelegate", {
    feeCategoryKey: "participant",
    role: "student",
    ...student,
    nationality: "BH",
    passportNumber: "S7654321",
    dateOfBirth: "2011-06-01",
    teamId: teamRow.id,
    email: studentEmail,
    guardianName: "Fatima Al Khalifa",
    guardianPhone: "+97333123456",
    guardianConsent: true,
  });
  const order = await trpcCall(page.request, "order.submit", undefined);
  return order.id as string;
}

async function payByTransfer(orderId: string) {
  const order = await trpcCall(finance.request, "order.byId", { id: orderId }, "query");
  await trpcCall(finance.request, "order.recordTransfer", {
    orderId,
    bankTransactionId: `DOCS-${orderId}`,
    amount: (Number(order.totalHalalas) / 100).toFixed(2),
  });
}

async function downloadPdf(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent("download");
  await click();
  const pdf = new Uint8Array(await readFile(await (await started).path()));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
  return pdf;
}

async function keepScreen(page: Page, lang: Lang, size: Size, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  await page.screenshot({ path: test.info().outputPath(`${name}-${lang}-${size.name}.png`), fullPage: true });
}

const paidRuns = [
  { lang: "en", size: phone },
  { lang: "ar", size: desktop },
] as const;

for (const { lang, size } of paidRuns) {
  test(`${lang}, ${size.name}: a paid delegation's letters and certificates, a student's own, checked at /verify/`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = words[lang];
    const label = `Docs${lang === "en" ? "E" : "A"}${size.name === "phone" ? "P" : "D"}`;
    const team = `Falcons ${label} ${Date.now()}`;
    const organizer = await newOrganizer(finance.request, label);
    const studentAccount = newPerson(`Student${label}`);
    const studentContext = await browser.newContext({ baseURL });
    try {
      await createAccount(studentContext.request, studentAccount, 0);
      await signIn(page, lang, size, organizer.email, organizer.password);
      const orderId = await registerAndSubmit(page, team, studentAccount.email);

      await page.goto(`${prefix(lang)}/account/registration/`);
      await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
      await expect(page.getByTestId("visa-letters-download")).toHaveCount(0);
      await expect(page.getByTestId("certificates")).toHaveCount(0);

      await payByTransfer(orderId);
      // The team is placed (typed from the score sheet: another case, spaces). Past the podium
      // (a place no other test takes), so its medal is Bronze (§9).
      await trpcCall(finance.request, "result.create", {
        seasonId,
        category: "robomission-junior",
        place: 4 + Math.floor(Math.random() * 900),
        teamName: ` ${team.toUpperCase()} `,
        country: "BH",
        institution: "Bahrain School",
      });
      await page.reload();
      await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "paid");

      const letters = await downloadPdf(page, () => page.getByRole("link", { name: t.letters }).click());
      const letterText = pdfText(letters);
      for (const person of [coach, student]) expect(letterText).toContain(person.nameArabic);
      expect(letterText).toContain("P7654321");

      const certificates = await downloadPdf(page, () =>
        page.getByRole("link", { name: t.certificates }).click(),
      );
      const certificateText = pdfText(certificates);
      expect(certificateText).toContain(student.nameArabic);
      expect(certificateText).toMatch(/Bronze/);
      await keepScreen(page, lang, size, "documents-organizer");

      // The student's own, from their account page: theirs only.
      const studentPage = await studentContext.newPage();
      await signIn(studentPage, lang, size, studentAccount.email, studentAccount.password);
      const mine = await downloadPdf(studentPage, () => studentPage.getByTestId("my-certificates").click());
      expect(pdfText(mine)).toContain(student.nameArabic);
      expect(pdfText(mine)).not.toContain(coach.nameArabic);

      // Anyone checks the reference printed on the letter: the holder's name, never the passport.
      const reference = /WRO-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.exec(pdfText(letters, 1))?.[0];
      expect(reference).toBeTruthy();
      await page.goto(`${prefix(lang)}/verify/${reference}/`);
      const verdict = page.getByTestId("verify-result");
      await expect(verdict).toHaveAttribute("data-state", "valid");
      await expect(verdict).toContainText(t.valid);
      await expect(page.locator("main")).not.toContainText("P7654321");
      await keepScreen(page, lang, size, "documents-verify");
    } finally {
      await studentContext.close();
    }
  });
}

const unpaidRuns = [
  { lang: "ar", size: phone },
  { lang: "en", size: desktop },
] as const;

for (const { lang, size } of unpaidRuns) {
  test(`${lang}, ${size.name}: an unpaid delegation gets no letters or certificates`, async ({ page }) => {
    const label = `DocsUnpaid${lang === "en" ? "E" : "A"}${size.name === "phone" ? "P" : "D"}`;
    const organizer = await newOrganizer(finance.request, label);
    await signIn(page, lang, size, organizer.email, organizer.password);
    await registerAndSubmit(page, `Pearls ${label} ${Date.now()}`, newPerson(`S${label}`).email);
    await page.goto(`${prefix(lang)}/account/registration/`);
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
    await expect(page.getByTestId("visa-letters-download")).toHaveCount(0);
    await expect(page.getByTestId("certificates")).toHaveCount(0);
    await keepScreen(page, lang, size, "documents-unpaid");
    for (const path of [
      "/api/documents/visa-letters?of=own",
      "/api/documents/certificates?of=own&format=pdf",
    ]) {
      const refused = await page.request.get(path);
      expect(refused.status(), path).toBeGreaterThanOrEqual(400);
      expect(refused.headers()["content-type"], path).not.toContain("pdf");
    }
  });
}
