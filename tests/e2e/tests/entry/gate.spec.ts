import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import {
  pageCount,
  pdfText,
  readQr,
  renderPage,
} from "../../../../packages/documents/src/testing/poppler.ts";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { baseURL, port } from "../../playwright.config.ts";
import { newPerson } from "../../support/accounts.ts";
import { setLanguage, unique, type Lang } from "../../support/admin.ts";
import { writeBadgeVideo } from "../../support/badge-video.ts";
import { chromiumFlags } from "../../support/chromium.ts";
import { expect, test } from "../../support/fixtures.ts";
import { financeAdminContext } from "../../support/finance-admin.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { newOrganizer, openRegistration, organizerSession } from "../../support/registration.ts";
import { trpcCall, type Json } from "../../support/trpc.ts";

// Issue 37, check-in at the gate, on the production build. Gate staff sign in to the back
// office on a phone and get the gate screen. Chromium's fake camera films a real printed badge
// (a page of the badges PDF the organizer downloads): green, then amber on the second scan,
// and red for the badge of a delegation whose payment was refunded. Typing the codes gives
// the same verdicts. Offline, the device answers 20 scans from its roster and sends them when
// the network is back, once each; two gates letting one badge in while offline get one entry
// and a conflict shown. Each scenario runs in English and Arabic, at phone and desktop sizes.

const words = {
  en: {
    gateName: "Gate name",
    start: "Start checking in",
    code: "Badge code",
    check: "Check",
    next: "Scan next",
    conflicts: "Settled by the server",
    already: "Already checked in today",
    notPaid: "Not paid",
  },
  ar: {
    gateName: "اسم البوابة",
    start: "ابدأ تسجيل الدخول",
    code: "رمز الشارة",
    check: "تحقّق",
    next: "امسح التالي",
    conflicts: "حسمها الخادم",
    already: "سُجّل دخوله اليوم بالفعل",
    notPaid: "غير مدفوع",
  },
} as const;

const phone = { name: "phone", width: 390, height: 844 } as const;
const desktop = { name: "desktop", width: 1280, height: 800 } as const;
type Size = typeof phone | typeof desktop;

/** People of the paid delegation: 2 filmed, 2 typed, 20 offline, 1 for two gates at once. */
const PEOPLE = 25;

interface Badge {
  nameLatin: string;
  token: string;
  manualCode: string;
  /** Its page in the delegation's badges PDF. */
  page: number;
}

test.describe.configure({ mode: "serial" });

let finance: BrowserContext;
let closeRegistration: () => Promise<void>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let staff: { login: string; password: string };
let videos: string;
let paidPdf: Uint8Array;
let paid: Badge[];
let refundedPdf: Uint8Array;
let refunded: Badge;

/** The badges of an organizer's paid delegation: the PDF they download, and each badge's QR text and code. */
async function printedBadges(organizer: APIRequestContext) {
  const answer = await organizer.get("/api/documents/badges?of=own&layout=a6");
  expect(answer.status()).toBe(200);
  const pdf = new Uint8Array(await answer.body());
  const badges: Badge[] = [];
  for (let page = 1; page <= pageCount(pdf); page++) {
    const text = pdfText(pdf, page);
    const manualCode = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\b/.exec(text)?.[0];
    const nameLatin = /Judge \w+/.exec(text)?.[0];
    const token = readQr(renderPage(pdf, page, 150));
    expect(manualCode && nameLatin && token, `badge page ${page}`).toBeTruthy();
    badges.push({ nameLatin: nameLatin!, token: token!, manualCode: manualCode!, page });
  }
  return { pdf, badges };
}

