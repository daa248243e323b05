// Server side of authentication: identity providers, sign-in, next-auth options, sessions
// to api callers, tokens, rate limiting. Browser-safe parts also come from "@wro/auth/client".
export * from "./client.ts";
export { authEnv, parseAuthEnv, DEVELOPMENT_AUTH_SECRET, type AuthEnv, type PartnerSettings } from "./env.ts";
export type { UniqueField } from "./identity/duplicates.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { passwordIssue } from "./password-strength.ts";
export { publicUserSelect, findPublicUser, findUserByLogin } from "./users.ts";
export { CLIENT_ADDRESS_HEADER, clientIp } from "./client-ip.ts";

export type {
  IdentityProvider,
  PartnerTokenCredentials,
  SignInFailureCode,
  SignInResult,
  SignUpOutcome,
} from "./identity/types.ts";
export { createIdentityProvider } from "./identity/configured.ts";
export { createLocalIdentityProvider } from "./identity/local.ts";
export { createPartnerIdentityProvider } from "./identity/partner.ts";
export {
  createPartnerClient,
  type PartnerClient,
  type PartnerClientSettings,
  type PartnerFailure,
  type PartnerRegistration,
} from "./identity/partner-client.ts";
export { partnerEndpoints, type PartnerUser } from "./identity/partner-contract.ts";

export {
  authRateLimiter,
  createAuthRateLimiter,
  defaultRateLimitPolicy,
  defaultRateLimitPolicies,
  type AuthAction,
  type AuthRateLimiter,
  type RateLimiterOptions,
  type RateLimitPolicy,
} from "./rate-limit.ts";
export {
  passwordAttemptsKey,
  signInWithPartnerToken,
  signInWithPassword,
  type SignedInUser,
  type SignInDeps,
  type SignInPortal,
} from "./sign-in.ts";
export {
  beginEnrolment,
  confirmEnrolment,
  disableSecondFactor,
  hasSecondFactor,
  RECOVERY_CODE_COUNT,
  secondFactorAttemptsKey,
  secondFactorStatus,
  TOTP_ISSUER,
  TOTP_SETTINGS,
  verifySecondFactor,
  type Enrolment,
  type SecondFactorAnswer,
  type SecondFactorDeps,
  type SecondFactorStatus,
} from "./second-factor.ts";
export { openSealedSecret, sealSecret, type SecretPurpose } from "./sealed-secret.ts";
export { createAuthOptions, credentialsProviderIds, type AuthOptionsDeps } from "./next-auth-options.ts";
export { ABSOLUTE_SESSION_SECONDS, absoluteSessionSeconds } from "./session-lifetime.ts";
export {
  callerForUserId,
  revokeSessions,
  callerFromAccessToken,
  callerFromToken,
  type SessionCaller,
} from "./caller.ts";
export { createSessionReader, type RequestCookies, type SessionReader } from "./session-caller.ts";
export { withSignedInHint } from "./signed-in-hint.ts";
export {
  accessTokenRefused,
  bearerToken,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenClaims,
  type AccessTokenOptions,
} from "./tokens.ts";
export {
  createPasswordResetToken,
  PASSWORD_RESET_LIFETIME_MS,
  passwordResetTokenState,
  resetLinkRefusal,
  resetPasswordWithToken,
  revokePasswordResetLinks,
  type ResetTokenState,
} from "./password-reset.ts";
