// The browser tests' finance admin (issue 36): the server adds it with `pnpm wro admin:create
// --finance`; the finance tools need a session signed in with two-step sign-in (TOTP), so the
// first sign-in enrols its authenticator through the admin procedures and keeps the secret in
// the worker's data folder, which the server empties at start (a fresh server, a fresh enrolment).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { baseURL, port } from "../playwright.config.ts";
import { e2eFinanceAdmin } from "./admin-account.ts";
import { test, type StorageState } from "./admin.ts";
import { signInToAdmin } from "./admin-http.ts";
import { trpcCall } from "./trpc.ts";

/** What every authenticator app uses, as the server does (`TOTP_SETTINGS`, @wro/auth). */
const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
export const TOTP_STEP_MS = TOTP_SETTINGS.period * 1000;

/** The code an authenticator app shows for a base32 `secret` during time step `step`. */
export const totpCodeOfStep = (secret: string, step: number) =>
  TOTP.generate({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret), timestamp: step * TOTP_STEP_MS });

/** The time step (RFC 6238 "T") of a moment. */
export const stepAt = (time: number) => Math.floor(time / TOTP_STEP_MS);

/**
 * A step whose code the server takes now and has not taken yet. The server accepts the steps
 * before and after its own (±1), each code once and only after the last one it accepted: so the
 * earliest step after `lastUsed` among those, where the one before now counts only early in the
 * current step (the code is typed and sent within seconds, before the server's step moves on).
 * When the next three are used already, waits (polling the clock, up to one step: give the test
 * time for that) until the next one is in the window.
 */
export async function unusedStep(lastUsed: number | null): Promise<number> {
  const earliest = () => {
    const now = Date.now();
    return now % TOTP_STEP_MS < TOTP_STEP_MS - 10_000 ? stepAt(now) - 1 : stepAt(now);
  };
  const wanted = lastUsed === null ? earliest() : Math.max(lastUsed + 1, earliest());
  await expect
    .poll(() => stepAt(Date.now()) + 1 >= wanted, {
      message: `time step ${wanted} comes into the server's window`,
      timeout: TOTP_STEP_MS + 5_000,
      intervals: [250],
    })
    .toBe(true);
  return wanted;
}

/** The enrolled secret and the last step whose code was spent, kept beside the server's database. */
interface TotpState {
  secret: string;
  lastStep: number;
}

const stateFile = () => fileURLToPath(new URL(`../.data/${port}/finance-admin-totp.json`, import.meta.url));

const readState = (): TotpState | null =>
  existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), "utf8")) as TotpState) : null;

const writeState = (state: TotpState) => writeFileSync(stateFile(), JSON.stringify(state));

/**
 * A code of a step not spent yet, recorded as spent before it is sent (a sign-in that fails
 * after the server took it must not offer it again).
 */
async function nextCode(state: TotpState): Promise<string> {
  const step = await unusedStep(state.lastStep);
  writeState({ ...state, lastStep: step });
  return totpCodeOfStep(state.secret, step);
}

/**
 * The finance admin's TOTP secret: enrolled the first time on this server, through the profile's
 * procedures in a session of its own (signed in with the password only, as before enrolment).
 */
async function enrolledState(): Promise<TotpState> {
  const known = readState();
  if (known) return known;
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const refusal = await signInToAdmin(request, e2eFinanceAdmin.nationalId, e2eFinanceAdmin.password);
    expect(refusal, "the finance admin signs in with its password before enrolling").toBeNull();
    const { secret } = (await trpcCall(request, "admin.beginSecondFactor", undefined)) as { secret: string };
    const step = await unusedStep(null);
    const { recoveryCodes } = (await trpcCall(request, "admin.confirmSecondFactor", {
      code: totpCodeOfStep(secret, step),
    })) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const state = { secret, lastStep: step };
    writeState(state);
    return state;
  } finally {
    await request.dispose();
  }
}

/** The session next-auth reports for a page or request context. */
async function sessionOf(request: APIRequestContext) {
  return (await (await request.get("/api/auth/session/")).json()) as {
    user?: { type: number; secondFactor?: boolean };
  };
}

/**
 * Signs the finance admin in through the back office's sign-in screen: password, then a code of
 * its authenticator (enrolled first if this server has not seen it yet). The page's context must
 * have no session. May wait up to one time step (30 s) for an unused code.
 */
export async function signInAsFinanceAdmin(page: Page): Promise<void> {
  const state = await enrolledState();
  await page.goto("/admin/auth/signin");
  await page.locator('input[name="login"]').fill(e2eFinanceAdmin.nationalId);
  await page.locator('input[name="password"]').fill(e2eFinanceAdmin.password);
  await page.locator('button[type="submit"]').click();
  const code = page.locator('input[name="code"]');
  await expect(code).toBeVisible();
  await code.fill(await nextCode(state));
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  expect((await sessionOf(page.request)).user).toMatchObject({ type: 4, secondFactor: true });
}

/**
 * A browser context signed in as the finance admin (through the sign-in screen, as
 * `signInAsFinanceAdmin`): its request for tRPC calls, its pages for the back office.
 */
export async function financeAdminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsFinanceAdmin(page);
  await page.close();
  return context;
}

/**
 * The same over HTTP, for specs that call the procedures without a browser (like `signInToAdmin`):
 * the session cookie stays in `request`. May wait up to one time step (30 s) for an unused code.
 */
export async function signInAsFinanceAdminOverHttp(request: APIRequestContext): Promise<void> {
  const state = await enrolledState();
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/admin-credentials", {
    form: {
      csrfToken,
      login: e2eFinanceAdmin.nationalId,
      password: e2eFinanceAdmin.password,
      code: await nextCode(state),
      json: "true",
    },
  });
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url).searchParams.get("error"), "the finance admin's sign-in").toBeNull();
  expect((await sessionOf(request)).user).toMatchObject({ type: 4, secondFactor: true });
}

/**
 * The back office's tests (./admin.ts) signed in as the finance admin with two-step sign-in
 * instead of the seeded first admin: once per worker, as `adminState` is (each sign-in spends a
 * time step's code).
 */
export const financeTest = test.extend<object, { financeState: StorageState }>({
  financeState: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await signInAsFinanceAdmin(page);
      await use(await page.context().storageState());
      await page.close();
    },
    // Its own time: enrolling and waiting for an unused code may take a time step.
    { scope: "worker", timeout: 90_000 },
  ],
  storageState: async ({ financeState }, use) => use(financeState),
});