/** A new organizer whose delegation of `people` judges is paid (by bank transfer), signed in over HTTP. */
async function paidDelegation(label: string, people: number) {
  const organizer = await organizerSession(await newOrganizer(finance.request, label));
  await trpcCall(organizer, "delegation.save", { name: `${label} Robotics`, country: "BH" });
  for (let index = 0; index < people; index++)
    await trpcCall(organizer, "delegation.saveDelegate", {
      feeCategoryKey: "judge",
      role: "judge",
      // Letters only in names: "Judge A" … "Judge Y".
      nameLatin: `Judge ${String.fromCharCode(65 + index)}`,
      nameArabic: `حكم ${[..."ابتثجحخدذرزسشصضطظعغفقكلمن"][index]}`,
      nationality: "BH",
      passportNumber: `P${String(index).padStart(7, "0")}`,
      dateOfBirth: "1984-09-12",
    });
  const order = await trpcCall(organizer, "order.submit", undefined);
  const total = await trpcCall(finance.request, "order.byId", { id: order.id }, "query");
  await trpcCall(finance.request, "order.recordTransfer", {
    orderId: order.id,
    bankTransactionId: `GATE-${label}-${String(order.id)}`,
    amount: (Number(total.totalHalalas) / 100).toFixed(2),
  });
  return { organizer, orderId: order.id as string };
}

test.beforeAll(async ({ browser }) => {
  // Signing in with two-step sign-in may wait a time step (30 s) for an unused code.
  test.setTimeout(180_000);
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
  finance = await financeAdminContext(browser);
  closeRegistration = await openRegistration(finance.request);
  videos = await mkdtemp(join(tmpdir(), "wro-gate-"));

  const gateStaff = newPerson("Gate");
  await trpcCall(finance.request, "user.createGateStaff", {
    name: gateStaff.name,
    email: gateStaff.email,
    phoneNumber: gateStaff.phone,
    nationalId: gateStaff.nationalId,
    nationality: "SA",
    password: gateStaff.password,
    confirmPassword: gateStaff.password,
  });
  staff = { login: gateStaff.email, password: gateStaff.password };

  const delegation = await paidDelegation(`Gate${unique()}`, PEOPLE);
  ({ pdf: paidPdf, badges: paid } = await printedBadges(delegation.organizer));
  expect(paid).toHaveLength(PEOPLE);
  await delegation.organizer.dispose();

  // A delegation that paid, printed its badge, then was refunded in full: no longer paid.
  const withdrawn = await paidDelegation(`Refund${unique()}`, 1);
  const printed = await printedBadges(withdrawn.organizer);
  refundedPdf = printed.pdf;
  refunded = printed.badges[0]!;
  const order = await trpcCall(finance.request, "order.byId", { id: withdrawn.orderId }, "query");
  const [payment] = order.payments as Json[];
  await trpcCall(finance.request, "order.refund", { paymentId: payment!.id, reason: "Withdrew" });
  await withdrawn.organizer.dispose();
});

test.afterAll(async () => {
  await closeRegistration?.();
  await finance?.close();
  await peer?.close();
  if (videos) await rm(videos, { recursive: true, force: true });
});

/**
 * A browser whose camera films `page` of `pdf` (Chromium's fake camera, allowed without asking),
 * as Debian's Chromium the suite runs.
 */
