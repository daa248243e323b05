import { UserType } from "./roles.ts";

/**
 * How long a session may last from its sign-in, however often it is refreshed (OWASP ASVS
 * 3.3): an admin's holds the back office's keys, so it ends after a working day, and so does
 * gate staff's (a shift at the gate, on a device that is handed on); a visitor's
 * (student, coach, entity) after a week. Besides this, a session ends after AUTH_SESSION_MAX_AGE
 * (8 hours by default) without a request: each request pushes that sliding expiry ahead.
 */
export const ABSOLUTE_SESSION_SECONDS = {
  admin: 12 * 60 * 60,
  visitor: 7 * 24 * 60 * 60,
} as const;

export const absoluteSessionSeconds = (type: number | undefined) =>
  type === UserType.admin || type === UserType.gate
    ? ABSOLUTE_SESSION_SECONDS.admin
    : ABSOLUTE_SESSION_SECONDS.visitor;

/** The moment (seconds since 1970) a session signed in at `signedInAt` must end, at the latest. */
export const sessionDeadline = (signedInAt: number, type: number | undefined) =>
  signedInAt + absoluteSessionSeconds(type);
