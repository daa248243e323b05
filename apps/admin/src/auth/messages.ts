import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { AuthMessage } from "@wro/api/forms";
import { readMessage } from "@wro/constants";

/**
 * What the sign-in endpoint answers (an `authMessages` code of @wro/auth, or next-auth's own
 * code), in the UI language.
 */
const signInMessages: Partial<Record<AuthMessage | "CredentialsSignin", MessageDescriptor>> = {
  invalidCredentials: msg`The national ID, e-mail or password is incorrect.`,
  accountDisabled: msg`This account is disabled. Please contact the organizers.`,
  signInFieldsEmpty: msg`Please fill in all fields, Email or Password is Empty!`,
  tooLong: msg`This field is too long.`,
  // next-auth's code when a provider refuses without a message of its own.
  CredentialsSignin: msg`The national ID, e-mail or password is incorrect.`,
};

const tooManyAttempts: AuthMessage = "tooManyAttempts";

export const signInFailed = msg`Sign in failed`;
export const signedIn = msg`Sign in Successfully!`;

/** The rate limiter's refusal (`tooManyAttempts?minutes=15`): sign-in, and the profile's current password. */
export function tooManyAttemptsText(text: string): string | null {
  const { code, values } = readMessage(text);
  if (code !== tooManyAttempts) return null;
  const minutes = Number(values.minutes);
  return i18n._(
    msg`Too many attempts. Try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`,
  );
}

/** A refusal of the sign-in endpoint as the admin should read it. */
export function signInErrorText(text: string): string {
  const limited = tooManyAttemptsText(text);
  if (limited) return limited;
  const { code } = readMessage(text);
  const known = signInMessages[code as AuthMessage];
  return i18n._(known ?? signInFailed);
}
