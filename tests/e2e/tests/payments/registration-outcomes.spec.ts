import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { baseURL, port } from "../../playwright.config.ts";
import {
  allowFailedRequests,
  expect,
  prefix,
  signInOnSignInPage,
  test,
  type Lang,
} from "../../support/accounts.ts";
import { field, notification, search, setLanguage, signIn } from "../../support/admin.ts";
import { e2eOrganizer } from "../../support/admin-account.ts";
import { financeAdminContext } from "../../support/finance-admin.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { openRegistration, organizerSession } from "../../support/registration.ts";
import { trpcCall, type Json } from "../../support/trpc.ts";

// Issue 36, what registration.spec.ts (a card payment that succeeds) leaves out: a card payment
// that fails and is tried again, a bank transfer a finance admin records in the back office, and
// a full fee category's waiting list. Each runs once in English and once in Arabic, the sizes
// alternating, so every scenario is seen in both languages and each language at both sizes
// without running all four of each (the suite's time). The organizer works on the site; the
// finance admin (signed in once, with two-step sign-in) sets things up over tRPC and does the
// back office's steps in its own browser context, at desktop size, in the test's language.
//
// Every spec file of a worker shares its server, and the organizer has one delegation: earlier
// files may have left people and orders in it. So each test finds its order as the one its
// submission added, and leftovers of an interrupted run (people on no order, waiting-list
// entries) are cleared before and after this file, since they would join the next order.

const words = {
  en: {
    submit: "Submit registration",
    pay: "Pay",
    failed: "The payment did not go through. You can try again from your orders.",
    awaiting: "Awaiting payment",
    paid: "Paid",
    invoice: "View the tax invoice",
    soldOut: "There are not enough places left for VIP.",
    join: "Join the waiting list for VIP",
    waiting: "Waiting for places: VIP × 1.",
    held: "Places held for your delegation: VIP × 1. Submit your registration to use them.",
    vipLine: "VIP × 1",
  },
  ar: {
    submit: "إرسال التسجيل",
    pay: "ادفع",
    failed: "لم تتم عملية الدفع. يمكنك المحاولة مرة أخرى من طلباتك.",
    awaiting: "بانتظار الدفع",
    paid: "مدفوع",
    invoice: "عرض الفاتورة الضريبية",
    soldOut: "لا تتوفر مقاعد كافية في فئة كبار الشخصيات.",
    join: "الانضمام إلى قائمة الانتظار لفئة كبار الشخصيات",
    waiting: "بانتظار توفر مقاعد: كبار الشخصيات × 1.",
    held: "مقاعد محجوزة لوفدك: كبار الشخصيات × 1. أرسل تسجيلك للاستفادة منها.",
    vipLine: "كبار الشخصيات × 1",
  },
} as const;

/** The back office's words, in its two languages. */
const office = {
  en: {
    recordTransfer: "Record bank transfer",
    transactionId: "Bank transaction reference",
    amount: "Amount received (SAR)",
    record: "Record transfer",
    mismatch: "The amount transferred must be the order's total, 1164.38.",
    recorded: "The transfer is recorded and the order is paid.",
    needsTwoStep:
      "The finance tools need two-step sign-in: set it up in your profile, then sign out and sign in again with a code.",
    promoteOf: (name: string) => `Promote ${name}`,
    promote: "Promote",
    promoted: "The places are held for the delegation.",
    vip: "VIP",
  },
  ar: {
    recordTransfer: "تسجيل حوالة بنكية",
    transactionId: "مرجع العملية البنكية",
    amount: "المبلغ المستلم (ريال سعودي)",
    record: "تسجيل الحوالة",
    mismatch: "يجب أن يساوي المبلغ المحوَّل إجمالي الطلب، وهو 1164.38.",
    recorded: "سُجّلت الحوالة وأصبح الطلب مدفوعًا.",
    needsTwoStep:
      "تتطلب الأدوات المالية التحقق بخطوتين: فعّله من ملفك الشخصي، ثم سجّل الخروج وسجّل الدخول مجددًا برمز.",
    promoteOf: (name: string) => `ترقية ${name}`,
    promote: "ترقية",
    promoted: "حُجزت الأماكن للوفد.",
    vip: "كبار الشخصيات",
  },
} as const;

