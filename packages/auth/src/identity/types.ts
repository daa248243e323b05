import type { AppErrorCode } from "@wro/constants";
import type { PublicUser } from "../users.ts";
import type { SignInCredentials, SignUpData } from "../validation.ts";

/** How a sign-up ends (spec §4): a student is signed in at once; a coach must verify first. */
export type SignUpOutcome =
  { kind: "signedIn"; user: PublicUser } | { kind: "verifyAccount"; verifyUrl?: string };

/** Why a sign-in was refused; `message` is for the user. */
export type SignInFailureCode = Extract<
  AppErrorCode,
  "invalidCredentials" | "accountDisabled" | "accountUnverified" | "accountConflict" | "partnerUnavailable"
>;

export type SignInResult =
  { kind: "signedIn"; user: PublicUser } | { kind: "rejected"; code: SignInFailureCode; message: string };

/**
 * A single sign-on token handed over by the partner platform (spec §7 loginseason / steb).
 * Only the partner provider accepts it.
 */
export interface PartnerTokenCredentials {
  partnerToken: string;
}

/**
 * Where students' and coaches' accounts live (design: "Auth and roles"). Either way, a user
 * who signs in has a row in our users table, so sessions, roles and guards work the same.
 */
export interface IdentityProvider {
  readonly kind: "local" | "partner";
  /** Creates the account. Throws `AppError` ("duplicate", "partnerRejected", "partnerUnavailable"). */
  signUp(input: SignUpData): Promise<SignUpOutcome>;
  /** Checks credentials. Never throws for a refused sign-in: the failure is in the result. */
  signIn(credentials: SignInCredentials | PartnerTokenCredentials): Promise<SignInResult>;
}

export const rejected = (code: SignInFailureCode, message: string): SignInResult => ({
  kind: "rejected",
  code,
  message,
});
