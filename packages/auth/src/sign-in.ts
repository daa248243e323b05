import type { Database } from "@wro/db";
import { AuthError } from "./errors.ts";
import { verifyLocalCredentials } from "./identity/local-credentials.ts";
import type { IdentityProvider, SignInResult } from "./identity/types.ts";
import type { AuthRateLimiter } from "./rate-limit.ts";
import { UserType } from "./roles.ts";
import { findUserByLogin, type PublicUser } from "./users.ts";
import { signInSchema } from "./validation.ts";

export interface SignInDeps {
  db: Database;
  identity: IdentityProvider;
  rateLimiter: AuthRateLimiter;
}

/**
 * Where the sign-in form is: the site's /signin (students, coaches and entities through the
 * identity provider; admins too, who then land on the dashboard), or the admin's
 * /admin/auth/signin (admins only).
 */
export type SignInPortal = "site" | "admin";

/** Signs in with a national ID or e-mail and a password. Throws `AuthError` with the user's message. */
export async function signInWithPassword(
  { db, identity, rateLimiter }: SignInDeps,
  portal: SignInPortal,
  input: unknown,
  ip: string | undefined,
): Promise<PublicUser> {
  const parsed = signInSchema.safeParse(input ?? {});
  if (!parsed.success) throw new AuthError("invalidInput", parsed.error.issues[0]!.message);
  const credentials = parsed.data;
  await rateLimiter.consume("signIn", ip, credentials.login);

  // Admins always live in our database, whichever provider holds students and coaches.
  const result =
    portal === "admin" || identity.kind === "local" || (await isLocalAdmin(db, credentials.login))
      ? await verifyLocalCredentials(db, credentials, { adminOnly: portal === "admin" })
      : await identity.signIn(credentials);
  const user = accepted(result);
  await rateLimiter.reset("signIn", ip, credentials.login);
  return user;
}

/** Signs in with a single sign-on token from the partner platform (spec §7 loginseason). */
export async function signInWithPartnerToken(
  { identity, rateLimiter }: SignInDeps,
  token: string,
  ip: string | undefined,
): Promise<PublicUser> {
  await rateLimiter.consume("signIn", ip, "partner-token");
  return accepted(await identity.signIn({ partnerToken: token }));
}

async function isLocalAdmin(db: Database, login: string): Promise<boolean> {
  return (await findUserByLogin(db, login))?.type === UserType.admin;
}

function accepted(result: SignInResult): PublicUser {
  if (result.kind === "rejected") throw new AuthError(result.code, result.message);
  return result.user;
}
