/** Why an authentication step failed; stable, so apps can translate or map to HTTP codes. */
export type AuthErrorCode =
  | "invalidInput"
  | "duplicate"
  | "invalidCredentials"
  | "accountDisabled"
  | "accountUnverified"
  | "accountConflict"
  | "rateLimited"
  | "partnerRejected"
  | "partnerUnavailable";

/** The sign-up fields that must be unique. */
export type UniqueField = "national_id" | "email";

/** A failure whose `message` is meant for the user (already clear, no internals). */
export class AuthError extends Error {
  override readonly name = "AuthError";
  readonly code: AuthErrorCode;
  readonly details: { field?: UniqueField; retryAfterSeconds?: number };

  constructor(code: AuthErrorCode, message: string, details: AuthError["details"] = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}