const phone = { name: "phone", width: 390, height: 844 } as const;
const desktop = { name: "desktop", width: 1280, height: 800 } as const;
type Size = typeof phone | typeof desktop;

/** Each scenario's two runs: both languages, and across the three, each language at both sizes. */
const runs = {
  retry: [
    { lang: "en", size: phone },
    { lang: "ar", size: desktop },
  ],
  transfer: [
    { lang: "ar", size: phone },
    { lang: "en", size: desktop },
  ],
  waitingList: [
    { lang: "en", size: desktop },
    { lang: "ar", size: phone },
  ],
} as const satisfies Record<string, readonly { lang: Lang; size: Size }[]>;

const delegationName = "Gulf Robotics";

test.describe.configure({ mode: "serial" });

/** The finance admin's browser context: its request for tRPC calls, its pages for the back office. */
let finance: BrowserContext;
let organizer: APIRequestContext;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let closeRegistration: () => Promise<void>;
let originalVip: Json;

test.beforeAll(async ({ browser }) => {
  // Signing in with two-step sign-in may wait a time step (30 s) for an unused code.
  test.setTimeout(120_000);
  // The receipts a payment mails go to a peer (without one, each send fails and is logged).
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
  finance = await financeAdminContext(browser);
  // The seeded window (2025) is over: open it for these tests.
  closeRegistration = await openRegistration(finance.request);
  originalVip = await vipCategory();
  organizer = await organizerSession();
  await trpcCall(organizer, "delegation.save", { name: delegationName, country: "BH" });
  await clearLeftovers(organizer);
});

test.afterAll(async () => {
  await clearLeftovers(organizer);
  await organizer.dispose();
  await setVipCapacity(originalVip.capacity as number | null);
  await closeRegistration();
  await finance.close();
  await peer.close();
});

async function vipCategory() {
  const { items } = (await trpcCall(finance.request, "feeCategory.list", { search: "vip" }, "query")) as {
    items: Json[];
  };
  return items.find((category) => category.key === "vip")!;
}

/** Sets the VIP fee category's capacity (null: no limit), as the fee categories screen saves it. */
async function setVipCapacity(capacity: number | null) {
  const vip = await vipCategory();
  await trpcCall(finance.request, "feeCategory.update", {
    id: vip.id,
    expectedUpdatedAt: vip.updatedAt,
    nameEn: vip.nameEn,
    nameAr: vip.nameAr,
    priceUsd: (Number(vip.priceUsdCents) / 100).toFixed(2),
    capacity,
    order: vip.order,
    status: vip.status,
  });
}

interface OwnDelegation {
  delegates: { id: string; orderId: string | null }[];
  orders: { id: string; status: string }[];
  waitingList: { id: string }[];
}

const ownDelegation = async (request: APIRequestContext) =>
  (await trpcCall(request, "delegation.own", undefined, "query")) as unknown as OwnDelegation;

/**
 * Clears what an earlier test or an interrupted run leaves in the delegation and the next test
 * would trip over: orders still awaiting payment (the waiting-list tests' are never paid; each
 * shows one more "Pay" button), waiting-list entries, and people on no live order (a submission
 * would put them on its order).
 */
async function clearLeftovers(request: APIRequestContext) {
  const before = await ownDelegation(request);
  for (const order of before.orders.filter((one) => one.status === "submitted"))
    await trpcCall(request, "order.cancel", { orderId: order.id });
  for (const entry of before.waitingList) await trpcCall(request, "order.leaveWaitingList", { id: entry.id });
  const delegation = await ownDelegation(request);
  const paid = new Set(delegation.orders.filter((order) => order.status === "paid").map((order) => order.id));
  for (const person of delegation.delegates)
    if (!person.orderId || !paid.has(person.orderId))
      await trpcCall(request, "delegation.removeDelegate", { id: person.id });
}

