import type { I18n, MessageDescriptor } from "@lingui/core";
import { readMessage } from "@wro/constants";

/** The server's message for a failure it does not explain (`authMessages.internal`). */
const internal = "internal";

/**
 * A server message (its code and values, as `@wro/constants` sends it) in the language of
 * `i18n`, whose catalogs include the server messages' (`@wro/i18n/locales/<locale>`). Lingui
 * names an app's own messages by short hashes and ours by their codes, so a code is known when
 * the catalog has it. `undefined` when `text` is no message of ours: an internal error's
 * reference, or text a stranger wrote into a link.
 */
export function serverMessage(i18n: I18n, text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const { code, values } = readMessage(text);
  return Object.hasOwn(i18n.messages, code) ? i18n._(code, values) : undefined;
}

/**
 * How an app shows what the server answered: its message in the interface language. Anything
 * else reads as the caller's own sentence for a failure (`otherwise`) when it has one;
 * otherwise a text is shown as it came, and no text at all as the server's "something went
 * wrong".
 */
export function translateMessage(
  i18n: I18n,
  text: string | null | undefined,
  otherwise?: MessageDescriptor,
): string {
  const known = serverMessage(i18n, text);
  if (known !== undefined) return known;
  if (otherwise) return i18n._(otherwise);
  return text || somethingWentWrong(i18n);
}

/** The server's "something went wrong" (`internal`), for a call that got no answer at all. */
export const somethingWentWrong = (i18n: I18n): string => i18n._(internal);
