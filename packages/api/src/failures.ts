/**
 * How a failure reads, for tRPC, the legacy REST adapter and the CLI alike: a message in
 * English, and the readable sentence of a validation failure. How each failure is answered
 * (its tRPC code and statuses) is `failureAnswers` in `@wro/constants`.
 */
import { englishMessage } from "@wro/i18n/english";
import { ZodError } from "zod";

// A message in English: from the server messages' catalog, which every package's messages share.
export { englishMessage };

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
