// What browsers may load (forms, route guards of the admin SPA, client components): no
// database, no node: modules, no secrets.
export { JUDGED, roleOf, UserType, type GuardRole, type Role } from "./roles.ts";
export {
  ADMIN_DASHBOARD_PATH,
  ADMIN_SIGN_IN_PATH,
  guardRedirect,
  landingPathFor,
  randomToken,
  safeRedirect,
  signedInRedirect,
  TEAM_REG_WRONG_ROLE_PATH,
  type GuardInput,
  type GuardMode,
  type GuardSession,
} from "./guards.ts";
export {
  DEFAULT_PHONE_COUNTRY,
  newPasswordIssue,
  normalizePhoneNumber,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetTokenSchema,
  signInSchema,
  signUpSchema,
  toAsciiDigits,
  type SignInCredentials,
  type SignInInput,
  type SignUpData,
  type SignUpInput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from "./validation.ts";
export { authMessages, authMessageTexts, tooLong, type AuthMessage } from "./messages.ts";
export { findsForbiddenCharacter, hasForbiddenCharacter } from "./text.ts";
export { carriesSignedInHint, SIGNED_IN_COOKIE } from "./signed-in-hint.ts";
export type { PublicUser, SessionUser } from "./users.ts";
