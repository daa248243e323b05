import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectDocumentLanguage, test } from "./fixtures.ts";
import { e2eAdmin } from "../admin-account.ts";

// Accounts on the public site (spec §2, §4, §5, §6, §8) in both languages: the sign-up popup,
// /signin with its redirect, sign-out, the student and coach view, and the route guards.

type Lang = "en" | "ar";
const langs: Lang[] = ["en", "ar"];

const prefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");

const text = {
  en: {
    signUp: "Sign up",
    signIn: "Sign in",
    createNew: /Create New Account/,
    student: /^Student/,
    coach: /^Coach/,
    createAccount: "Create account",
    name: "Full name",
    email: "E-mail",
    nationalId: "National ID",
    phone: "Phone number",
    password: "Password",
    confirm: "Confirm password",
    login: "National ID or e-mail",
    fillAll: "Please fill in all fields...",
    notMatched: "Password is not matched",
    invalidPhone: "Please enter a valid phone number.",
    nationalIdTaken: "This national ID is already registered.",
    accountCreated: "Account created successfully",
    verify: "Please verify your account on the partner platform (STEB).",
    signedIn: "Sign in Successfully!",
    signedOut: "Sign out Successfully!",
    wrongCredentials: "The national ID, e-mail or password is incorrect.",
    signInEmpty: "Please fill in all fields, Email or Password is Empty!",
    accountMenu: "Account menu",
    signOut: "Sign out",
    welcome: "Welcome,",
    courses: /Courses/,
    coursesTitle: "Courses and training",
    shop: /Shop/,
    season: /Sign up for the season/,
    teamRegistration: "Team registration",
    tooManyAttempts: "Too many attempts. Try again in 15 minutes.",
  },
  ar: {
    signUp: "إنشاء حساب",
    signIn: "تسجيل الدخول",
    createNew: /إنشاء حساب جديد/,
    student: /^طالب/,
    coach: /^مدرب/,
    createAccount: "إنشاء الحساب",
    name: "الاسم الكامل",
    email: "البريد الإلكتروني",
    nationalId: "رقم الهوية الوطنية",
    phone: "رقم الجوال",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
    login: "رقم الهوية الوطنية أو البريد الإلكتروني",
    fillAll: "يرجى تعبئة جميع الحقول...",
    notMatched: "كلمتا المرور غير متطابقتين",
    invalidPhone: "يرجى إدخال رقم جوال صحيح.",
    nationalIdTaken: "رقم الهوية الوطنية هذا مسجّل مسبقًا.",
    accountCreated: "تم إنشاء الحساب بنجاح",
    verify: "يرجى توثيق حسابك على المنصة الشريكة (STEB).",
    signedIn: "تم تسجيل الدخول بنجاح!",
    signedOut: "تم تسجيل الخروج بنجاح!",
    wrongCredentials: "رقم الهوية الوطنية أو البريد الإلكتروني أو كلمة المرور غير صحيح.",
    signInEmpty: "يرجى تعبئة جميع الحقول، البريد الإلكتروني أو كلمة المرور فارغة!",
    accountMenu: "قائمة الحساب",
    signOut: "تسجيل الخروج",
    welcome: "مرحبًا،",
    courses: /الدورات/,
    coursesTitle: "الدورات والتدريب",
    shop: /المتجر/,
    season: /سجّل في الموسم/,
    teamRegistration: "تسجيل الفرق",
    tooManyAttempts: "محاولات كثيرة جدًا. حاول مرة أخرى بعد ١٥ دقيقة.",
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

const admin = e2eAdmin;

interface Person {
  name: string;
  email: string;
  nationalId: string;
  phone: string;
  password: string;
}

/** A new person for each test, so runs never collide (national IDs and e-mails are unique). */
function newPerson(label: string): Person {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  return {
    name: `${label} ${digits.slice(0, 4)}`,
    email: `${label.toLowerCase()}-${digits}@example.com`,
    nationalId: `2${digits}`,
    phone: "+966 50 123 4567",
    password: `Robots-${digits}`,
  };
}

/** Creates a student through tRPC's auth.signUp, as the popup does. */
async function createStudent(request: APIRequestContext, person = newPerson("Student")): Promise<Person> {
  const response = await request.post("/api/trpc/auth.signUp", {
    data: {
      json: {
        name: person.name,
        email: person.email,
        national_id: person.nationalId,
        phone_number: person.phone,
        password: person.password,
        c_password: person.password,
        type: 0,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return person;
}

/**
 * Expected failed requests (a refused sign-in answers 401, a duplicate 409 …) are logged by
 * Chromium as console errors; they are part of the behaviour under test, nothing else is.
 */
function allowFailedRequests(consoleErrors: string[], path: string) {
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    const entry = consoleErrors[index]!;
    if (entry.startsWith("Failed to load resource") && entry.includes(path)) consoleErrors.splice(index, 1);
  }
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Clicks until the page's script answers: a click before hydration does nothing. */
async function clickUntil(button: Locator, done: Locator) {
  await expect(async () => {
    if (!(await done.isVisible())) await button.click();
    await expect(done).toBeVisible({ timeout: 2000 });
  }).toPass();
}

async function openSignUp(page: Page, lang: Lang): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await clickUntil(
    page.getByRole("banner").getByRole("button", { name: text[lang].signUp, exact: true }),
    dialog,
  );
  return dialog;
}

async function chooseAccountType(dialog: Locator, lang: Lang, type: "student" | "coach") {
  await dialog.getByRole("button", { name: text[lang].createNew }).click();
  await dialog.getByRole("button", { name: text[lang][type] }).click();
  await expect(dialog.getByLabel(text[lang].name)).toBeFocused();
}

async function fillSignUp(dialog: Locator, lang: Lang, person: Partial<Person>, confirmation?: string) {
  const t = text[lang];
  if (person.name) await dialog.getByLabel(t.name).fill(person.name);
  if (person.email) await dialog.getByLabel(t.email).fill(person.email);
  if (person.nationalId) await dialog.getByLabel(t.nationalId).fill(person.nationalId);
  if (person.phone) await dialog.getByLabel(t.phone).fill(person.phone);
  if (person.password) await dialog.getByLabel(t.password, { exact: true }).fill(person.password);
  const confirm = confirmation ?? person.password;
  if (confirm) await dialog.getByLabel(t.confirm).fill(confirm);
}

async function signInWithForm(page: Page, lang: Lang, login: string, password: string) {
  await page.getByLabel(text[lang].login).fill(login);
  await page.getByLabel(text[lang].password, { exact: true }).fill(password);
  const answer = page.waitForResponse((response) =>
    response.url().includes("/api/auth/callback/credentials"),
  );
  await page.getByRole("main").getByRole("button", { name: text[lang].signIn, exact: true }).click();
  await answer;
}

test.describe("sign-up popup", () => {
  for (const lang of langs) {
    test(`a student signs up and is signed in at once (${lang})`, async ({ page }) => {
      const t = text[lang];
      const person = newPerson("Student");
      await page.goto(`${prefix(lang)}/`);
      await expectDocumentLanguage(page, lang);
      const dialog = await openSignUp(page, lang);
      await chooseAccountType(dialog, lang, "student");
      await fillSignUp(dialog, lang, person);
      await dialog.getByRole("button", { name: t.createAccount }).click();

      await expect(page.getByText(t.accountCreated)).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("button", { name: `${t.accountMenu}: ${person.name}` })).toBeVisible();
      await expect(page).toHaveURL(`${prefix(lang)}/`);

      const me = await page.request.get("/api/trpc/auth.me");
      expect((await me.json()).result.data.json).toMatchObject({
        nationalId: person.nationalId,
        email: person.email,
        phoneNumber: "+966501234567",
        role: "student",
      });
    });

    test(`a coach signs up and is asked to verify the account (${lang})`, async ({ page }) => {
      const t = text[lang];
      await page.goto(`${prefix(lang)}/`);
      const dialog = await openSignUp(page, lang);
      await chooseAccountType(dialog, lang, "coach");
      await fillSignUp(dialog, lang, newPerson("Coach"));
      await dialog.getByRole("button", { name: t.createAccount }).click();

      await expect(dialog.getByRole("status")).toHaveText(t.verify);
      // A coach is not signed in before verification.
      await expect(page.getByRole("banner").getByRole("button", { name: t.signUp })).toBeVisible();
      expect((await page.request.get("/api/trpc/auth.me")).status()).toBe(401);
    });

    test(`every spec §5 message shows for its case (${lang})`, async ({ page }) => {
      const t = text[lang];
      const person = newPerson("Student");
      await page.goto(`${prefix(lang)}/registration/`);
      const dialog = await openSignUp(page, lang);
      await chooseAccountType(dialog, lang, "student");
      const submit = dialog.getByRole("button", { name: t.createAccount });
      const alert = dialog.getByRole("alert");
      const signUps: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/trpc/auth.signUp")) signUps.push(request.url());
      });

      await submit.click();
      await expect(alert).toHaveText(t.fillAll);
      await expect(dialog.getByLabel(t.name)).toBeFocused();

      // One field left empty is still the same message, and the field is marked.
      await fillSignUp(dialog, lang, { ...person, phone: "" });
      await submit.click();
      await expect(alert).toHaveText(t.fillAll);
      await expect(dialog.getByLabel(t.phone)).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel(t.phone)).toBeFocused();

      await dialog.getByLabel(t.phone).fill("0512");
      await submit.click();
      await expect(dialog.getByText(t.invalidPhone)).toBeVisible();
      await expect(dialog.getByLabel(t.phone)).toHaveAttribute("aria-invalid", "true");

      await dialog.getByLabel(t.phone).fill(person.phone);
      await dialog.getByLabel(t.confirm).fill(`${person.password}x`);
      await submit.click();
      await expect(dialog.getByText(t.notMatched)).toBeVisible();
      await expect(dialog.getByLabel(t.confirm)).toBeFocused();
      // Every case above was caught in the browser, before anything was sent.
      expect(signUps).toEqual([]);
    });

    test(`a double-clicked submit creates one account; the next try names the duplicate (${lang})`, async ({
      page,
      browser,
      consoleErrors,
    }) => {
      const t = text[lang];
      const person = newPerson("Student");
      const signUps: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/trpc/auth.signUp")) signUps.push(request.method());
      });
      await page.goto(`${prefix(lang)}/`);
      const dialog = await openSignUp(page, lang);
      await chooseAccountType(dialog, lang, "student");
      await fillSignUp(dialog, lang, person);
      await dialog.getByRole("button", { name: t.createAccount }).dblclick();
      await expect(page.getByText(t.accountCreated)).toBeVisible();
      expect(signUps).toEqual(["POST"]);

      // Someone else (another browser) tries the same national ID.
      const other = await browser.newPage();
      await other.goto(`${prefix(lang)}/`);
      const otherDialog = await openSignUp(other, lang);
      await chooseAccountType(otherDialog, lang, "student");
      const again = { ...newPerson("Student"), nationalId: person.nationalId };
      await fillSignUp(otherDialog, lang, again);
      await otherDialog.getByRole("button", { name: t.createAccount }).click();
      await expect(otherDialog.getByText(t.nationalIdTaken)).toBeVisible();
      await expect(otherDialog.getByLabel(t.nationalId)).toHaveAttribute("aria-invalid", "true");
      // The form keeps what was typed.
      await expect(otherDialog.getByLabel(t.email)).toHaveValue(again.email);
      await expect(otherDialog.getByLabel(t.password, { exact: true })).toHaveValue(again.password);
      await other.close();
      allowFailedRequests(consoleErrors, "/api/trpc/auth.signUp");
    });

    test(`Escape closes the popup and focus returns to the button (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/`);
      const dialog = await openSignUp(page, lang);
      await expect(dialog.getByRole("button", { name: text[lang].createNew })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(
        page.getByRole("banner").getByRole("button", { name: text[lang].signUp, exact: true }),
      ).toBeFocused();
    });
  }

  test("“I joined before” goes to sign-in, coming back to the current page", async ({ page }) => {
    await page.goto("/visa/");
    const dialog = await openSignUp(page, "en");
    await dialog.getByRole("link", { name: /Already have an account/ }).click();
    await expect(page).toHaveURL(/\/signin\/\?redirect=%2Fvisa%2F$/);
  });

  test("the popup fits a phone screen in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ar/");
    await clickUntil(
      page.getByRole("button", { name: "القائمة", exact: true }),
      page.getByRole("navigation", { name: "الرئيسية" }),
    );
    const dialog = await openSignUp(page, "ar");
    await chooseAccountType(dialog, "ar", "student");
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    const name = (await dialog.getByLabel(text.ar.name).boundingBox())!;
    // Right to left: the field's label starts at the right edge.
    const label = (await dialog.getByText(text.ar.name, { exact: true }).boundingBox())!;
    expect(label.x + label.width).toBeGreaterThan(name.x + name.width - 4);
  });
});