async function browserFilming(pdf: Uint8Array, page: number, name: string): Promise<Browser> {
  const video = join(videos, `${name}.y4m`);
  await writeBadgeVideo(pdf, page, video);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
    args: [
      ...chromiumFlags,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** Fails the test on a page error or a console error other than the network being down (offline, on purpose). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("ERR_INTERNET_DISCONNECTED"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return () => expect(errors, "console errors").toEqual([]);
}

/** Gate staff open the gate screen on a device, sign in, name the gate, and wait for the roster. */
async function openGate(context: BrowserContext, lang: Lang, size: Size, gate: string) {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await setLanguage(page, lang);
  await page.goto("/admin/gate");
  await expect(page).toHaveURL(/\/admin\/auth\/signin/);
  await page.locator('input[name="login"]').fill(staff.login);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/gate\/?$/);
  await page.getByLabel(words[lang].gateName).fill(gate);
  await page.getByRole("button", { name: words[lang].start }).click();
  const status = page.getByTestId("gate-status");
  await expect(status).toHaveAttribute("data-online", "true");
  await expect(status).not.toHaveAttribute("data-roster", "0");
  return page;
}

const verdict = (page: Page) => page.locator("[data-verdict]");

/** Types a code at the gate and answers the verdict's colour, leaving the verdict on screen. */
async function typeCode(page: Page, lang: Lang, code: string) {
  await page.getByLabel(words[lang].code).fill(code);
  await page.getByRole("button", { name: words[lang].check, exact: true }).click();
  await expect(verdict(page)).toBeVisible();
  return verdict(page).getAttribute("data-verdict");
}

/** The screen fits the width and is kept as a screenshot to be looked at. */
async function keepScreen(page: Page, size: Size, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The server's count of scans at a gate today, by verdict (the dashboard's figures). */
async function scansAt(gate: string) {
  const stats = await trpcCall(finance.request, "checkin.stats", undefined, "query");
  const row = (stats.byGate as Json[]).find((entry) => entry.gate === gate);
  return { green: Number(row?.green ?? 0), amber: Number(row?.amber ?? 0), red: Number(row?.red ?? 0) };
}

const filmed = [
  { lang: "en", size: phone, person: 0 },
  { lang: "ar", size: desktop, person: 1 },
] as const;

for (const { lang, size, person } of filmed) {
  test(`${lang}, ${size.name}: the camera reads a paid badge green, then amber; a refunded delegation's badge red`, async () => {
    test.setTimeout(120_000);
    const t = words[lang];
    const gate = `Camera gate ${lang} ${unique()}`;
    const badge = paid[person]!;

    const filming = await browserFilming(paidPdf, badge.page, `paid-${lang}`);
    try {
      const context = await filming.newContext({ baseURL });
      const page = await openGate(context, lang, size, gate);
      const done = watchErrors(page);
      await expect(verdict(page)).toHaveAttribute("data-verdict", "green");
      await expect(verdict(page)).toContainText(badge.nameLatin);
      await keepScreen(page, size, `gate-green-${lang}-${size.name}`);
      // The badge is still in view: asked for the next scan, the camera reads it again.
      await verdict(page).getByRole("button", { name: t.next }).click();
      await expect(verdict(page)).toHaveAttribute("data-verdict", "amber");
      await expect(verdict(page)).toContainText(t.already);
      await expect(verdict(page)).toContainText(gate);
      await keepScreen(page, size, `gate-amber-${lang}-${size.name}`);
      done();
    } finally {
      await filming.close();
    }

    const refusedBrowser = await browserFilming(refundedPdf, refunded.page, `refunded-${lang}`);
    try {
      const context = await refusedBrowser.newContext({ baseURL });
      const page = await openGate(context, lang, size, gate);
      const done = watchErrors(page);
      await expect(verdict(page)).toHaveAttribute("data-verdict", "red");
      await expect(verdict(page)).toContainText(t.notPaid);
      await expect(verdict(page)).toContainText(refunded.nameLatin);
      await keepScreen(page, size, `gate-red-${lang}-${size.name}`);
      done();
    } finally {
      await refusedBrowser.close();
    }
    expect(await scansAt(gate)).toEqual({ green: 1, amber: 1, red: 1 });
  });
}

const typed = [
  { lang: "ar", size: phone, person: 2 },
  { lang: "en", size: desktop, person: 3 },
] as const;

for (const { lang, size, person } of typed) {
  test(`${lang}, ${size.name}: typed codes give the same verdicts`, async ({ browser }) => {
    const t = words[lang];
    const gate = `Typing gate ${lang} ${unique()}`;
    const context = await browser.newContext({ baseURL });
    try {
      const page = await openGate(context, lang, size, gate);
      const done = watchErrors(page);
      await keepScreen(page, size, `gate-${lang}-${size.name}`);
      const badge = paid[person]!;
      // Lower case and without its dash, as a hurried volunteer types it.
      expect(await typeCode(page, lang, badge.manualCode.toLowerCase().replace("-", ""))).toBe("green");
      await verdict(page).getByRole("button", { name: t.next }).click();
      expect(await typeCode(page, lang, badge.manualCode)).toBe("amber");
      await expect(verdict(page)).toContainText(gate);
      await verdict(page).getByRole("button", { name: t.next }).click();
      expect(await typeCode(page, lang, refunded.manualCode)).toBe("red");
      await expect(verdict(page)).toContainText(t.notPaid);
      await keepScreen(page, size, `gate-typed-red-${lang}-${size.name}`);
      await verdict(page).getByRole("button", { name: t.next }).click();
      expect(await typeCode(page, lang, "ZZZZ-ZZZZ")).toBe("red");
      await verdict(page).getByRole("button", { name: t.next }).click();
      done();
    } finally {
      await context.close();
    }
    expect(await scansAt(gate)).toEqual({ green: 1, amber: 1, red: 2 });
  });
}

test("ar, phone: offline, 20 scans are answered from the roster and reach the server once each when it is back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lang = "ar";
  const gate = `Offline gate ${unique()}`;
  const context = await browser.newContext({ baseURL });
  try {
    const page = await openGate(context, lang, phone, gate);
    const done = watchErrors(page);
    const status = page.getByTestId("gate-status");
    await context.setOffline(true);
    await expect(status).toHaveAttribute("data-online", "false");
    const twenty = paid.slice(4, 24);
    for (const [index, badge] of twenty.entries()) {
      // Half by their codes, half by their QR codes' text (as a scanner gun types it).
      expect(await typeCode(page, lang, index % 2 ? badge.manualCode : badge.token)).toBe("green");
      await expect(verdict(page)).toContainText(badge.nameLatin);
      if (index === 0) await keepScreen(page, phone, "gate-offline-green-ar-phone");
      await verdict(page).getByRole("button", { name: words[lang].next }).click();
    }
    // The same badge again, still offline: this device knows it let them in.
    expect(await typeCode(page, lang, twenty[0]!.manualCode)).toBe("amber");
    await verdict(page).getByRole("button", { name: words[lang].next }).click();
    await expect(status).toHaveAttribute("data-queued", "21");
    expect(await scansAt(gate)).toEqual({ green: 0, amber: 0, red: 0 });

    await context.setOffline(false);
    await expect(status).toHaveAttribute("data-online", "true");
    await expect(status).toHaveAttribute("data-queued", "0");
    await expect(page.getByText(words[lang].conflicts)).toHaveCount(0);
    done();
  } finally {
    await context.close();
  }
  // None lost, none doubled: 20 first entries and the repeat.
  expect(await scansAt(gate)).toEqual({ green: 20, amber: 1, red: 0 });
});

