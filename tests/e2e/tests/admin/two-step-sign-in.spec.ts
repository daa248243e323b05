import { request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { uniqueDigits } from "../../support/admin-http.ts";
import { expect, field, findRow, notification, openEdit, setLanguage, words } from "../../support/admin.ts";
import { signInAsFinanceAdminOverHttp, totpCodeOfStep, unusedStep } from "../../support/finance-admin.ts";
import { trpcCall } from "../../support/trpc.ts";

/**
 * Issue 36, the whole second factor in the browser: an admin given the finance permission (by
 * the finance admin, who signed in with two-step sign-in) is told on saving a price that the
 * finance tools need two-step sign-in; sets it up from the profile with an authenticator (the
 * key read from the screen, as a phone scanning the QR code would); signs out; signs in with the
 * password and a code, a wrong code refused with the password kept; and saves the price.
 */

const say = {
  en: {
    login: "National ID or e-mail",
    password: "Password",
    signIn: "Sign in",
    verify: "Verify and sign in",
    code: "Code from your authenticator app",
    codeAsked:
      "Two-step sign-in is on for this account. Enter the 6-digit code your authenticator app shows.",
    wrongCode: "This code is not correct. Check the code in your authenticator app and try again.",
    needsTwoStep:
      "The finance tools need two-step sign-in: set it up in your profile, then sign out and sign in again with a code.",
    accountMenu: "Account menu",
    profile: "Profile",
    logout: "Logout",
    setUp: "Set up two-step sign-in",
    turnOn: "Turn on two-step sign-in",
    saveCodes: "Save your recovery codes",
    savedThem: "I have saved them",
    on: "On",
    judge: "Judge",
    editFee: "Edit fee category",
    price: "Price in US dollars",
    admins: "/admin/admins",
    finance: "Finance permission",
    yes: "Yes",
    editAdmin: "Edit admin",
  },
  ar: {
    login: "رقم الهوية الوطنية أو البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    verify: "تحقّق وسجّل الدخول",
    code: "الرمز من تطبيق المصادقة",
    codeAsked: "التحقق بخطوتين مفعّل لهذا الحساب. أدخل الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة.",
    wrongCode: "هذا الرمز غير صحيح. تحقّق من الرمز في تطبيق المصادقة وحاول مرة أخرى.",
    needsTwoStep:
      "تتطلب الأدوات المالية التحقق بخطوتين: فعّله من ملفك الشخصي، ثم سجّل الخروج وسجّل الدخول مجددًا برمز.",
    accountMenu: "قائمة الحساب",
    profile: "الملف الشخصي",
    logout: "تسجيل الخروج",
    setUp: "إعداد التحقق بخطوتين",
    turnOn: "تفعيل التحقق بخطوتين",
    saveCodes: "احفظ رموز الاسترداد",
    savedThem: "لقد حفظتها",
    on: "مفعّل",
    judge: "حكم",
    editFee: "تعديل فئة الرسوم",
    price: "السعر بالدولار الأمريكي",
    admins: "/admin/admins",
    finance: "صلاحية الشؤون المالية",
    yes: "نعم",
    editAdmin: "تعديل المشرف",
  },
} as const;

const sizes = { desktop: { width: 1280, height: 800 }, "390": { width: 390, height: 844 } } as const;

let finance: APIRequestContext;

test.beforeAll(async () => {
  // Signing in may wait for an unused time step of the finance admin's codes.
  test.setTimeout(75_000);
  finance = await playwrightRequest.newContext({ baseURL });
  await signInAsFinanceAdminOverHttp(finance);
});
test.afterAll(async () => {
  await finance?.dispose();
});

/** Console errors of the page but the refusal the test provokes: the sign-in endpoint's 401 for a wrong code. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const url = message.location().url;
    const provoked = /status of 401/.test(message.text()) && url.includes("/api/auth/callback/");
    if (!provoked) errors.push(`${message.text()} (${url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const lang of ["en", "ar"] as const) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    test(`a finance admin sets up two-step sign-in, signs in with a code and changes a price (${lang}, ${sizeName})`, async ({
      browser,
    }) => {
      // Two time steps of the new admin's codes (enrolment, then sign-in), and the screens.
      test.setTimeout(120_000);
      const text = say[lang];
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/two-step-${lang}-${sizeName}-${name}.png`, fullPage: true });

      // A new admin, given the finance permission by the finance admin.
      const digits = uniqueDigits();
      const account = {
        login: digits,
        password: `Ledger-${digits}-Kite`,
        name: `Treasurer ${digits.slice(-4)}`,
      };
      const created = await trpcCall(finance, "admin.create", {
        name: account.name,
        email: `treasurer-${digits}@example.com`,
        phoneNumber: "+966501234567",
        nationalId: digits,
        nationality: "SA",
        password: account.password,
        confirmPassword: account.password,
        financePermission: true,
      });
      expect(created).toMatchObject({ financePermission: true });

      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      const consoleErrors = watchConsole(page);
      await setLanguage(page, lang);

      const signInWithPassword = async () => {
        await page.goto("/admin/auth/signin");
        await page.getByRole("textbox", { name: text.login }).fill(account.login);
        await page.getByRole("textbox", { name: text.password, exact: true }).fill(account.password);
        await page.getByRole("button", { name: text.signIn, exact: true }).click();
      };
      const setJudgePrice = async (price: string) => {
        await findRow(page, "/admin/fee-categories", text.judge, lang);
        await openEdit(page, text.judge, text.editFee, lang);
        await field(page, text.price).fill(price);
        await page.getByRole("button", { name: words[lang].save, exact: true }).click();
      };

      // Signed in with the password only: the admins' list shows the permission, the price is refused.
      await signInWithPassword();
      await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
      const row = await findRow(page, text.admins, account.name, lang);
      await expect(row.getByRole("cell", { name: text.yes, exact: true })).toBeVisible();
      await shot("admins");
      await openEdit(page, account.name, text.editAdmin, lang);
      await expect(page.getByRole("switch", { name: text.finance })).toBeChecked();
      await shot("admin-form");

      await findRow(page, "/admin/fee-categories", text.judge, lang);
      await openEdit(page, text.judge, text.editFee, lang);
      await expect(page.getByText(text.needsTwoStep)).toBeVisible();
      await expect(field(page, text.price)).toBeDisabled();
      await shot("price-refused");

      // Set up from the profile: the key shown under the QR code, and a code of the app.
      await page.getByRole("button", { name: text.accountMenu }).click();
      await page.getByRole("menuitem", { name: text.profile }).click();
      await page.getByRole("button", { name: text.setUp }).click();
      const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shot("enrol");
      const enrolledStep = await unusedStep(null);
      await page.getByRole("textbox", { name: text.code }).fill(totpCodeOfStep(secret, enrolledStep));
      await page.getByRole("button", { name: text.turnOn }).click();
      await expect(page.getByText(text.saveCodes)).toBeVisible();
      await expect(page.getByTestId("recovery-codes")).toHaveText(
        /^([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}\s*){10}$/,
      );
      await shot("recovery-codes");
      await page.getByRole("button", { name: text.savedThem }).click();
      await expect(page.getByText(text.on, { exact: true })).toBeVisible();

      // Out, and in again: the password, then the code; a wrong code keeps the password.
      await page.getByRole("button", { name: text.accountMenu }).click();
      await page.getByRole("menuitem", { name: text.logout }).click();
      await expect(page).toHaveURL(/\/admin\/auth\/signin/);
      await signInWithPassword();
      await expect(page.getByText(text.codeAsked)).toBeVisible();
      const codeField = page.getByRole("textbox", { name: text.code });
      const signInStep = await unusedStep(enrolledStep);
      const right = totpCodeOfStep(secret, signInStep);
      // A code of a step far from now: never one the server takes.
      const wrong = totpCodeOfStep(secret, signInStep + 100);
      await codeField.fill(wrong === right ? "000000" : wrong);
      await page.getByRole("button", { name: text.verify }).click();
      await expect(page.getByRole("alert").filter({ hasText: text.wrongCode })).toBeVisible();
      // Still the code step: the login and password are kept, not asked again.
      await expect(page.getByRole("textbox", { name: text.login })).toHaveCount(0);
      await shot("wrong-code");
      await codeField.fill(right);
      await page.getByRole("button", { name: text.verify }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
      const session = (await (await page.request.get("/api/auth/session/")).json()) as {
        user?: { secondFactor?: boolean };
      };
      expect(session.user?.secondFactor).toBe(true);

      // The finance tools now take the price; the seeded price comes back after.
      await setJudgePrice("115.00");
      await expect(notification(page, words[lang].updated)).toBeVisible();
      await expect(await findRow(page, "/admin/fee-categories", text.judge, lang)).toContainText("115.00");
      await shot("price-saved");
      await setJudgePrice("110.00");
      await expect(notification(page, words[lang].updated)).toBeVisible();

      expect(consoleErrors, "console errors").toEqual([]);
      await context.close();
    });
  }
}