test.describe("sign-in page", () => {
  for (const lang of langs) {
    test(`signs in and returns to the redirect target (${lang})`, async ({ page, request }) => {
      const t = text[lang];
      const student = await createStudent(request);
      const target = `${prefix(lang)}/team-registration/`;
      await page.goto(`${prefix(lang)}/signin/?redirect=${encodeURIComponent(target)}`);
      await expectDocumentLanguage(page, lang);
      await signInWithForm(page, lang, student.email, student.password);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.teamRegistration);
      await expect(page.getByText(t.signedIn)).toBeVisible();
    });

    test(`shows the server's message for wrong credentials, keeping the input (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${prefix(lang)}/signin/`);
      await page.getByRole("main").getByRole("button", { name: text[lang].signIn, exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text[lang].signInEmpty);

      await signInWithForm(page, lang, "2999999999", "not-the-password");
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text[lang].wrongCredentials);
      await expect(page.getByLabel(text[lang].login)).toHaveValue("2999999999");
      allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
    });

    test(`signing out returns to sign-in (${lang})`, async ({ page, request }) => {
      const t = text[lang];
      const student = await createStudent(request);
      await page.goto(`${prefix(lang)}/signin/`);
      await signInWithForm(page, lang, student.nationalId, student.password);
      await expect(page).toHaveURL(`${prefix(lang)}/`);
      const signOut = page.getByRole("button", { name: t.signOut });
      await clickUntil(page.getByRole("button", { name: `${t.accountMenu}: ${student.name}` }), signOut);
      await signOut.click();
      await expect(page).toHaveURL(`${prefix(lang)}/signin/`);
      await expect(page.getByText(t.signedOut)).toBeVisible();
      expect((await page.request.get("/api/trpc/auth.me")).status()).toBe(401);
    });
  }

  test("ignores a redirect to another site", async ({ page, request }) => {
    test.slow(); // three sign-ins, each a deliberately slow password hash
    const student = await createStudent(request);
    for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      await page.goto(`/signin/?redirect=${encodeURIComponent(target)}`);
      await signInWithForm(page, "en", student.nationalId, student.password);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      // The header reads the session after load (and next-auth renews the cookie as it answers):
      // wait for that read, so the cookies are cleared after it and stay cleared.
      await expect(page.locator('[data-session="user"]')).toBeVisible();
      await page.context().clearCookies();
    }
  });

  test("says how long to wait after too many attempts", async ({ page, consoleErrors }) => {
    test.slow(); // twelve sign-in attempts, each a deliberately slow password hash
    const login = newPerson("Nobody").nationalId;
    await page.goto("/signin/");
    // Spec-free policy of @wro/auth: ten attempts on one account per quarter of an hour.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signInWithForm(page, "en", login, `wrong-${attempt}`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.en.wrongCredentials);
    }
    await signInWithForm(page, "en", login, "wrong-again");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.en.tooManyAttempts);

    await page.goto("/ar/signin/");
    await signInWithForm(page, "ar", login, "wrong-again");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.ar.tooManyAttempts);
    allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
  });

  test("an admin who signs in here lands on the admin dashboard", async ({ page }) => {
    await page.goto("/signin/");
    await signInWithForm(page, "en", admin.nationalId, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  });
});

