import { redirect } from "react-router";
import { watchSession } from "./session-watch";
import { currentUser, isAdmin, isGateStaff, mayCheckIn, type SessionUser } from "./session";

/** The sign-in screen, as a route of this SPA (under its /admin/ base). */
export const SIGN_IN_ROUTE = "/auth/signin";
/** Where an admin who must choose a new password is kept until they have. */
export const PROFILE_ROUTE = "/profile";
const DASHBOARD_ROUTE = "/dashboard";
/** The gate screen (issue 37): all that gate staff may use. */
export const GATE_ROUTE = "/gate";
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

/** The sign-in screen, asked to come back to the page of `request`. */
function toSignIn(request: Request) {
  const { pathname, search } = new URL(request.url);
  return redirect(`${SIGN_IN_ROUTE}?${new URLSearchParams({ redirect: `${pathname}${search}` })}`);
}

/** Leaves the back office for the public home page (an absolute URL outside the SPA's base makes the router load that page). */
const toPublicHome = () => redirect(new URL("/", window.location.origin).href);

/**
 * The admin area's guard (spec §6, mode "admin"), checked when the back office loads:
 * visitors go to the sign-in screen (which brings them back), gate staff to the gate screen,
 * signed-in users of any other role leave the back office for the public home page. An admin's
 * session is then watched.
 */
export async function requireAdmin({ request }: { request: Request }) {
  const user = await userOrNull();
  if (!user) return toSignIn(request);
  if (isGateStaff(user)) return redirect(GATE_ROUTE);
  if (!isAdmin(user)) return toPublicHome();
  watchSession(`${base()}${SIGN_IN_ROUTE}`);
  if (user.mustChangePassword && !new URL(request.url).pathname.replace(/\/$/, "").endsWith(PROFILE_ROUTE))
    return redirect(PROFILE_ROUTE);
  return null;
}

/**
 * The gate screen's guard (issue 37): gate staff and admins; visitors sign in first. The device
 * keeps scanning offline, so the session is not watched here: a failed call says what it must.
 */
export async function requireGate({ request }: { request: Request }) {
  const user = await userOrNull();
  if (!user) return toSignIn(request);
  return mayCheckIn(user) ? null : toPublicHome();
}

/** The sign-in screen is for visitors: an admin who is already signed in goes to the dashboard, gate staff to the gate. */
export async function redirectSignedInAdmin() {
  const user = await userOrNull();
  if (isGateStaff(user)) return redirect(GATE_ROUTE);
  return isAdmin(user) ? redirect(DASHBOARD_ROUTE) : null;
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
