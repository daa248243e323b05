import { redirect } from "react-router";
import { watchSession } from "./session-watch";
import { currentUser, isAdmin, type SessionUser } from "./session";

/** The sign-in screen, as a route of this SPA (under its /admin/ base). */
export const SIGN_IN_ROUTE = "/auth/signin";
/** Where an admin who must choose a new password is kept until they have. */
export const PROFILE_ROUTE = "/profile";
const DASHBOARD_ROUTE = "/dashboard";
/** The SPA's base path without its trailing slash ("/admin"; "" where it is served at the root). */
const base = () => import.meta.env.BASE_URL.replace(/\/$/, "");

async function userOrNull(): Promise<SessionUser | null> {
  try {
    return await currentUser();
  } catch {
    // The server cannot say who this is: treat the visitor as signed out.
    return null;
  }
}

/**
 * The admin area's guard (spec §6, mode "admin"), checked when the back office loads:
 * visitors go to the sign-in screen (which brings them back), signed-in users of any other
 * role leave the back office for the public home page. An admin's session is then watched.
 */
export async function requireAdmin({ request }: { request: Request }) {
  const user = await userOrNull();
  if (!user) {
    const { pathname, search } = new URL(request.url);
    return redirect(`${SIGN_IN_ROUTE}?${new URLSearchParams({ redirect: `${pathname}${search}` })}`);
  }
  // An absolute URL outside the SPA's base makes the router load that page instead.
  if (!isAdmin(user)) return redirect(new URL("/", window.location.origin).href);
  watchSession(`${base()}${SIGN_IN_ROUTE}`);
  if (user.mustChangePassword && !new URL(request.url).pathname.replace(/\/$/, "").endsWith(PROFILE_ROUTE))
    return redirect(PROFILE_ROUTE);
  return null;
}

/** The sign-in screen is for visitors: an admin who is already signed in goes to the dashboard. */
export async function redirectSignedInAdmin() {
  return isAdmin(await userOrNull()) ? redirect(DASHBOARD_ROUTE) : null;
}

/**
 * Where an admin goes after signing in: back to the screen the guard stopped (a path of
 * this SPA only, never another site or the sign-in screen itself), or the dashboard (spec §4).
 */
export function afterSignIn(redirectParam: string | null): string {
  const prefix = `${base()}/`;
  // Printable ASCII only: no backslashes (read as "/" by browsers) or control characters.
  if (!redirectParam?.startsWith(prefix) || /[\\]|[^ -~]/.test(redirectParam)) return DASHBOARD_ROUTE;
  const route = `/${redirectParam.slice(prefix.length)}`;
  if (route.startsWith("//") || route.startsWith(SIGN_IN_ROUTE)) return DASHBOARD_ROUTE;
  return route;
}
