import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectDocumentLanguage, test } from "../../support/fixtures.ts";
import { e2eAdmin } from "../../support/admin-account.ts";

// The back office's sign-in and guard (spec §2 admin sign-in, §4, §5, §6) in both languages,
// against next-auth's `admin-credentials` provider. The e2e server seeds this admin.

type Lang = "en" | "ar";

const admin = e2eAdmin;

const text = {
  en: {
    title: "Sign in to the back office",
    login: "National ID or e-mail",
    password: "Password",
    signIn: "Sign in",
    empty: "Please fill in all fields, Email or Password is Empty!",
    wrong: "The national ID, e-mail or password is incorrect.",
    dashboard: "Dashboard",
    signedIn: "Sign in Successfully!",
  },
  ar: {
    title: "تسجيل الدخول إلى لوحة الإدارة",
    login: "رقم الهوية الوطنية أو البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    empty: "يرجى تعبئة جميع الحقول: رقم الهوية الوطنية أو البريد الإلكتروني أو كلمة المرور فارغ!",
    wrong: "رقم الهوية الوطنية أو البريد الإلكتروني أو كلمة المرور غير صحيح.",
    dashboard: "لوحة التحكم",
    signedIn: "تم تسجيل الدخول بنجاح!",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The admin remembers its language in localStorage (spec §3 `lang`: "EN" or "ar"). */
async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((value) => localStorage.setItem("lang", value), lang === "ar" ? "ar" : "EN");
}

async function signIn(page: Page, lang: Lang, login: string, password: string) {
  const t = text[lang];
  await page.getByRole("textbox", { name: t.login, exact: true }).fill(login);
  await page.getByRole("textbox", { name: t.password, exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

/** A student account made through the public sign-up (tRPC auth.signUp), signed in through next-auth. */
async function signInAsStudent(request: APIRequestContext) {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const student = { login: `2${digits}`, password: `Robots-${digits}` };
  const signUp = await request.post("/api/trpc/auth.signUp", {
    data: {
      json: {
        name: `Student ${digits.slice(0, 4)}`,
        email: `student-${digits}@example.com`,
        national_id: student.login,
        phone_number: "+966501234567",
        password: student.password,
        c_password: student.password,
        type: 0,
      },
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const callback = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, login: student.login, password: student.password, json: "true" },
  });
  expect(callback.status()).toBe(200);
}

function allowFailedRequests(consoleErrors: string[], path: string) {
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    const entry = consoleErrors[index]!;
    if (entry.startsWith("Failed to load resource") && entry.includes(path)) consoleErrors.splice(index, 1);
  }
}

test.describe("admin sign-in", () => {
  for (const lang of ["en", "ar"] as const) {
    test(`an admin signs in and lands on the dashboard (${lang})`, async ({ page }) => {
      const t = text[lang];
      await useLanguage(page, lang);
      await page.goto("/admin/auth/signin");
      await expectDocumentLanguage(page, lang);
      await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
      await signIn(page, lang, lang === "en" ? admin.nationalId : admin.email, admin.password);
      // The toast closes by itself after a few seconds: checked first.
      await expect(page.getByText(t.signedIn)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole("heading", { name: t.dashboard, level: 1 })).toBeVisible();
    });

    test(`empty fields and wrong credentials are refused with the spec's messages (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      const t = text[lang];
      await useLanguage(page, lang);
      await page.goto("/admin/auth/signin");
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(t.empty);

      await page.getByRole("textbox", { name: t.login, exact: true }).fill(admin.nationalId);
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(t.empty);

      await page.getByRole("textbox", { name: t.password, exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(t.wrong);
      await expect(page).toHaveURL(/\/admin\/auth\/signin$/);
      allowFailedRequests(consoleErrors, "/api/auth/callback/admin-credentials");
    });
  }

  test("a student's credentials do not open the back office", async ({ page, request, consoleErrors }) => {
    const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
    const password = `Robots-${digits}`;
    const signUp = await request.post("/api/trpc/auth.signUp", {
      data: {
        json: {
          name: "Student",
          email: `student-${digits}@example.com`,
          national_id: `2${digits}`,
          phone_number: "+966501234567",
          password,
          c_password: password,
          type: 0,
        },
      },
    });
    expect(signUp.ok()).toBe(true);
    await page.goto("/admin/auth/signin");
    await signIn(page, "en", `2${digits}`, password);
    await expect(page.getByRole("alert")).toHaveText(text.en.wrong);
    allowFailedRequests(consoleErrors, "/api/auth/callback/admin-credentials");
  });
});

test.describe("admin guard (spec §6, mode admin)", () => {
  test("a visitor opening any admin screen is sent to sign-in, and comes back after it", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/seasons/", "/admin/partners/new"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/auth\/signin\?redirect=/);
      await expect(page.getByRole("heading", { name: text.en.title })).toBeVisible();
    }
    await signIn(page, "en", admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/partners\/new$/);
  });

  test("the server itself redirects before sending the back office", async ({ request }) => {
    const visitor = await request.get("/admin/seasons/?page=1", { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers()["location"]).toBe(
      "/admin/auth/signin?redirect=%2Fadmin%2Fseasons%2F%3Fpage%3D1",
    );
    expect((await request.get("/admin/auth/signin", { maxRedirects: 0 })).status()).toBe(200);

    await signInAsStudent(request);
    const student = await request.get("/admin/dashboard/", { maxRedirects: 0 });
    expect(student.status()).toBe(307);
    expect(student.headers()["location"]).toBe("/");
  });

  test("a signed-in student opening the back office is sent to the public home page", async ({ page }) => {
    await signInAsStudent(page.request);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto("/admin/auth/signin");
    await expect(page.getByRole("heading", { name: text.en.title })).toBeVisible();
  });

  test("a signed-in admin opening the sign-in screen goes to the dashboard", async ({ page }) => {
    await page.goto("/admin/auth/signin");
    await signIn(page, "en", admin.nationalId, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/auth/signin");
    await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  });

  test("signing out from the profile menu ends the session", async ({ page }) => {
    await page.goto("/admin/auth/signin");
    await signIn(page, "en", admin.nationalId, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/auth\/signin$/);
    await expect(page.getByText("Sign out Successfully!")).toBeVisible();
    await page.goto("/admin/seasons/");
    await expect(page).toHaveURL(/\/admin\/auth\/signin\?redirect=/);
  });

  test("a session that ends while the back office is open signs the admin out", async ({ page }) => {
    await page.goto("/admin/auth/signin");
    await signIn(page, "en", admin.nationalId, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Once the figures are in (a request refused after the cookie goes would be a console error).
    await expect(page.getByRole("heading", { name: "Recent admin activity" })).toBeVisible();
    // The session cookie goes (expiry, sign-out in another tab); the next check notices.
    await page.context().clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page).toHaveURL(/\/admin\/auth\/signin$/);
  });
});