test.describe("student and coach view", () => {
  for (const lang of langs) {
    test(`a student sees the cards for courses, the shop and the season (${lang})`, async ({
      page,
      request,
    }) => {
      const t = text[lang];
      const student = await createStudent(request);
      await page.goto(`${prefix(lang)}/signin/?redirect=${encodeURIComponent(`${prefix(lang)}/account/`)}`);
      await signInWithForm(page, lang, student.nationalId, student.password);
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.welcome} ${student.name}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: t.shop })).toHaveAttribute(
        "href",
        `${prefix(lang)}/shops/`,
      );
      await main.getByRole("link", { name: t.courses }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.coursesTitle);
      await page.goBack();
      await main.getByRole("link", { name: t.season }).click();
      await expect(page).toHaveURL(`${prefix(lang)}/team-registration/`);
    });
  }
});

test.describe("route guards (spec §2, §6)", () => {
  for (const lang of langs) {
    test(`visitors are redirected, never shown an error (${lang})`, async ({ page }) => {
      // teamReg: home with a random six-character token.
      await page.goto(`${prefix(lang)}/team-registration/`);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/\\?token=[A-Za-z0-9]{6}$`));
      await expectDocumentLanguage(page, lang);
      // The student and coach view: sign in first, then come back.
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page).toHaveURL(
        `${prefix(lang)}/signin/?redirect=${encodeURIComponent(`${prefix(lang)}/account/`)}`,
      );
    });
  }

  test("a token is new on every visit", async ({ page }) => {
    await page.goto("/team-registration/");
    const first = new URL(page.url()).searchParams.get("token");
    await page.goto("/team-registration/");
    expect(new URL(page.url()).searchParams.get("token")).not.toBe(first);
  });

  for (const lang of langs) {
    test(`a signed-in admin is sent on by the student pages and the sign-in page (${lang})`, async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/signin/`);
      await signInWithForm(page, lang, admin.email, admin.password);
      await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
      // teamReg, wrong role: the 2024 season page (in the visitor's language).
      await page.goto(`${prefix(lang)}/team-registration/`);
      await expect(page).toHaveURL(`${prefix(lang)}/seasons/wro-2024/`);
      // Mode none, wrong role: home.
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page).toHaveURL(`${prefix(lang)}/`);
      // The public sign-in page sends an admin to the dashboard.
      await page.goto(`${prefix(lang)}/signin/`);
      await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
    });
  }

  test("a signed-in student may see team registration; the sign-in page sends them home", async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await page.goto("/signin/");
    await signInWithForm(page, "en", student.nationalId, student.password);
    await expect(page).toHaveURL("/");
    await page.goto("/team-registration/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.teamRegistration);
    await page.goto("/ar/signin/");
    await expect(page).toHaveURL("/ar/");
  });
});

test.describe("accessibility of the account screens", () => {
  for (const lang of langs) {
    test(`axe finds no violations on sign-in, the popup and the account page (${lang})`, async ({
      page,
      request,
    }) => {
      const t = text[lang];
      await page.goto(`${prefix(lang)}/signin/`);
      await page.getByRole("main").getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.signInEmpty);
      await expectNoAxeViolations(page);

      const dialog = await openSignUp(page, lang);
      await expectNoAxeViolations(page);
      await chooseAccountType(dialog, lang, "student");
      await dialog.getByRole("button", { name: t.createAccount }).click();
      await expect(dialog.getByRole("alert")).toHaveText(t.fillAll);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      const student = await createStudent(request);
      await signInWithForm(page, lang, student.nationalId, student.password);
      await expect(page).toHaveURL(`${prefix(lang)}/`);
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.welcome} ${student.name}`);
      await expectNoAxeViolations(page);
    });
  }
});
