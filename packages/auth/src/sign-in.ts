import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { verifyLocalCredentials } from "./identity/local-credentials.ts";
import type { IdentityProvider, SignInResult } from "./identity/types.ts";
import type { AuthRateLimiter } from "./rate-limit.ts";
import { UserType } from "./roles.ts";
import { authMessages } from "./messages.ts";
import { hasSecondFactor, secondFactorAnswerOf, verifySecondFactor } from "./second-factor.ts";
import { findUserByLogin, type PublicUser } from "./users.ts";
import { signInSchema } from "./validation.ts";

export interface SignInDeps {
  db: Database;
  identity: IdentityProvider;
  rateLimiter: AuthRateLimiter;
  /** AUTH_SECRET, the key of stored TOTP secrets comes from it. Default: the environment's. */
  authSecret?: string;
  /** The clock second-factor codes are checked against (tests). */
  now?: () => Date;
}

/** A signed-in user; `secondFactor` when the sign-in passed two-step sign-in (TOTP or a recovery code). */
export type SignedInUser = PublicUser & { secondFactor?: true };

/**
 * Where the sign-in form is: the site's /signin (students, coaches and entities through the
 * identity provider; admins too, who then land on the dashboard), or the admin's
 * /admin/auth/signin (admins, and gate staff, whom the back office sends to its gate screen).
 */
export type SignInPortal = "site" | "admin";

/**
 * What password guesses on an account are counted by ("signIn" in the rate limiter): the
 * account itself, whichever door the guess comes through (the sign-in forms with either
 * spelling of the login, the profile's "current password").
 */
export const passwordAttemptsKey = (userId: string) => `account:${userId}`;

/**
 * Signs in with a national ID or e-mail and a password. Throws `AppError` with the user's message.
 * Attempts count against the account the login names, so its national ID and its e-mail share
 * one lockout. A login that names no account counts against its own spelling, so that unknown
 * logins lock out after as many tries as real ones and the lockout tells nothing.
 *
 * An account with two-step sign-in also gives `code` (its authenticator's) or `recoveryCode`
 * beside the password. Without either, the right password is answered "signInRefused" with
 * `secondFactorRequired`, and the form asks for the code and sends both again.
 */
export async function signInWithPassword(
  deps: SignInDeps,
  portal: SignInPortal,
  input: unknown,
  ip: string | undefined,
): Promise<SignedInUser> {
  const { db, identity, rateLimiter } = deps;
  const parsed = signInSchema.safeParse(input ?? {});
  if (!parsed.success) throw new AppError("invalidInput", { message: parsed.error.issues[0]!.message });
  const credentials = parsed.data;
  const account = await findUserByLogin(db, credentials.login);
  const attempts = account ? passwordAttemptsKey(account.id) : `login:${credentials.login}`;
  await rateLimiter.consume("signIn", ip, attempts);

  // Admins and gate staff always live in our database, whichever provider holds students and coaches.
  const result =
    portal === "admin" ||
    identity.kind === "local" ||
    account?.type === UserType.admin ||
    account?.type === UserType.gate
      ? await verifyLocalCredentials(db, credentials, { backOfficeOnly: portal === "admin" })
      : await identity.signIn(credentials);
  const user = accepted(result);
  await rateLimiter.reset("signIn", ip, attempts);
  if (!(await hasSecondFactor(db, user.id))) return user;
  const answer = secondFactorAnswerOf(input);
  if (!answer) throw new AppError("signInRefused", { message: authMessages.secondFactorRequired });
  await verifySecondFactor(deps, user.id, answer, ip);
  return { ...user, secondFactor: true };
}

/** Signs in with a single sign-on token from the partner platform (spec §7 loginseason). */
export async function signInWithPartnerToken(
  { db, identity, rateLimiter }: SignInDeps,
  token: string,
  ip: string | undefined,
): Promise<PublicUser> {
  await rateLimiter.consume("signIn", ip, "partner-token");
  const user = accepted(await identity.signIn({ partnerToken: token }));
  // A token cannot carry a code: an account with two-step sign-in signs in with its password.
  if (await hasSecondFactor(db, user.id))
    throw new AppError("signInRefused", { message: authMessages.secondFactorRequired });
  return user;
}

function accepted(result: SignInResult): PublicUser {
  if (result.kind === "rejected") throw new AppError(result.code, { message: result.message });
  return result.user;
}
