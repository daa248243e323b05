import { Secret, TOTP } from "otpauth";
import { TOTP_SETTINGS } from "../second-factor.ts";

/**
 * The code an authenticator app shows for a base32 `secret` (what enrolment gives) at `time`
 * (ms since 1970; now by default), computed by the same library: for tests that sign in with
 * two-step sign-in, in any package.
 */
export const totpCode = (secret: string, time = Date.now()) =>
  TOTP.generate({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret), timestamp: time });

/** The length of a time step, in ms. */
export const TOTP_STEP_MS = TOTP_SETTINGS.period * 1000;
