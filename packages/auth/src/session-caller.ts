import type { Database } from "@wro/db";
import { getToken, type JWT } from "next-auth/jwt";
import { callerFromToken, type SessionCaller } from "./caller.ts";
import { authEnv, type AuthEnv } from "./env.ts";
import { sessionDeadline } from "./session-lifetime.ts";
import { openSessionToken } from "./session-token.ts";

const SESSION_COOKIE = "next-auth.session-token";

/** The session cookie's name: with the __Secure- prefix, browsers accept it only from an https answer. */
export const sessionCookieName = (secure: boolean) =>
  secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;

/**
 * The caller a session token stands for now, or anonymous: the account behind it must still
 * stand (`callerFromToken`: not disabled or deleted, not signed out or given a new password
 * since) and the session must be younger than the absolute lifetime of the account's type as
 * it is now (an account made admin since gets admin's). next-auth's JWT callback checks this on
 * every refresh, and the API on every request (`createSessionReader`).
 */
export async function sessionCallerOf(db: Database, token: JWT, nowSeconds: number): Promise<SessionCaller> {
  const caller = await callerFromToken(db, token);
  // A session signed in before sign-in times were kept has no `sat`: its lifetime starts at its
  // next refresh (the JWT callback).
  if (
    caller.kind === "user" &&
    token.sat !== undefined &&
    nowSeconds >= sessionDeadline(token.sat, caller.type)
  )
    return { kind: "anonymous" };
  return caller;
}

export interface SessionReaderDeps {
  db: Database;
  /** Defaults to the process environment. */
  env?: AuthEnv;
  /** The clock sessions' lifetimes are measured by (tests). */
  now?: () => Date;
}

/** A request's cookies, as Next's `cookies()` gives them. */
export interface RequestCookies {
  getAll(): Array<{ name: string; value: string }>;
}

/**
 * The api's caller from a request's session cookie: the token opened (`openSessionToken`) and
 * checked (`sessionCallerOf`) as next-auth's session route does. Only that: next-auth's
 * `getServerSession` would also make a CSRF token and encrypt a renewed token into a cookie,
 * which a route handler cannot set and drops: about 1 ms of CPU a call for nothing (measured
 * side by side under the load of `pnpm bench:registration`). The browser's sliding expiry is
 * renewed by next-auth's own /api/auth/session, as before.
 */
export function createSessionReader({ db, env = authEnv(), now = () => new Date() }: SessionReaderDeps) {
  const cookieName = sessionCookieName(env.secureCookies);
  return async (cookies: RequestCookies): Promise<SessionCaller> => {
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const token = await getToken({
      // The cookie only (joined again if next-auth split it), as getServerSession reads it: no
      // Authorization header, which getToken would otherwise accept instead.
      req: { cookies, headers: new Headers() } as unknown as Parameters<typeof getToken>[0]["req"],
      cookieName,
      secret: env.secret,
      decode: ({ token: value, secret }) => (value ? openSessionToken(value, secret, { nowSeconds }) : null),
    });
    return token ? sessionCallerOf(db, token, nowSeconds) : { kind: "anonymous" };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
