import { codedMessage, messageCodes, messageTexts } from "@wro/constants";

/**
 * Every message this package sends towards a user, worded once in English (what the legacy
 * REST API answers; `@wro/i18n` holds the Arabic). Spec wording is kept where the spec quotes
 * it (§5 validation); the rest is ours. Messages travel as their codes (`authMessages`).
 */
const messages = [
  // Spec §5, verbatim.
  /*i18n*/ { id: "fillAllFields", message: "Please fill in all fields..." },
  /*i18n*/ { id: "passwordNotMatched", message: "Password is not matched" },
  /*i18n*/ { id: "signInFieldsEmpty", message: "Please fill in all fields, Email or Password is Empty!" },
  // A coach of the local accounts (the default), after sign-up and when signing in unverified:
  // what happens next, since there is no partner platform to go to.
  /*i18n*/ {
    id: "awaitingVerification",
    message:
      "An organizer will verify your coach account. You will get an e-mail when it is done; then you can sign in.",
  },

  /*i18n*/ { id: "invalidEmail", message: "Please enter a valid e-mail address." },
  /*i18n*/ { id: "invalidPhone", message: "Please enter a valid phone number." },
  /*i18n*/ { id: "passwordTooShort", message: "The password must have at least 12 characters." },
  // Common passwords, simple patterns (1234…, qwerty…, repeats) and all-blank ones: ASVS 2.1.7.
  /*i18n*/ {
    id: "passwordGuessable",
    message: "This password is too common or too easy to guess. Please choose another one.",
  },
  // Sent with the limit of the check that refused the text (`tooLong`, below).
  /*i18n*/ {
    id: "tooLong",
    message: "This field is too long (at most {max, plural, one {# character} other {# characters}}).",
  },
  /*i18n*/ {
    id: "forbiddenCharacters",
    message: "Texts may not contain control characters (such as NUL or text-direction overrides).",
  },
  /*i18n*/ { id: "invalidAccountType", message: "Please choose Student or Coach." },

  /*i18n*/ { id: "nationalIdTaken", message: "This national ID is already registered." },
  /*i18n*/ { id: "emailTaken", message: "This e-mail is already registered." },

  // One text for an unknown account and a wrong password, so neither is revealed.
  /*i18n*/ { id: "invalidCredentials", message: "The national ID, e-mail or password is incorrect." },
  /*i18n*/ { id: "accountDisabled", message: "This account is disabled. Please contact the organizers." },

  // The spec's partner sign-in toast reads "Some Unknown Error Ocurses"; users get these instead.
  /*i18n*/ {
    id: "partnerUnavailable",
    message: "The partner platform is not responding right now. Please try again in a few minutes.",
  },
  /*i18n*/ {
    id: "partnerSignInFailed",
    message: "We could not sign you in through the partner platform. Please try again.",
  },
  /*i18n*/ {
    id: "partnerSignUpFailed",
    message: "The partner platform could not create your account. Please try again.",
  },
  /*i18n*/ {
    id: "partnerAccountConflict",
    message: "This account cannot be signed in through the partner platform. Please contact the organizers.",
  },

  // Password reset: one answer to every request (no account is revealed), and why a link is refused.
  /*i18n*/ {
    id: "passwordResetSent",
    message:
      "If an account has this national ID or e-mail address, we have sent a link to its e-mail address to choose a new password.",
  },
  /*i18n*/ {
    id: "resetLinkUnknown",
    message: "This password-reset link is not valid. Please ask for a new one.",
  },
  /*i18n*/ {
    id: "resetLinkUsed",
    message: "This password-reset link has already been used. Please ask for a new one.",
  },
  /*i18n*/ {
    id: "resetLinkExpired",
    message: "This password-reset link has expired. Please ask for a new one.",
  },

  /*i18n*/ { id: "passwordChangeRequired", message: "Please choose a new password before you continue." },

  // A password change, on the account page and in the back office's profile.
  /*i18n*/ { id: "currentPasswordWrong", message: "The current password is incorrect." },
  /*i18n*/ {
    id: "passwordKeptByPartner",
    message: "This account's password is kept by the partner platform (STEB): change it there.",
  },

  // Two-step sign-in (TOTP, RFC 6238) of admins who touch money (issue 36): second-factor.ts.
  // The answer to a right password when the account has it: the form then asks for the code.
  /*i18n*/ {
    id: "secondFactorRequired",
    message: "Enter the 6-digit code from your authenticator app.",
  },
  /*i18n*/ {
    id: "secondFactorInvalid",
    message: "This code is not correct. Check the code in your authenticator app and try again.",
  },
  // A right code seen once already: a code counts once (RFC 6238 §5.2).
  /*i18n*/ {
    id: "secondFactorCodeUsed",
    message: "This code has already been used. Wait for your authenticator app to show the next one.",
  },
  /*i18n*/ {
    id: "recoveryCodeInvalid",
    message: "This recovery code is not correct or has already been used.",
  },
  // The stored secret no longer decrypts: AUTH_SECRET, which its key comes from, was changed.
  /*i18n*/ {
    id: "secondFactorUnreadable",
    message:
      "Your authenticator app can no longer be checked. Sign in with a recovery code, then set up two-step sign-in again.",
  },
  /*i18n*/ { id: "secondFactorAlreadyOn", message: "Two-step sign-in is already on for this account." },
  /*i18n*/ {
    id: "secondFactorNotStarted",
    message: "Start the set-up of two-step sign-in again, and scan the new QR code.",
  },
  /*i18n*/ { id: "secondFactorNotOn", message: "Two-step sign-in is not on for this account." },
  // Recording a transfer, refunding and changing prices: only in a session signed in with a code.
  /*i18n*/ {
    id: "secondFactorForFinance",
    message:
      "The finance tools need two-step sign-in: set it up in your profile, then sign out and sign in again with a code.",
  },

  // Whatever failed inside; the details go to the server log, never to the user.
  /*i18n*/ { id: "internal", message: "Something went wrong. Please try again later." },

  /*i18n*/ {
    id: "tooManyAttempts",
    message: "Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  },
] as const;

export const authMessages = messageCodes(messages);
/** The English source of each message (what the back office's own list reuses). */
export const authMessageTexts = messageTexts(messages);
export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];

/**
 * Zod's `max` check's message: "tooLong?max=200", the limit read from the check itself, so a
 * field that refuses a long text says how long it may be: `.max(200, tooLong)`.
 */
export const tooLong = {
  error: (issue: { maximum?: unknown }) => codedMessage(authMessages.tooLong, { max: Number(issue.maximum) }),
};
