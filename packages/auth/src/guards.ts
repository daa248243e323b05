import { JUDGED, roleOf, type GuardRole } from "./roles.ts";

/**
 * Route guards of spec §2 and §6 as pure functions, for the site's server components and
 * proxy and for the admin SPA's router alike. Safe to import in the browser.
 */

export const ADMIN_SIGN_IN_PATH = "/admin/auth/signin";
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard/";
/** Where team registration sends a signed-in user of the wrong role (spec §2, as is). */
export const TEAM_REG_WRONG_ROLE_PATH = "/seasons/wro-2024/";
const HOME_PATH = "/";

/**
 * teamReg: the public team-registration pages. none and admin: the admin area's guard,
 * with or without a role requirement beyond the allowed list (spec §6).
 */
export type GuardMode = "teamReg" | "none" | "admin";

/** A next-auth session (or anything shaped like one); signed in when it has a user. */
export interface GuardSession {
  user?: { type?: number | null } | null;
}

export interface GuardInput {
  mode: GuardMode;
  session: GuardSession | null | undefined;
  allowedRoles: readonly GuardRole[];
  /** The guarded page; sent to the admin sign-in as `redirect` so it can return there. */
  path?: string;
}

/** Where to send the visitor instead, or null when the page may be shown. */
export function guardRedirect({ mode, session, allowedRoles, path }: GuardInput): string | null {
  const user = session?.user;
  if (!user) {
    if (mode === "teamReg") return `${HOME_PATH}?token=${randomToken(6)}`;
    const back = path ? safeRedirect(path, "") : "";
    return back && !back.startsWith(ADMIN_SIGN_IN_PATH)
      ? `${ADMIN_SIGN_IN_PATH}?redirect=${encodeURIComponent(back)}`
      : ADMIN_SIGN_IN_PATH;
  }
  // Spec §6: an unknown type reads as "judged" on public routes and as student in the admin area.
  const type = user.type ?? Number.NaN;
  const role: GuardRole = mode === "teamReg" ? roleOf(type, JUDGED) : roleOf(type);
  if (allowedRoles.includes(role)) return null;
  return mode === "teamReg" ? TEAM_REG_WRONG_ROLE_PATH : HOME_PATH;
}

/** Where a user goes after signing in (spec §4): admins to the dashboard, everyone else home. */
export function landingPathFor(user: { type: number }): string {
  return roleOf(user.type) === "admin" ? ADMIN_DASHBOARD_PATH : HOME_PATH;
}

/** Spec §2: a signed-in user who opens a sign-in page is sent on; null lets a visitor stay. */
export function signedInRedirect(session: GuardSession | null | undefined): string | null {
  const user = session?.user;
  return user ? landingPathFor({ type: user.type ?? Number.NaN }) : null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = "https://same-site.invalid";

/**
 * The `redirect` parameter of /signin as a path on this site, or `fallback`. Refuses
 * absolute URLs, protocol-relative `//host`, backslashes (browsers read `/\host` as
 * `//host`), control characters (browsers drop tabs and newlines, joining `/\t/host`), and
 * paths that only become `//host` once dot segments are resolved (`/..//host`).
 */
export function safeRedirect(param: string | null | undefined, fallback = HOME_PATH): string {
  if (typeof param !== "string" || !param.startsWith("/") || param.startsWith("//")) return fallback;
  if (UNSAFE_CHARACTERS.test(param)) return fallback;
  let url: URL;
  try {
    url = new URL(param, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PROBE_ORIGIN || path.startsWith("//")) return fallback;
  return path;
}

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Random letters and digits (the teamReg redirect's meaningless `token`, spec §2). */
export function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join("");
}
