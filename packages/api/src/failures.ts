/**
 * How a failure is answered, decided once for tRPC and the legacy REST adapter alike: the
 * tRPC code of each authentication failure, the HTTP status of each tRPC code (tRPC's own
 * table), and the readable sentence of a validation failure.
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { AuthError, authMessageTexts, type AuthErrorCode } from "@wro/auth";
import { englishOf } from "@wro/constants";
import { ZodError } from "zod";
import { adminMessageTexts } from "./forms/messages.ts";
import { contactFormMessageTexts } from "./routers/contact-message/form.ts";
import { privacyMessageTexts } from "./routers/privacy/messages.ts";

/**
 * Each authentication failure's tRPC code (and so its HTTP status). `legacyStatus` is where the
 * legacy REST contract fixes another status: its sign-in calls (spec §7: /api/adduser, /api/steb,
 * /api/loginseason) answer every refused sign-in 401, with the reason in `e_message`.
 */
const authFailures: Record<AuthErrorCode, { code: TRPCError["code"]; legacyStatus?: 401 }> = {
  invalidInput: { code: "BAD_REQUEST" },
  duplicate: { code: "CONFLICT" },
  invalidCredentials: { code: "UNAUTHORIZED" },
  accountDisabled: { code: "FORBIDDEN", legacyStatus: 401 },
  accountUnverified: { code: "FORBIDDEN", legacyStatus: 401 },
  accountConflict: { code: "CONFLICT", legacyStatus: 401 },
  rateLimited: { code: "TOO_MANY_REQUESTS" },
  resetLinkRefused: { code: "BAD_REQUEST" },
  partnerRejected: { code: "BAD_REQUEST" },
  partnerUnavailable: { code: "SERVICE_UNAVAILABLE" },
};

/** An `AuthError` as the tRPC error that answers it (its message kept); anything else as it is. */
export function asTRPCError(error: unknown): unknown {
  if (!AuthError.is(error)) return error;
  return new TRPCError({ code: authFailures[error.code].code, message: error.message, cause: error });
}

/** The HTTP status of a tRPC error, as tRPC's own HTTP handler answers it. */
export const httpStatusOf = (error: TRPCError): number => getHTTPStatusCodeFromError(error);

/** The legacy REST status of an `AuthError`. */
export function legacyStatusOf(error: AuthError): number {
  const failure = authFailures[error.code];
  return failure.legacyStatus ?? httpStatusOf(new TRPCError({ code: failure.code }));
}

const englishTexts = {
  ...authMessageTexts,
  ...adminMessageTexts,
  ...contactFormMessageTexts,
  ...privacyMessageTexts,
};

/**
 * A message in English, as the legacy REST API, the CLI and readable error texts give it:
 * our messages travel as codes (`@wro/constants`); any other text stays as it is.
 */
export const englishMessage = (text: string): string => englishOf(englishTexts, text);

/**
 * Zod issues as one sentence per issue, each led by its field (`email: …`, or as `fieldName`
 * names it). The messages stay codes unless `word` words them (the REST API's English).
 */
export function readableIssues(
  error: ZodError,
  fieldName: (path: PropertyKey[]) => string = (path) => path.join("."),
  word: (message: string) => string = (message) => message,
): string {
  return error.issues
    .map(({ path, message }) => (path.length ? `${fieldName(path)}: ${word(message)}` : word(message)))
    .join("; ");
}

/** A refusal in English, on one line: its zod issues by field, or its message (the CLI's reports). */
export function describeFailure(error: unknown): string {
  const cause = error instanceof Object && "cause" in error ? error.cause : undefined;
  if (cause instanceof ZodError) return readableIssues(cause, undefined, englishMessage);
  return error instanceof Error ? englishMessage(error.message) : String(error);
}