/** Adds one adult of a fee category (whose role has the same key) to the delegation; answers their id. */
async function addPerson(request: APIRequestContext, fee: "judge" | "supporter" | "vip", label: string) {
  const person = await trpcCall(request, "delegation.saveDelegate", {
    feeCategoryKey: fee,
    role: fee,
    // Letters only: names are checked for their script.
    nameLatin: `Guest ${label}`,
    nameArabic: "ضيف",
    nationality: "BH",
    passportNumber: "P7654321",
    dateOfBirth: "1984-09-12",
  });
  return person.id as string;
}

const orderIds = async (request: APIRequestContext) =>
  (await ownDelegation(request)).orders.map((order) => order.id);

/** The order a submission added (the one not among `before`), and its card on the page. */
async function newOrder(page: Page, before: string[]) {
  let id = "";
  await expect
    .poll(async () => {
      const added = (await orderIds(page.request)).filter((one) => !before.includes(one));
      id = added[0] ?? "";
      return added.length;
    })
    .toBe(1);
  return { id, card: page.locator(`[data-testid="order"][data-order-id="${id}"]`) };
}

/**
 * The organizer signed in at a size, with a new person of `fee` on no order yet (named for the
 * test: "Guest Retry EP" is the retry test's, in English on a phone), on the registration page.
 */
async function startAsOrganizer(
  page: Page,
  lang: Lang,
  size: Size,
  fee: "judge" | "supporter" | "vip",
  scenario: "Retry" | "Transfer" | "Waiting",
) {
  await page.setViewportSize(size);
  await signInOnSignInPage(page, lang, e2eOrganizer.email, e2eOrganizer.password);
  // The sign-in page then goes to the account page: a navigation of our own would race it.
  await expect(page).toHaveURL(`${baseURL}${prefix(lang)}/account/`);
  const label = `${scenario} ${lang === "en" ? "E" : "A"}${size.name === "phone" ? "P" : "D"}`;
  const personId = await addPerson(page.request, fee, label);
  const before = await orderIds(page.request);
  await page.goto(`${prefix(lang)}/account/registration/`);
  return { personId, before };
}

