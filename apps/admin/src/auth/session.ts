// The admin's session is next-auth's, served by the site at /api/auth on this origin, in an
// HttpOnly cookie: this SPA never sees a token. Sign-in, the session check and sign-out go
// through next-auth's REST endpoints with its CSRF token.

import { AppError, credentialsProviderIds, UserType } from "@wro/constants";

export interface Credentials {
  /** National ID or e-mail; the legacy form labels it "Email". */
  login: string;
  password: string;
  /** Two-step sign-in: the authenticator app's code, or instead one of the recovery codes. */
  code?: string;
  recoveryCode?: string;
}

/** What next-auth's /api/auth/session tells about the signed-in user. */
export interface SessionUser {
  id: string;
  name: string;
  /** Spec §3: 0 student, 1 coach, 2 entity, 4 admin. */
  type: number;
  /** The account still has the development password and must choose a new one first. */
  mustChangePassword?: boolean;
  /** This session signed in with two-step sign-in (what the finance tools need). */
  secondFactor?: boolean;
}

/** Spec §6: only user type 4 may use the back office. */
export const ADMIN_TYPE = UserType.admin;
/** Gate staff (issue 37) sign in here too, and get only the gate screen. */
export const GATE_TYPE = UserType.gate;

const AUTH_PATH = "/api/auth";
/** next-auth's provider for /admin/auth/signin: refuses every account but admins and gate staff. */
const ADMIN_PROVIDER = credentialsProviderIds.admin;

const authFetch = (path: string, init?: RequestInit) =>
  fetch(`${AUTH_PATH}${path}`, { credentials: "same-origin", ...init });

async function csrfToken(): Promise<string> {
  const response = await authFetch("/csrf");
  const body = (await response.json()) as { csrfToken?: string };
  if (!response.ok || !body.csrfToken) throw new Error(`next-auth gave no CSRF token (${response.status})`);
  return body.csrfToken;
}

/** POSTs a form to next-auth the way its own client does, asking for JSON instead of a redirect. */
async function postForm(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" });
  const response = await authFetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { url?: string };
  // next-auth reports a refusal as the `error` parameter of the URL it would redirect to.
  const error = answer.url ? new URL(answer.url, window.location.origin).searchParams.get("error") : null;
  return { ok: response.ok && !error, error };
}

/** The signed-in user, or null for a visitor. Throws when the server cannot be reached. */
export async function currentUser(): Promise<SessionUser | null> {
  const response = await authFetch("/session", { cache: "no-store" });
  if (!response.ok) throw new Error(`The session check failed (${response.status})`);
  const session = (await response.json()) as { user?: Partial<SessionUser> } | null;
  const user = session?.user;
  return user && typeof user.type === "number"
    ? {
        id: user.id ?? "",
        name: user.name ?? "",
        type: user.type,
        ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
        ...(user.secondFactor ? { secondFactor: true } : {}),
      }
    : null;
}

export const isAdmin = (user: SessionUser | null): user is SessionUser => user?.type === ADMIN_TYPE;
export const isGateStaff = (user: SessionUser | null): boolean => user?.type === GATE_TYPE;
/** Who may use the gate screen: gate staff, and admins (who may stand in at a gate). */
export const mayCheckIn = (user: SessionUser | null): user is SessionUser =>
  isAdmin(user) || isGateStaff(user);

/** A sign-in the server refused; the message is the server's text (or next-auth's error code). */
const signInRefused = (message: string) => new AppError("signInRefused", { message });

/**
 * Signs an admin (or gate staff) in. Rejects with an `AppError` "signInRefused" whose message is the server's:
 * "secondFactorRequired" when the account has two-step sign-in and no code was given.
 */
export async function signIn({ login, password, code, recoveryCode }: Credentials): Promise<void> {
  const result = await postForm(`/callback/${ADMIN_PROVIDER}`, {
    login,
    password,
    ...(recoveryCode ? { recoveryCode } : code ? { code } : {}),
  });
  if (!result.ok) throw signInRefused(result.error ?? "CredentialsSignin");
  // The provider admits admins and gate staff only; checked again so a stale cookie can never pass.
  if (!mayCheckIn(await currentUser())) throw signInRefused("CredentialsSignin");
}

/** Ends the session (next-auth clears its cookie). Rejects when the server could not be reached. */
export async function signOut(): Promise<void> {
  const result = await postForm("/signout", {});
  if (!result.ok) throw new Error(`Sign-out failed: ${result.error ?? "no answer"}`);
}
