import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { authMessages, type AuthMessage } from "@wro/auth/client";
import { readMessage } from "@wro/constants";
import { intlTag, parseLocale } from "@wro/i18n";

/**
 * The server's auth messages (next-auth's `error`, tRPC's `message`) arrive as codes of
 * `authMessages`; this table words each. The spec's own wording (§5) stays as it is in English;
 * the spec's misspelt toasts (§8) are written correctly here.
 */
const serverMessages: Record<
  Exclude<AuthMessage, "tooManyAttempts"> | "CredentialsSignin",
  MessageDescriptor
> = {
  fillAllFields: msg`Please fill in all fields...`,
  passwordNotMatched: msg`Password is not matched`,
  signInFieldsEmpty: msg`Please fill in all fields, Email or Password is Empty!`,
  verifyAccount: msg`Please verify your account on the partner platform (STEB).`,
  awaitingVerification: msg`An organizer will verify your coach account. You will get an e-mail when it is done; then you can sign in.`,
  invalidEmail: msg`Please enter a valid e-mail address.`,
  invalidPhone: msg`Please enter a valid phone number.`,
  passwordTooShort: msg`The password must have at least 12 characters.`,
  passwordGuessable: msg`This password is too common or too easy to guess. Please choose another one.`,
  tooLong: msg`This field is too long.`,
  forbiddenCharacters: msg`Texts may not contain control characters (such as NUL or text-direction overrides).`,
  internal: msg`Something went wrong. Please try again later.`,
  invalidAccountType: msg`Please choose Student or Coach.`,
  nationalIdTaken: msg`This national ID is already registered.`,
  emailTaken: msg`This e-mail is already registered.`,
  invalidCredentials: msg`The national ID, e-mail or password is incorrect.`,
  accountDisabled: msg`This account is disabled. Please contact the organizers.`,
  partnerUnavailable: msg`The partner platform is not responding right now. Please try again in a few minutes.`,
  partnerSignInFailed: msg`We could not sign you in through the partner platform. Please try again.`,
  partnerSignUpFailed: msg`The partner platform could not create your account. Please try again.`,
  partnerAccountConflict: msg`This account cannot be signed in through the partner platform. Please contact the organizers.`,
  passwordResetSent: msg`If an account has this national ID or e-mail address, we have sent a link to its e-mail address to choose a new password.`,
  resetLinkUnknown: msg`This password-reset link is not valid. Please ask for a new one.`,
  resetLinkUsed: msg`This password-reset link has already been used. Please ask for a new one.`,
  resetLinkExpired: msg`This password-reset link has expired. Please ask for a new one.`,
  passwordChangeRequired: msg`Please choose a new password before you continue.`,
  currentPasswordWrong: msg`The current password is incorrect.`,
  passwordKeptByPartner: msg`This account's password is kept by the partner platform (STEB): change it there.`,
  // next-auth's own code when a provider refuses without a message.
  CredentialsSignin: msg`The national ID, e-mail or password is incorrect.`,
};

export const somethingWentWrong = msg`Something went wrong. Please try again later.`;

/** A server message in the page's language; a text that is no code of ours is shown as it came. */
export function translateAuthMessage(i18n: I18n, text: string | null | undefined): string {
  if (!text) return i18n._(somethingWentWrong);
  const { code, values } = readMessage(text);
  if (code === authMessages.tooManyAttempts) {
    const minutes = Number(values.minutes);
    // Digits as the rest of the page writes them.
    const count = new Intl.NumberFormat(intlTag(parseLocale(i18n.locale))).format(minutes);
    return i18n._(
      msg`Too many attempts. Try again in ${plural(minutes, { one: `${count} minute`, other: `${count} minutes` })}.`,
    );
  }
  return isWorded(code) ? i18n._(serverMessages[code]) : text;
}

const isWorded = (code: string): code is keyof typeof serverMessages => Object.hasOwn(serverMessages, code);

/** Spec §5's single message for a form with empty fields. */
export const isMissingFieldsMessage = (text: string | null) =>
  text === authMessages.fillAllFields || text === authMessages.signInFieldsEmpty;

/** The sign-up field a duplicate message is about. */
export function duplicateField(text: string): "national_id" | "email" | null {
  if (text === authMessages.nationalIdTaken) return "national_id";
  if (text === authMessages.emailTaken) return "email";
  return null;
}

/**
 * Whether `text` is one of the server's messages. A message taken from a URL is shown only
 * then: anything else in `?error=` is text a stranger wrote into a link.
 */
export function isKnownAuthMessage(text: string): boolean {
  const { code } = readMessage(text);
  return isWorded(code) || code === authMessages.tooManyAttempts;
}