/** The organizer's key screen: fits the width (no sideways scrolling), kept as a screenshot. */
async function keepScreen(page: Page, lang: Lang, size: Size, name: string, target = page.locator("main")) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-${lang}-${size.name}.png`) });
}

/**
 * A back-office page of the finance admin in `lang`. It fails the test on a console error other
 * than the failed requests `run` expects (and removes from the list it gets).
 */
async function inBackOffice(lang: Lang, run: (page: Page, consoleErrors: string[]) => Promise<void>) {
  const page = await finance.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await setLanguage(page, lang);
    await run(page, errors);
  } finally {
    await page.close();
  }
  expect(errors, "back office console errors").toEqual([]);
}

const adminOrder = (id: string) => trpcCall(finance.request, "order.byId", { id }, "query");

for (const { lang, size } of runs.retry) {
  test(`${lang}, ${size.name}: a card payment fails, the organizer tries again and pays`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = words[lang];
    const { before } = await startAsOrganizer(page, lang, size, "judge", "Retry");
    // A judge: 110 USD = 412.50 SAR, VAT 61.875 rounded half up to 61.88: 474.38 SAR.
    await expect(page.getByTestId("quote-total")).toContainText("474.38");
    await page.getByRole("button", { name: t.submit }).click();
    const { id, card } = await newOrder(page, before);
    await expect(card.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");

    // Moyasar's hosted page (the double's), for the order's amount: the card is declined there.
    await card.getByRole("button", { name: t.pay, exact: true }).click();
    await expect(page.getByRole("button", { name: "Fail", exact: true })).toBeVisible();
    expect(new URL(page.url()).port).not.toBe(String(port));
    await expect(page.locator("#amount")).toHaveText("474.38 SAR");
    await page.getByRole("button", { name: "Fail", exact: true }).click();

    // Back on the site: the payment failed, said in words, and the order still awaits payment.
    const notice = page.getByTestId("payment-return");
    await expect(notice).toHaveAttribute("data-state", "failed");
    await expect(notice).toHaveText(t.failed);
    // Its link leads down to the orders, where the order waits with its Pay button.
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(/#orders$/);
    await expect(card.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
    await expect(card.getByTestId("order-status")).toHaveText(t.awaiting);
    await expect(card.getByRole("button", { name: t.pay, exact: true })).toBeVisible();
    expect(await adminOrder(id)).toMatchObject({ status: "submitted", payments: [] });
    await keepScreen(page, lang, size, "payment-failed", notice);
    await keepScreen(page, lang, size, "payment-failed-order", card);

    // Again: the same hosted page takes the card this time.
    await card.getByRole("button", { name: t.pay, exact: true }).click();
    await expect(page.locator("#amount")).toHaveText("474.38 SAR");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "paid");
    await expect(card.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
    await expect(card.getByTestId("order-status")).toHaveText(t.paid);
    await expect(card.getByRole("link", { name: t.invoice })).toBeVisible();
    // One payment counts: the declined one was never the order's.
    const paid = await adminOrder(id);
    expect(paid).toMatchObject({ status: "paid", totalHalalas: 47_438 });
    expect(paid.payments).toMatchObject([{ provider: "moyasar", status: "paid", amountHalalas: 47_438 }]);
  });
}

for (const { lang, size } of runs.transfer) {
  test(`${lang}, ${size.name}: a finance admin records the bank transfer of an order`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const t = words[lang];
    const a = office[lang];
    const { before } = await startAsOrganizer(page, lang, size, "supporter", "Transfer");
    // A supporter: 270 USD = 1,012.50 SAR, VAT 151.875 rounded half up to 151.88: 1,164.38 SAR.
    await expect(page.getByTestId("quote-total")).toContainText("1,164.38");
    await page.getByRole("button", { name: t.submit }).click();
    const { id, card } = await newOrder(page, before);
    await expect(card.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
    // What the organizer writes on the transfer, and the finance admin looks for.
    const reference = (await card.getByTestId("order-reference").textContent())!.trim();
    expect(reference).not.toBe("");

    // An admin whose session has no two-step sign-in sees the order, not the finance tools, and is told why.
    const plain = await browser.newContext({ baseURL, viewport: size });
    try {
      const admin = await plain.newPage();
      await setLanguage(admin, lang);
      await signIn(admin);
      await admin.goto(`/admin/orders/${id}`);
      await expect(admin.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
      await expect(admin.getByText(a.needsTwoStep)).toBeVisible();
      await expect(admin.getByRole("button", { name: a.recordTransfer })).toHaveCount(0);
      await keepScreen(admin, lang, size, "transfer-no-finance");
    } finally {
      await plain.close();
    }

    const transactionId = `TRX${lang.toUpperCase()}${size.name.toUpperCase()}${Date.now()}`;
    await inBackOffice(lang, async (admin, consoleErrors) => {
      await admin.goto("/admin/orders");
      const row = await search(admin, reference, lang);
      await expect(row).toHaveCount(1);
      await row.getByRole("link", { name: reference }).click();
      await expect(admin.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
      await admin.getByRole("button", { name: a.recordTransfer }).click();
      const dialog = admin.getByRole("dialog", { name: a.recordTransfer });
      await field(dialog, a.transactionId).fill(transactionId);

      // The amount before VAT (a likely slip) is refused beside its field, and nothing changes.
      await field(dialog, a.amount).fill("1012.50");
      await dialog.getByRole("button", { name: a.record, exact: true }).click();
      await expect(field(dialog, a.amount)).toHaveAccessibleDescription(new RegExp(literally(a.mismatch)));
      allowFailedRequests(consoleErrors, "/api/trpc/order.recordTransfer");
      await expect(admin.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
      expect(await adminOrder(id)).toMatchObject({ status: "submitted", payments: [] });

      // The exact total is recorded: the order is paid.
      await field(dialog, a.amount).fill("1164.38");
      await dialog.getByRole("button", { name: a.record, exact: true }).click();
      await expect(notification(admin, a.recorded)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(admin.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
    });
    const paid = await adminOrder(id);
    expect(paid.payments).toMatchObject([
      { provider: "bankTransfer", gatewayPaymentId: transactionId, status: "paid", amountHalalas: 116_438 },
    ]);

    // The organizer's page says it.
    await page.reload();
    await expect(card.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
    await expect(card.getByTestId("order-status")).toHaveText(t.paid);
    await expect(card.getByRole("link", { name: t.invoice })).toBeVisible();
    await keepScreen(page, lang, size, "transfer-paid", card);
    // And the receipt reaches the organizer's mailbox, for the total.
    const number = `INV-${String(paid.invoiceNumber).padStart(6, "0")}`;
    await expect
      .poll(() => peer.to(e2eOrganizer.email).find((mail) => mail.subject?.includes(number))?.text ?? "")
      .toContain("1164.38 SAR");
  });
}

for (const { lang, size } of runs.waitingList) {
  test(`${lang}, ${size.name}: a full fee category, its waiting list and a promotion`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const t = words[lang];
    const a = office[lang];
    // Full: as many places as are taken already.
    await setVipCapacity(Number((await vipCategory()).taken));
    const { personId, before } = await startAsOrganizer(page, lang, size, "vip", "Waiting");
    await expect(page.getByTestId("quote-line").filter({ hasText: t.vipLine })).toBeVisible();

    // Submitting says the category is full and offers its waiting list; no order is made.
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.soldOut })).toBeVisible();
    allowFailedRequests(consoleErrors, "/api/trpc/order.submit");
    const join = page.getByRole("button", { name: t.join });
    await expect(join).toBeVisible();
    await keepScreen(page, lang, size, "sold-out", join);
    expect(await orderIds(page.request)).toEqual(before);

    await join.click();
    const entry = page.getByTestId("waiting-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(t.waiting);
    await expect(join).toBeHidden();
    await keepScreen(page, lang, size, "waiting", entry);

    // The back office's waiting list: an admin promotes the entry, which holds its place.
    await inBackOffice(lang, async (admin) => {
      await admin.goto("/admin/waiting-list");
      await admin.getByRole("button", { name: a.promoteOf(`${delegationName} – ${a.vip}`) }).click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByRole("button", { name: a.promote, exact: true }).click();
      await expect(notification(admin, a.promoted)).toBeVisible();
      await expect(
        admin.getByRole("button", { name: a.promoteOf(`${delegationName} – ${a.vip}`) }),
      ).toHaveCount(0);
    });

    // The organizer sees the place held, submits again, and the new order includes the person.
    await page.reload();
    await expect(entry).toContainText(t.held);
    await page.getByRole("button", { name: t.submit }).click();
    const { id, card } = await newOrder(page, before);
    await expect(card.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
    await expect(card).toContainText(t.vipLine);
    // 320 USD = 1,200.00 SAR, VAT 180.00: 1,380.00 SAR.
    await expect(card.getByTestId("order-total")).toContainText("1,380.00");
    await expect(entry).toHaveCount(0);
    const delegation = await ownDelegation(page.request);
    expect(delegation.delegates.find((person) => person.id === personId)?.orderId).toBe(id);
    await keepScreen(page, lang, size, "waiting-ordered", card);
  });
}

/** A text as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
