import { TRPCError } from "@trpc/server";
import { AuthError, authMessages, hasErrorName } from "@wro/auth";
import { ZodError } from "zod";
import { englishMessage, httpStatusOf, legacyStatusOf, readableIssues } from "../failures.ts";
import { adminMessages } from "../forms/messages.ts";
import { byteSize } from "../http/body.ts";
import { internalErrorMessage } from "../trpc.ts";

/**
 * A refusal with its HTTP status and the text the legacy client shows (spec §8: the `msg` of
 * the body, and the `e_message` header on sign-in calls).
 */
export class LegacyError extends Error {
  static is(error: unknown): error is LegacyError {
    return hasErrorName(error, "LegacyError");
  }

  override readonly name = "LegacyError";
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const messages = {
  signIn: adminMessages.signIn,
  adminOnly: adminMessages.adminOnly,
  teamRoles: "This needs a coach, entity or administrator account.",
  invalidJson: "The request body is not valid JSON.",
  jsonTooDeep: "The request body's JSON is nested too deeply.",
  forbiddenCharacters: authMessages.forbiddenCharacters,
  crossSite: adminMessages.crossSite,
  getChangeNeedsToken:
    "A change through GET needs the access token in the Authorization header; the session cookie is not enough.",
  invalidForm: "The request body is not a readable form (multipart/form-data).",
  tooLarge: (limit: number) => `The request is too large (at most ${byteSize(limit)}).`,
  notFound: (method: string, path: string) => `There is no API call ${method} ${path}.`,
  partnerDisabled: "Sign-in through the partner platform is not enabled on this site.",
  partnerTokenMissing: "The partner platform's sign-in token (accessTokan) is missing.",
} as const;

/**
 * The status and English message of any failure. Known refusals keep their message; anything else is
 * logged and answered with a 500 that reveals nothing.
 */
export function failureOf(
  error: unknown,
  fieldName: (path: PropertyKey[]) => string,
  requestId?: string,
): { status: number; message: string; headers: Record<string, string> } {
  if (LegacyError.is(error))
    return { status: error.status, message: englishMessage(error.message), headers: error.headers };
  if (error instanceof ZodError)
    return { status: 400, message: readableIssues(error, fieldName, englishMessage), headers: {} };
  if (AuthError.is(error)) {
    const headers: Record<string, string> = error.details.retryAfterSeconds
      ? { "retry-after": String(error.details.retryAfterSeconds) }
      : {};
    return { status: legacyStatusOf(error), message: englishMessage(error.message), headers };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError)
      return { status: 400, message: readableIssues(error.cause, fieldName, englishMessage), headers: {} };
    if (AuthError.is(error.cause)) return failureOf(error.cause, fieldName, requestId);
    if (error.code !== "INTERNAL_SERVER_ERROR")
      return { status: httpStatusOf(error), message: englishMessage(error.message), headers: {} };
  }
  console.error(`Legacy REST call failed (request ${requestId ?? "?"}):`, error);
  return { status: 500, message: internalErrorMessage(requestId), headers: {} };
}

/**
 * A header value carries only Latin-1; other characters (Arabic text, for example) are
 * percent-encoded so the header is always valid and the client can decode it.
 */
export function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = text.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 1000);
  return /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(printable) ? printable : encodeURI(printable);
}
