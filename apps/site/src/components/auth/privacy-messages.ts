import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { privacyMessages, type PrivacyMessage } from "@wro/api/privacy";
import { authMessages } from "@wro/auth/client";
import { readMessage } from "@wro/constants";
import { somethingWentWrong, translateAuthMessage } from "./messages.ts";

/** The account page's privacy refusals (codes of `@wro/api/privacy`) in the page's language. */
const known: Partial<Record<PrivacyMessage, MessageDescriptor>> = {
  passwordRequired: msg`Please enter your password.`,
  passwordWrong: msg`The password is incorrect.`,
  confirmRequired: msg`Please confirm that you want to delete your account.`,
  noPasswordHere: msg`This account signs in through the partner platform, so it cannot be deleted here. Please ask the organizers through the contact page.`,
  notAPerson: msg`Only a student, coach or organizer account can be downloaded or deleted here.`,
};

export function translatePrivacyMessage(i18n: I18n, text: string | undefined): string {
  if (!text) return i18n._(somethingWentWrong);
  const { code } = readMessage(text);
  // Too many wrong passwords: the sign-in limits apply, worded as on the sign-in form.
  if (code === authMessages.tooManyAttempts) return translateAuthMessage(i18n, text);
  const descriptor = Object.hasOwn(privacyMessages, code) ? known[code as PrivacyMessage] : undefined;
  return descriptor ? i18n._(descriptor) : i18n._(somethingWentWrong);
}
