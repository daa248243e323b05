import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isTRPCClientError } from "@trpc/client";
import { somethingWentWrong, translateMessage } from "@wro/i18n/messages";

const unreachable = msg`The server could not be reached. Check your connection and try again.`;

/** A message from the API in the UI language (`@wro/i18n`); a text that is none of ours, as it came. */
export const translateServerMessage = (text: string): string => translateMessage(i18n, text);

/**
 * What went wrong with a call, for the admin: the server's own messages (translated) for
 * answers such as CONFLICT or BAD_REQUEST, a general sentence for failures the admin cannot
 * act on.
 */
export function errorMessage(error: unknown): string {
  if (!isTRPCClientError(error)) return somethingWentWrong(i18n);
  const data = error.data as RefusalData | undefined;
  if (!data) return i18n._(unreachable);
  if (data.code === "INTERNAL_SERVER_ERROR") return somethingWentWrong(i18n);
  const issues = [
    ...(data.formErrors ?? []),
    ...Object.values(data.fieldErrors ?? {}).flatMap((list) => list ?? []),
  ];
  return (issues.length ? issues : [error.message]).map(translateServerMessage).join(" ");
}

/** What a refusal carries besides its message: the messages of its form and fields (codes). */
interface RefusalData {
  code?: string;
  formErrors?: string[];
  fieldErrors?: Record<string, string[] | undefined>;
}

/** The server's field-by-field messages of a refused save (paths as the form names them). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isTRPCClientError(error)) return {};
  const { fieldErrors } = (error.data as RefusalData | undefined) ?? {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}
