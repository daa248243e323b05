import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { authMessages } from "@wro/auth/client";
import { intlTag, parseLocale } from "@wro/i18n";

/**
 * The server's auth messages (next-auth's `error`, tRPC's `message`) arrive as English text;
 * this table gives each its translation. The spec's own wording (§5) stays as it is in English;
 * the spec's misspelt toasts (§8) are written correctly here.
 */
const serverMessages: Record<string, MessageDescriptor> = {
  [authMessages.fillAllFields]: msg`Please fill in all fields...`,
  [authMessages.passwordNotMatched]: msg`Password is not matched`,
  [authMessages.signInFieldsEmpty]: msg`Please fill in all fields, Email or Password is Empty!`,
  [authMessages.verifyAccount]: msg`Please verify your account on the partner platform (STEB).`,
  [authMessages.invalidEmail]: msg`Please enter a valid e-mail address.`,
  [authMessages.invalidPhone]: msg`Please enter a valid phone number.`,
  [authMessages.passwordTooShort]: msg`The password must have at least 8 characters.`,
  [authMessages.tooLong]: msg`This field is too long.`,
  [authMessages.forbiddenCharacters]: msg`Texts may not contain control characters (such as NUL or text-direction overrides).`,
  [authMessages.internal]: msg`Something went wrong. Please try again later.`,
  [authMessages.invalidAccountType]: msg`Please choose Student or Coach.`,
  [authMessages.nationalIdTaken]: msg`This national ID is already registered.`,
  [authMessages.emailTaken]: msg`This e-mail is already registered.`,
  [authMessages.invalidCredentials]: msg`The national ID, e-mail or password is incorrect.`,
  [authMessages.accountDisabled]: msg`This account is disabled. Please contact the organizers.`,
  [authMessages.partnerUnavailable]: msg`The partner platform is not responding right now. Please try again in a few minutes.`,
  [authMessages.partnerSignInFailed]: msg`We could not sign you in through the partner platform. Please try again.`,
  [authMessages.partnerSignUpFailed]: msg`The partner platform could not create your account. Please try again.`,
  [authMessages.partnerAccountConflict]: msg`This account cannot be signed in through the partner platform. Please contact the organizers.`,
  [authMessages.passwordResetSent]: msg`If an account has this e-mail address, we have sent it a link to choose a new password.`,
  [authMessages.resetLinkUnknown]: msg`This password-reset link is not valid. Please ask for a new one.`,
  [authMessages.resetLinkUsed]: msg`This password-reset link has already been used. Please ask for a new one.`,
  [authMessages.resetLinkExpired]: msg`This password-reset link has expired. Please ask for a new one.`,
  // next-auth's own code when a provider refuses without a message.
  CredentialsSignin: msg`The national ID, e-mail or password is incorrect.`,
};

export const somethingWentWrong = msg`Something went wrong. Please try again later.`;

const RATE_LIMITED = /^Too many attempts\. Try again in (\d+) minutes?\.$/;

/** A server message in the page's language; unknown texts are shown as they came. */
export function translateAuthMessage(i18n: I18n, text: string | null | undefined): string {
  if (!text) return i18n._(somethingWentWrong);
  const known = serverMessages[text];
  if (known) return i18n._(known);
  const rateLimited = RATE_LIMITED.exec(text);
  if (rateLimited) {
    const minutes = Number(rateLimited[1]);
    // Digits as the rest of the page writes them (Arabic-Indic on Arabic pages).
    const count = new Intl.NumberFormat(intlTag(parseLocale(i18n.locale))).format(minutes);
    return i18n._(
      msg`Too many attempts. Try again in ${plural(minutes, { one: `${count} minute`, other: `${count} minutes` })}.`,
    );
  }
  return text;
}

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
export const isKnownAuthMessage = (text: string) => text in serverMessages || RATE_LIMITED.test(text);
