import {
  authRateLimiter,
  createIdentityProvider,
  findPublicUser,
  passwordIssue,
  roleOf,
  type IdentityProvider,
  type AuthRateLimiter,
  type PublicUser,
  type SignUpData,
} from "@wro/auth";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { fieldError } from "../../admin/errors.ts";
import type { Caller } from "../../trpc.ts";
import type { PublicProfile, SignUpResult } from "./schemas.ts";

export interface SignUpDeps {
  db: Database;
  ip: string | undefined;
  /** Default: the provider IDENTITY_PROVIDER names. */
  identity?: IdentityProvider;
  /** Default: the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
}

/**
 * Creates a student's or coach's account with the configured identity provider, once its
 * password passes the password rule's server half (the common-password check).
 *
 * "This national ID / e-mail is already registered" tells whoever asks that an account
 * exists. It stays (sign-up signs a student in at once, with no mail to send a neutral
 * answer to, and a national ID has no mailbox), but each address gets only a few such
 * answers an hour ("signUpTaken"); after that every sign-up from it is told to wait, a new
 * account's too: were new accounts still made, "wait" would mean "taken" and "signed in" free.
 */
export async function signUp(
  { db, ip, identity = createIdentityProvider(db), rateLimiter = authRateLimiter() }: SignUpDeps,
  input: SignUpData,
): Promise<SignUpResult> {
  const weak = passwordIssue(input.password, [input.name, input.email, input.nationalId, input.phoneNumber]);
  if (weak) throw fieldError("invalidInput", "password", weak);
  await rateLimiter.check("signUpTaken", ip, ip ?? input.nationalId);
  await rateLimiter.consume("signUp", ip, input.nationalId);
  const outcome = await identity.signUp(input).catch(async (error: unknown) => {
    // The partner platform's refusals are counted too: their words may say the same.
    if (AppError.is(error, "duplicate", "partnerRejected"))
      await rateLimiter.consume("signUpTaken", ip, ip ?? input.nationalId);
    throw error;
  });
  return outcome.kind === "signedIn"
    ? { outcome: "signedIn", user: profileOf(outcome.user) }
    : { outcome: "verifyAccount", ...(outcome.verifyUrl ? { verifyUrl: outcome.verifyUrl } : {}) };
}

/** The caller's own account. */
export async function me(
  db: Database,
  caller: Exclude<Caller, { kind: "anonymous" }>,
): Promise<PublicProfile> {
  const user = caller.kind === "user" ? await findPublicUser(db, caller.id) : null;
  if (!user) throw new AppError("notFound", { message: "This caller has no user account." });
  return profileOf(user);
}

function profileOf(user: PublicUser): PublicProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    nationalId: user.nationalId,
    phoneNumber: user.phoneNumber,
    type: user.type,
    role: roleOf(user.type),
    picture: user.picture,
    nationality: user.nationality,
    verified: user.verified,
  };
}
