import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/**
 * What the sign-in endpoint answers (the `authMessages` of @wro/auth and next-auth's own
 * code), in the UI language. Keyed by the server's English text, as api/messages.ts does.
 */
const signInMessages: Record<string, MessageDescriptor> = {
  "The national ID, e-mail or password is incorrect.": msg`The national ID, e-mail or password is incorrect.`,
  "This account is disabled. Please contact the organizers.": msg`This account is disabled. Please contact the organizers.`,
  "Please fill in all fields, Email or Password is Empty!": msg`Please fill in all fields, Email or Password is Empty!`,
  "This field is too long.": msg`This field is too long.`,
  // next-auth's code when a provider refuses without a message of its own.
  CredentialsSignin: msg`The national ID, e-mail or password is incorrect.`,
};

const RATE_LIMITED = /^Too many attempts\. Try again in (\d+) minutes?\.$/;

export const signInFailed = msg`Sign in failed`;
export const signedIn = msg`Sign in Successfully!`;

/** A refusal of the sign-in endpoint as the admin should read it. */
export function signInErrorText(text: string): string {
  const known = signInMessages[text];
  if (known) return i18n._(known);
  const rateLimited = RATE_LIMITED.exec(text);
  if (rateLimited) {
    const minutes = Number(rateLimited[1]);
    return i18n._(
      msg`Too many attempts. Try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`,
    );
  }
  return i18n._(signInFailed);
}
