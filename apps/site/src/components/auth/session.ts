import "server-only";
import type { Locale } from "@wro/i18n";
import { getServerSession, type Session } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { guardRedirect, safeRedirect, type GuardMode, type GuardRole } from "@wro/auth/client";
import { localePath } from "@/i18n/paths.ts";
import { authOptions } from "@/server/auth.ts";
import { signInPath } from "./paths.ts";

/** The visitor's session (from the HttpOnly cookie), read once per request. */
export const currentSession = cache(async (): Promise<Session | null> => getServerSession(authOptions()));

/**
 * A guard's target in the page's language: site paths keep the visitor's language
 * (/ar/seasons/wro-2024/), admin paths stay as they are.
 */
export function localizedTarget(locale: Locale, target: string): string {
  return target.startsWith("/admin/") || target === "/admin" ? target : localePath(locale, target);
}

/**
 * Applies a route guard of spec §2/§6 on the server: redirects (never an error page) or
 * returns the session of a visitor who may see the page.
 */
export async function requireAccess(
  locale: Locale,
  { mode, allowedRoles, path }: { mode: GuardMode; allowedRoles: readonly GuardRole[]; path: string },
): Promise<Session> {
  const session = await currentSession();
  const target = guardRedirect({ mode, session, allowedRoles, path: localePath(locale, path) });
  if (target !== null || !session) redirect(localizedTarget(locale, target ?? "/"));
  return session;
}

/** Sends visitors who are not signed in to the site's sign-in page, which brings them back here. */
export async function requireSignIn(locale: Locale, path: string): Promise<Session> {
  const session = await currentSession();
  if (!session) redirect(signInPath(locale, localePath(locale, path)));
  return session;
}

/** The sign-in page's `redirect` parameter as a same-site path, or null. */
export function redirectParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const path = safeRedirect(first, "");
  return path === "" ? null : path;
}
