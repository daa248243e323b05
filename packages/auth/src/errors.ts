/** Why an authentication step failed; stable, so apps can translate or map to HTTP codes. */
export type AuthErrorCode =
  | "invalidInput"
  | "duplicate"
  | "invalidCredentials"
  | "accountDisabled"
  | "accountUnverified"
  | "accountConflict"
  | "rateLimited"
  | "resetLinkRefused"
  | "partnerRejected"
  | "partnerUnavailable";

/** The sign-up fields that must be unique. */
export type UniqueField = "national_id" | "email";

/**
 * Whether `error` is one of our errors called `name`. Compared by name, never `instanceof`: a
 * server build holds a copy of a class per route chunk, and an error made by one copy (say by
 * the process-wide rate limiter, created by whichever chunk loaded first) fails `instanceof`
 * against another.
 */
export function hasErrorName(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/** A failure whose `message` is meant for the user (already clear, no internals). */
export class AuthError extends Error {
  static is(error: unknown): error is AuthError {
    return hasErrorName(error, "AuthError");
  }

  override readonly name = "AuthError";
  readonly code: AuthErrorCode;
  readonly details: { field?: UniqueField; retryAfterSeconds?: number };

  constructor(code: AuthErrorCode, message: string, details: AuthError["details"] = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}
