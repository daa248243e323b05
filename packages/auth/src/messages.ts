import { messageCodes } from "@wro/constants";

/**
 * Every message this package sends towards a user, in English (what the legacy REST API
 * answers). Spec wording is kept where the spec quotes it (§5 validation, §8 toasts); the rest
 * is ours. Messages travel as their codes (`authMessages`), which the site and admin word.
 */
export const authMessageTexts = {
  // Spec §5, verbatim.
  fillAllFields: "Please fill in all fields...",
  passwordNotMatched: "Password is not matched",
  signInFieldsEmpty: "Please fill in all fields, Email or Password is Empty!",
  // Spec §8, verbatim: what a coach is told after signing up and when signing in unverified.
  verifyAccount: "Please Verify your Account From STEB",
  // A coach of the local accounts (the default), after sign-up and when signing in unverified:
  // what happens next, since there is no partner platform to go to.
  awaitingVerification:
    "An organizer will verify your coach account. You will get an e-mail when it is done; then you can sign in.",

  invalidEmail: "Please enter a valid e-mail address.",
  invalidPhone: "Please enter a valid phone number.",
  passwordTooShort: "The password must have at least 12 characters.",
  // Common passwords, simple patterns (1234…, qwerty…, repeats) and all-blank ones: ASVS 2.1.7.
  passwordGuessable: "This password is too common or too easy to guess. Please choose another one.",
  tooLong: "This field is too long.",
  forbiddenCharacters: "Texts may not contain control characters (such as NUL or text-direction overrides).",
  invalidAccountType: "Please choose Student or Coach.",

  nationalIdTaken: "This national ID is already registered.",
  emailTaken: "This e-mail is already registered.",

  // One text for an unknown account and a wrong password, so neither is revealed.
  invalidCredentials: "The national ID, e-mail or password is incorrect.",
  accountDisabled: "This account is disabled. Please contact the organizers.",

  // The spec's partner sign-in toast reads "Some Unknown Error Ocurses"; users get these instead.
  partnerUnavailable: "The partner platform is not responding right now. Please try again in a few minutes.",
  partnerSignInFailed: "We could not sign you in through the partner platform. Please try again.",
  partnerSignUpFailed: "The partner platform could not create your account. Please try again.",
  partnerAccountConflict:
    "This account cannot be signed in through the partner platform. Please contact the organizers.",

  // Password reset: one answer to every request (no account is revealed), and why a link is refused.
  passwordResetSent:
    "If an account has this national ID or e-mail address, we have sent a link to its e-mail address to choose a new password.",
  resetLinkUnknown: "This password-reset link is not valid. Please ask for a new one.",
  resetLinkUsed: "This password-reset link has already been used. Please ask for a new one.",
  resetLinkExpired: "This password-reset link has expired. Please ask for a new one.",

  passwordChangeRequired: "Please choose a new password before you continue.",

  // The account page's password change.
  currentPasswordWrong: "The current password is incorrect.",
  passwordKeptByPartner: "This account's password is kept by the partner platform (STEB): change it there.",

  // Whatever failed inside; the details go to the server log, never to the user.
  internal: "Something went wrong. Please try again later.",

  tooManyAttempts: ({ minutes }: Record<string, string>) =>
    `Too many attempts. Try again in ${minutes} ${minutes === "1" ? "minute" : "minutes"}.`,
} as const;

export const authMessages = messageCodes(authMessageTexts);
export type AuthMessage = keyof typeof authMessageTexts;
