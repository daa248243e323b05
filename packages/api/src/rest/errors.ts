import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { authMessages } from "@wro/auth";
import { AppError, failureAnswers, type AppErrorCode } from "@wro/constants";
import { ZodError } from "zod";
import { englishMessage, readableIssues } from "../failures.ts";
import { adminMessages } from "../forms/messages.ts";
import { internalErrorMessage } from "../trpc.ts";

/** The texts of the legacy API's own refusals (spec §8: the `msg` of the body, and `e_message`). */
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
  notFound: (method: string, path: string) => `There is no API call ${method} ${path}.`,
  partnerDisabled: "Sign-in through the partner platform is not enabled on this site.",
  partnerTokenMissing: "The partner platform's sign-in token (accessTokan) is missing.",
} as const;

/** A refusal as the legacy REST contract answers it. */
export interface LegacyFailure {
  status: number;
  /** In English: the body's `msg` and the `e_message` header. */
  message: string;
  headers: Record<string, string>;
}

/** The legacy contract's status of a code: its own where it fixes one, else the HTTP status. */
const legacyStatus = (code: AppErrorCode) => {
  const answer: { status: number; legacyStatus?: number } = failureAnswers[code];
  return answer.legacyStatus ?? answer.status;
};

function refusalOf(error: AppError): LegacyFailure {
  const { retryAfterSeconds, headers } = error.details;
  return {
    status: legacyStatus(error.code),
    message: englishMessage(error.message),
    headers: { ...headers, ...(retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {}) },
  };
}

/**
 * How the legacy API answers any failure: an `AppError` by `failureAnswers`, a zod error as
 * "invalidInput" with its issues by field, either of them also inside the tRPC error of a
 * `createCaller` call. Anything else is logged and answered with a 500 that reveals nothing.
 */
export function failureOf(
  error: unknown,
  fieldName: (path: PropertyKey[]) => string,
  requestId?: string,
): LegacyFailure {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ZodError)
    return {
      status: legacyStatus("invalidInput"),
      message: readableIssues(cause, fieldName, englishMessage),
      headers: {},
    };
  if (AppError.is(cause) && cause.code !== "internal") return refusalOf(cause);
  // tRPC's own refusals (a procedure that is not there, a call of the wrong type).
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR")
    return { status: getHTTPStatusCodeFromError(error), message: englishMessage(error.message), headers: {} };
  console.error(`Legacy REST call failed (request ${requestId ?? "?"}):`, error);
  return { status: legacyStatus("internal"), message: internalErrorMessage(requestId), headers: {} };
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