test("en phone and ar desktop: two gates let the same badge in while offline: one entry, the conflict shown", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const badge = paid[24]!;
  const north = `North gate ${unique()}`;
  const south = `South gate ${unique()}`;
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  try {
    const one = await openGate(first, "en", phone, north);
    const two = await openGate(second, "ar", desktop, south);
    const done = [watchErrors(one), watchErrors(two)];
    await first.setOffline(true);
    await second.setOffline(true);
    expect(await typeCode(one, "en", badge.manualCode)).toBe("green");
    expect(await typeCode(two, "ar", badge.token)).toBe("green");

    await first.setOffline(false);
    await expect(one.getByTestId("gate-status")).toHaveAttribute("data-queued", "0");
    await second.setOffline(false);
    await expect(two.getByTestId("gate-status")).toHaveAttribute("data-queued", "0");
    await verdict(two).getByRole("button", { name: words.ar.next }).click();
    const conflict = two.getByRole("alert").filter({ hasText: words.ar.conflicts });
    await expect(conflict).toContainText(badge.nameLatin);
    await expect(conflict).toContainText(north);
    await keepScreen(two, desktop, "gate-conflict-ar-desktop");
    await verdict(one).getByRole("button", { name: words.en.next }).click();
    await expect(one.getByText(words.en.conflicts)).toHaveCount(0);
    for (const check of done) check();
  } finally {
    await first.close();
    await second.close();
  }
  expect(await scansAt(north)).toEqual({ green: 1, amber: 0, red: 0 });
  expect(await scansAt(south)).toEqual({ green: 0, amber: 1, red: 0 });
});
