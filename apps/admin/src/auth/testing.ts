import { vi } from "vitest";
// Types only: the test setup loads this file, and a module it loads can no longer be mocked.
import type { SessionUser } from "./session";

/** The admin the tests sign in as (user type 4). */
export const testAdmin: SessionUser = { id: "admin-1", name: "Test Admin", type: 4 };

/** The environment's own fetch, for requests the fake does not answer. */
const realFetch = globalThis.fetch;

export interface FakeAccount {
  login: string;
  password: string;
  user: SessionUser;
  /** Two-step sign-in: the code its authenticator app shows now, and its unused recovery codes. */
  secondFactor?: { code: string; recoveryCodes: string[] };
}

/**
 * A stand-in for next-auth's REST endpoints (/api/auth/csrf, session, callback, signout),
 * answering `fetch` as the site does, so the real session module runs in tests. Other
 * requests go to the fetch that was there before.
 */
export function fakeAuthServer({
  user = null,
  accounts = [{ login: "1000000001", password: "WroAdmin-2025", user: testAdmin }],
  refusal = "invalidCredentials",
}: { user?: SessionUser | null; accounts?: FakeAccount[]; refusal?: string } = {}) {
  const state = { user, signOuts: 0, signIns: 0 };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, window.location.origin);
    const form = new URLSearchParams(init?.body as string | URLSearchParams | undefined);
    const withCsrf = () => form.get("csrfToken") === "csrf-token" && form.get("json") === "true";
    switch (url.pathname) {
      case "/api/auth/csrf":
        return json({ csrfToken: "csrf-token" });
      case "/api/auth/session":
        return json(state.user ? { user: state.user, expires: "2099-01-01T00:00:00.000Z" } : {});
      case "/api/auth/signout":
        if (!withCsrf()) return json({ url: `${url.origin}/api/auth/signout?csrf=true` });
        state.user = null;
        state.signOuts += 1;
        return json({ url: `${url.origin}/` });
      case "/api/auth/callback/admin-credentials": {
        state.signIns += 1;
        const account = accounts.find(
          (candidate) => candidate.login === form.get("login") && candidate.password === form.get("password"),
        );
        const refuse = (error: string) =>
          json({ url: `${url.origin}/api/auth/error?${new URLSearchParams({ error })}` }, 401);
        if (!withCsrf() || !account) return refuse(refusal);
        const factor = account.secondFactor;
        if (factor) {
          // As @wro/auth answers: the right password asks for the code; each code counts once.
          const code = form.get("code");
          const recoveryCode = form.get("recoveryCode");
          if (!code && !recoveryCode) return refuse("secondFactorRequired");
          if (recoveryCode) {
            if (!factor.recoveryCodes.includes(recoveryCode)) return refuse("recoveryCodeInvalid");
            factor.recoveryCodes = factor.recoveryCodes.filter((unused) => unused !== recoveryCode);
          } else if (code !== factor.code) {
            return refuse("secondFactorInvalid");
          }
        }
        state.user = factor ? { ...account.user, secondFactor: true } : account.user;
        return json({ url: `${url.origin}/admin/` });
      }
      default:
        return realFetch(input, init);
    }
  });
  vi.stubGlobal("fetch", fetch);
  return Object.assign(state, { fetch });
}
