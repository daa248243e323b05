import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectDocumentLanguage, test } from "./fixtures.ts";
import { e2eAdmin } from "./admin-account.ts";

export { expect, expectDocumentLanguage, test };

// Accounts on the public site (spec §2, §4, §5, §6, §8) in both languages: the sign-up popup,
// /signin with its redirect, sign-out, the student and coach view, and the route guards.
// What sign-up.spec.ts, sign-in.spec.ts and account-access.spec.ts share.

export type Lang = "en" | "ar";
export const langs: Lang[] = ["en", "ar"];

export const prefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");

export const text = {
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
    // Walk-through 3, H1: what a coach of the local accounts is told after sign-up and at sign-in.
    coachCreated: "Your coach account is created",
    awaitingVerification:
      "An organizer will verify your coach account. You will get an e-mail when it is done.",
    awaitingSignIn:
      "An organizer will verify your coach account. You will get an e-mail when it is done; then you can sign in.",
    signedIn: "Sign in Successfully!",
    signedOut: "Sign out Successfully!",
    wrongCredentials: "The national ID, e-mail or password is incorrect.",
    signInEmpty: "Please fill in all fields, Email or Password is Empty!",
    accountMenu: "Account menu",
    signOut: "Sign out",
    welcome: "Welcome,",
    teamRegistration: "Team registration",
    teamRegistrationLink: "team registration",
    yourProfile: "Your profile",
    signInToRegister: "Sign in to register your team",
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
    coachCreated: "أُنشئ حسابك مدربًا",
    awaitingVerification: "سيتحقق أحد المنظمين من حسابك مدربًا، وستصلك رسالة بالبريد الإلكتروني عند ذلك.",
    awaitingSignIn:
      "سيتحقق أحد المنظمين من حسابك مدربًا، وستصلك رسالة بالبريد الإلكتروني عند ذلك؛ ثم يمكنك تسجيل الدخول.",
    signedIn: "تم تسجيل الدخول بنجاح!",
    signedOut: "تم تسجيل الخروج بنجاح!",
    wrongCredentials: "رقم الهوية الوطنية أو البريد الإلكتروني أو كلمة المرور غير صحيح.",
    signInEmpty: "يرجى تعبئة جميع الحقول، البريد الإلكتروني أو كلمة المرور فارغة!",
    accountMenu: "قائمة الحساب",
    signOut: "تسجيل الخروج",
    welcome: "مرحبًا،",
    teamRegistration: "تسجيل الفرق",
    teamRegistrationLink: "تسجيل الفرق",
    yourProfile: "ملفك الشخصي",
    signInToRegister: "سجّل الدخول لتسجيل فريقك",
    tooManyAttempts: "محاولات كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.",
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

export const admin = e2eAdmin;

export interface Person {
  name: string;
  email: string;
  nationalId: string;
  phone: string;
  password: string;
}

/** A new person for each test, so runs never collide (national IDs and e-mails are unique). */
export function newPerson(label: string): Person {
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
export const createStudent = (request: APIRequestContext, person = newPerson("Student")) =>
  createAccount(request, person, 0);

/** The input of tRPC's auth.signUp for a person, as a student (0) or a coach (1), as the popup sends it. */
export const signUpInput = (person: Person, type: 0 | 1) => ({
  name: person.name,
  email: person.email,
  national_id: person.nationalId,
  phone_number: person.phone,
  password: person.password,
  c_password: person.password,
  type,
});

/** Signs a person up through tRPC's auth.signUp as a student (0) or a coach (1), as the popup does. */
export async function createAccount(
  request: APIRequestContext,
  person: Person,
  type: 0 | 1,
): Promise<Person> {
  const response = await request.post("/api/trpc/auth.signUp", { data: { json: signUpInput(person, type) } });
  expect(response.status(), await response.text()).toBe(200);
  return person;
}

/**
 * Expected failed requests (a refused sign-in answers 401, a duplicate 409 …) are logged by
 * Chromium as console errors; they are part of the behaviour under test, nothing else is.
 */
export function allowFailedRequests(consoleErrors: string[], path: string) {
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    const entry = consoleErrors[index]!;
    if (entry.startsWith("Failed to load resource") && entry.includes(path)) consoleErrors.splice(index, 1);
  }
}

/** Clicks until the page's script answers: a click before hydration does nothing. */
export async function clickUntil(button: Locator, done: Locator) {
  await expect(async () => {
    if (!(await done.isVisible())) await button.click();
    await expect(done).toBeVisible({ timeout: 2000 });
  }).toPass();
}

export async function openSignUp(page: Page, lang: Lang): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await clickUntil(
    page.getByRole("banner").getByRole("button", { name: text[lang].signUp, exact: true }),
    dialog,
  );
  return dialog;
}

export async function chooseAccountType(dialog: Locator, lang: Lang, type: "student" | "coach") {
  await dialog.getByRole("button", { name: text[lang].createNew }).click();
  await dialog.getByRole("button", { name: text[lang][type] }).click();
  await expect(dialog.getByLabel(text[lang].name)).toBeFocused();
}

/** Chooses the account type in the sign-up popup and fills its form for the person. */
export async function fillSignUpAs(dialog: Locator, lang: Lang, type: "student" | "coach", person: Person) {
  await chooseAccountType(dialog, lang, type);
  await fillSignUp(dialog, lang, person);
}

export async function fillSignUp(
  dialog: Locator,
  lang: Lang,
  person: Partial<Person>,
  confirmation?: string,
) {
  const t = text[lang];
  if (person.name) await dialog.getByLabel(t.name).fill(person.name);
  if (person.email) await dialog.getByLabel(t.email).fill(person.email);
  if (person.nationalId) await dialog.getByLabel(t.nationalId).fill(person.nationalId);
  if (person.phone) await dialog.getByLabel(t.phone).fill(person.phone);
  if (person.password) await dialog.getByLabel(t.password, { exact: true }).fill(person.password);
  const confirm = confirmation ?? person.password;
  if (confirm) await dialog.getByLabel(t.confirm).fill(confirm);
}

export async function signInWithForm(page: Page, lang: Lang, login: string, password: string) {
  await page.getByLabel(text[lang].login).fill(login);
  await page.getByLabel(text[lang].password, { exact: true }).fill(password);
  const answer = page.waitForResponse((response) =>
    response.url().includes("/api/auth/callback/credentials"),
  );
  await page.getByRole("main").getByRole("button", { name: text[lang].signIn, exact: true }).click();
  await answer;
}

/** Opens the sign-in page in the language and signs in with its form. */
export async function signInOnSignInPage(page: Page, lang: Lang, login: string, password: string) {
  await page.goto(`${prefix(lang)}/signin/`);
  await signInWithForm(page, lang, login, password);
}
