import type { APIRequestContext } from "@playwright/test";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { decodeZatcaQr } from "../../../../packages/api/src/payments/zatca-qr.ts";
import { port } from "../../playwright.config.ts";
import { expect, prefix, signInOnSignInPage, test, type Lang } from "../../support/accounts.ts";
import { signInAsFinanceAdminOverHttp } from "../../support/finance-admin.ts";
import { smtpPeerPort } from "../../support/mail.ts";
import { newOrganizer, openRegistration } from "../../support/registration.ts";
import { trpcCall } from "../../support/trpc.ts";

// Issue 36: a national organizer registers two teams with their members, a coach and a judge,
// pays through the Moyasar double's hosted page, and gets a paid order, the tax invoice (whose
// ZATCA QR code holds the total and the VAT) and the receipt by e-mail; in English and Arabic,
// on a phone and on a desktop. The seeded window (2025) is over: the finance admin opens it for
// these tests and closes it again.

const words = {
  en: {
    submit: "Submit registration",
    pay: "Pay",
    invoice: "View the tax invoice",
    receipt: "Payment receipt",
  },
  ar: { submit: "إرسال التسجيل", pay: "ادفع", invoice: "عرض الفاتورة الضريبية", receipt: "إيصال دفع" },
} as const;

const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

test.describe.configure({ mode: "serial" });

let finance: APIRequestContext;
let closeRegistration: () => Promise<void>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
  finance = await playwright.request.newContext({ baseURL });
  await signInAsFinanceAdminOverHttp(finance);
  closeRegistration = await openRegistration(finance);
});

test.afterAll(async () => {
  await closeRegistration();
  await finance.dispose();
  await peer.close();
});

/** Two teams with two members each (minors, with their guardians' consent), a coach and a judge. */
async function registerPeople(request: APIRequestContext, label: string) {
  await trpcCall(request, "delegation.save", { name: "Gulf Robotics", country: "BH" });
  const adult = { nationality: "BH", passportNumber: "P1234567", dateOfBirth: "1988-04-02" };
  const coach = await trpcCall(request, "delegation.saveDelegate", {
    feeCategoryKey: "coach",
    role: "coach",
    nameLatin: `Coach ${label}`,
    nameArabic: "مدرب",
    ...adult,
  });
  for (const team of ["Falcons", "Pearls"]) {
    const saved = await trpcCall(request, "delegation.saveTeam", {
      name: `${team} ${label}`,
      category: "robomission",
      ageGroup: "junior",
      coachId: coach.id,
    });
    for (const member of ["One", "Two"])
      await trpcCall(request, "delegation.saveDelegate", {
        feeCategoryKey: "participant",
        role: "student",
        nameLatin: `Member ${member} ${label}`,
        nameArabic: "طالب",
        nationality: "BH",
        passportNumber: "S7654321",
        dateOfBirth: "2011-06-01",
        teamId: saved.id,
        guardianName: "Fatima Al Khalifa",
        guardianPhone: "+97333123456",
        guardianConsent: true,
      });
  }
  await trpcCall(request, "delegation.saveDelegate", {
    feeCategoryKey: "judge",
    role: "judge",
    nameLatin: `Judge ${label}`,
    nameArabic: "حكم",
    ...adult,
  });
}

for (const lang of ["en", "ar"] as Lang[]) {
  for (const size of sizes) {
    test(`${lang}, ${size.name}: register, pay through Moyasar, and get the invoice and the receipt`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = words[lang];
      await page.setViewportSize(size);
      // Letters only: names are checked for their script.
      const label = `${lang === "en" ? "E" : "A"}${size.name === "phone" ? "P" : "D"}`;
      const organizer = await newOrganizer(finance, `Reg${label}`);
      await signInOnSignInPage(page, lang, organizer.email, organizer.password);
      // The sign-in page then goes to the account page: a navigation of our own would race it.
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);
      await registerPeople(page.request, label);

      await page.goto(`${prefix(lang)}/account/registration/`);
      // 5 × 270 USD + 110 USD = 1,460 USD = 5,475.00 SAR, VAT 821.25: 6,296.25 SAR.
      await expect(page.getByTestId("quote-total")).toContainText("6,296.25");
      await page.getByRole("button", { name: t.submit }).click();
      const order = page.getByTestId("order").first();
      await expect(order.getByTestId("order-status")).toHaveAttribute("data-status", "submitted");
      await expect(order.getByTestId("order-total")).toContainText("6,296.25");

      await order.getByRole("button", { name: t.pay, exact: true }).click();
      // Moyasar's hosted page (the double's): the card is paid there, never on our site.
      await page.waitForURL((url) => url.port !== String(port));
      await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();

      await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "paid");
      const paid = page.getByTestId("order").first();
      await expect(paid.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.screenshot({
        path: test.info().outputPath(`orders-${lang}-${size.name}.png`),
        fullPage: true,
      });

      await paid.getByRole("link", { name: t.invoice }).click();
      const invoice = page.getByTestId("invoice");
      await expect(invoice).toBeVisible();
      await expect(page.getByTestId("invoice-total")).toHaveText("6,296.25 SAR");
      await expect(page.getByTestId("invoice-vat")).toHaveText("821.25 SAR");
      const qr = await page.getByTestId("invoice-qr").getAttribute("data-zatca");
      expect(decodeZatcaQr(qr!)).toMatchObject({
        ok: true,
        fields: { vatNumber: "310122393500003", total: "6296.25", vat: "821.25" },
      });
      await expect(page.getByTestId("invoice-qr").locator("svg")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.screenshot({
        path: test.info().outputPath(`invoice-${lang}-${size.name}.png`),
        fullPage: true,
      });

      // The receipt, in the organizer's mail language, links to the invoice.
      const number = (await page.getByTestId("invoice-number").textContent())!;
      await expect
        .poll(() => peer.to(organizer.email).filter((mail) => mail.subject?.includes(number)).length)
        .toBe(1);
    });
  }
}
