import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@wro/constants";
import { uniqueViolationFields, type Database } from "@wro/db";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { revokeSessions } from "./caller.ts";
import { authEnv } from "./env.ts";
import { authMessages } from "./messages.ts";
import { authRateLimiter, type AuthRateLimiter } from "./rate-limit.ts";
import { openSealedSecret, sealSecret, type SecretPurpose } from "./sealed-secret.ts";
import { toAsciiDigits } from "./validation.ts";

// Two-step sign-in for admins who touch money (issue 36): TOTP (RFC 6238) through `otpauth`,
// with single-use recovery codes. The tables are `totp_factors` and `recovery_codes`
// (packages/db/prisma/models/admin-security.prisma).

/**
 * What every authenticator app supports (Google Authenticator ignores anything else): HMAC-SHA-1,
 * 6 digits, 30-second steps. A code of the step before or after is accepted too, for clocks a
 * little apart and codes typed as they change.
 */
export const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
const WINDOW = 1;
/** The name authenticator apps show above the account. */
export const TOTP_ISSUER = "WRO Saudi Arabia";
export const RECOVERY_CODE_COUNT = 10;

export interface SecondFactorDeps {
  db: Database;
  /** AUTH_SECRET, which the key of the stored secrets is derived from. Default: the environment's. */
  authSecret?: string;
  /** Counts code attempts ("secondFactor"). Default: the process's limiter. */
  rateLimiter?: AuthRateLimiter;
  /** The clock codes are checked against (tests). */
  now?: () => Date;
}

/** What an admin gives as the second step: the app's current code, or one of the recovery codes. */
export interface SecondFactorAnswer {
  code?: string | null | undefined;
  recoveryCode?: string | null | undefined;
}

/** The key every code attempt on an account counts under ("secondFactor" in the rate limiter). */
export const secondFactorAttemptsKey = (userId: string) => `account:${userId}`;

// --- The secret at rest ---------------------------------------------------------------------
//
// Whoever holds the secret can make every future code: it is sealed (sealed-secret.ts) and bound
// to the account's id. Changing AUTH_SECRET makes the stored secrets unreadable: those admins
// sign in with a recovery code (stored as hashes, which need no key) and set up two-step
// sign-in again.

const TOTP_SECRET: SecretPurpose = { salt: "wro-totp-secret", info: "wro totp secret encryption v1" };

/** The base32 secret, encrypted for `userId`'s row. */
export const encryptTotpSecret = (authSecret: string, userId: string, base32: string): string =>
  sealSecret(authSecret, TOTP_SECRET, userId, base32);

/** The base32 secret of a stored row, or null when it does not decrypt (another AUTH_SECRET, a changed row). */
export const decryptTotpSecret = (authSecret: string, userId: string, stored: string): string | null =>
  openSealedSecret(authSecret, TOTP_SECRET, userId, stored);

// --- Recovery codes ---------------------------------------------------------------------------

/** Crockford's base32 (no i, l, o, u): nothing to misread when typed from paper. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A new recovery code: 12 random characters of 32 (60 bits), shown as "xxxx-xxxx-xxxx". */
function newRecoveryCode(): string {
  const characters = [...randomBytes(12)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join("");
  return characters.match(/.{4}/g)!.join("-");
}

/** A recovery code as typed, reduced to its characters: any case, with or without dashes or spaces. */
function normalizeRecoveryCode(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^0-9a-z]/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
}

/**
 * What is stored of a recovery code: its SHA-256. The codes are random with 60 bits, so a
 * plain hash is enough to make a stolen table useless (as for password-reset links).
 */
const recoveryCodeHash = (code: string) =>
  createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

// --- Codes ------------------------------------------------------------------------------------

/** The 6 digits of a code as typed (spaces, Arabic-Indic digits), or null when it is none. */
function normalizeCode(typed: string): string | null {
  const digits = toAsciiDigits(typed).replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

const totpFor = (base32: string, label: string) =>
  new TOTP({ ...TOTP_SETTINGS, issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(base32) });

/** The time step (RFC 6238 "T") a right code belongs to, or null when the code is wrong. */
function stepOf(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    ...TOTP_SETTINGS,
    secret: Secret.fromBase32(base32),
    token: code,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
}

const refusal = (message: string) => new AppError("signInRefused", { message });

interface Resolved {
  db: Database;
  authSecret: string;
  rateLimiter: AuthRateLimiter;
  now: () => Date;
}

const resolve = (deps: SecondFactorDeps): Resolved => ({
  db: deps.db,
  authSecret: deps.authSecret ?? authEnv().secret,
  rateLimiter: deps.rateLimiter ?? authRateLimiter(),
  now: deps.now ?? (() => new Date()),
});

/**
 * Accepts a right code of a step later than the last one accepted, and records its step in
 * the same conditional update: two requests racing with one code cannot both pass.
 * `pending` checks the code of an enrolment being confirmed (and marks it enrolled).
 */
async function acceptCode(
  { db, authSecret, now }: Resolved,
  userId: string,
  typed: string,
  { pending }: { pending: boolean },
): Promise<void> {
  const factor = await db.totpFactor.findUnique({ where: { userId } });
  if (!factor || (factor.enrolledAt === null) !== pending) {
    throw refusal(pending ? authMessages.secondFactorNotStarted : authMessages.secondFactorNotOn);
  }
  const base32 = decryptTotpSecret(authSecret, userId, factor.encryptedSecret);
  if (base32 === null) {
    console.error(
      `The TOTP secret of user ${userId} does not decrypt: AUTH_SECRET has changed since it was stored.`,
    );
    throw refusal(authMessages.secondFactorUnreadable);
  }
  const code = normalizeCode(typed);
  const step = code === null ? null : stepOf(base32, code, now());
  if (step === null) throw refusal(authMessages.secondFactorInvalid);
  const { count } = await db.totpFactor.updateMany({
    where: {
      userId,
      enrolledAt: pending ? null : { not: null },
      OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }],
    },
    data: { lastUsedStep: step, ...(pending ? { enrolledAt: now() } : {}) },
  });
  if (count === 0) throw refusal(authMessages.secondFactorCodeUsed);
}

/** Spends one of the account's unused recovery codes. */
async function acceptRecoveryCode({ db, now }: Resolved, userId: string, typed: string): Promise<void> {
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: recoveryCodeHash(typed), usedAt: null },
    data: { usedAt: now() },
  });
  if (count === 0) throw refusal(authMessages.recoveryCodeInvalid);
}

/** Runs `check` as one counted code attempt on the account; a passed one forgets its failures. */
async function counted(
  { rateLimiter }: Resolved,
  userId: string,
  ip: string | undefined,
  check: () => Promise<void>,
): Promise<void> {
  await rateLimiter.consume("secondFactor", ip, secondFactorAttemptsKey(userId));
  await check();
  await rateLimiter.reset("secondFactor", ip, secondFactorAttemptsKey(userId));
}

/** A code or recovery code as given (empty strings are none), or null when neither is. */
export function secondFactorAnswerOf(input: unknown): SecondFactorAnswer | null {
  const fields = (input ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.slice(0, 64) : null);
  const code = text(fields.code);
  const recoveryCode = text(fields.recoveryCode);
  if (recoveryCode !== null) return { recoveryCode };
  if (code !== null) return { code };
  return null;
}

// --- What the rest of the package and the api call --------------------------------------------

/** Whether the account signs in with a second factor (an enrolment confirmed by a code). */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const factor = await db.totpFactor.findUnique({ where: { userId }, select: { enrolledAt: true } });
  return !!factor?.enrolledAt;
}

export interface SecondFactorStatus {
  enabled: boolean;
  enrolledAt: Date | null;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
}

/** What the profile shows: whether two-step sign-in is on, since when, and the recovery codes left. */
export async function secondFactorStatus(db: Database, userId: string): Promise<SecondFactorStatus> {
  const factor = await db.totpFactor.findUnique({ where: { userId }, select: { enrolledAt: true } });
  const enabled = !!factor?.enrolledAt;
  return {
    enabled,
    enrolledAt: factor?.enrolledAt ?? null,
    recoveryCodesLeft: enabled ? await db.recoveryCode.count({ where: { userId, usedAt: null } }) : 0,
  };
}

export interface Enrolment {
  /** The otpauth:// key URI (Google Authenticator's format) that the QR code holds. */
  uri: string;
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The URI's QR code as an SVG document. */
  qrSvg: string;
}

/**
 * Starts an enrolment: a new random secret (160 bits, as RFC 4226 recommends), stored
 * encrypted and pending until a code confirms it. Starting again replaces a pending secret;
 * an account that has two-step sign-in on must turn it off first.
 */
export async function beginEnrolment(
  deps: SecondFactorDeps,
  user: { id: string; label: string },
): Promise<Enrolment> {
  const { db, authSecret } = resolve(deps);
  if (await hasSecondFactor(db, user.id)) throw refusal(authMessages.secondFactorAlreadyOn);
  const secret = new Secret({ size: 20 });
  const encryptedSecret = encryptTotpSecret(authSecret, user.id, secret.base32);
  const pending = { encryptedSecret, enrolledAt: null, lastUsedStep: null };
  // Only a pending row is replaced: an enrolment confirmed meanwhile stays as it is.
  const { count } = await db.totpFactor.updateMany({
    where: { userId: user.id, enrolledAt: null },
    data: pending,
  });
  if (count === 0) {
    // A row that appeared meanwhile is an enrolment confirmed by another request.
    await db.totpFactor.create({ data: { userId: user.id, ...pending } }).catch((error: unknown) => {
      throw uniqueViolationFields(error) ? refusal(authMessages.secondFactorAlreadyOn) : error;
    });
  }
  const uri = totpFor(secret.base32, user.label).toString();
  return { uri, secret: secret.base32, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 2 }) };
}

/**
 * Confirms an enrolment with a code of the new secret: from then on the account signs in with
 * a code. Answers the 10 recovery codes, which are stored only as hashes: shown this once.
 */
export async function confirmEnrolment(
  deps: SecondFactorDeps,
  userId: string,
  code: string,
  ip: string | undefined,
): Promise<{ recoveryCodes: string[] }> {
  const resolved = resolve(deps);
  await counted(resolved, userId, ip, () => acceptCode(resolved, userId, code, { pending: true }));
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await resolved.db.$transaction([
    resolved.db.recoveryCode.deleteMany({ where: { userId } }),
    resolved.db.recoveryCode.createMany({
      data: recoveryCodes.map((recoveryCode) => ({ userId, codeHash: recoveryCodeHash(recoveryCode) })),
    }),
  ]);
  return { recoveryCodes };
}

/**
 * Checks the second step of a sign-in (or of turning two-step sign-in off): the app's current
 * code, accepted once, or an unused recovery code, spent. Each attempt counts against the
 * account ("secondFactor"). Throws `AppError` "signInRefused" with the reason.
 */
export async function verifySecondFactor(
  deps: SecondFactorDeps,
  userId: string,
  answer: SecondFactorAnswer,
  ip: string | undefined,
): Promise<void> {
  const resolved = resolve(deps);
  await counted(resolved, userId, ip, async () => {
    if (answer.recoveryCode) {
      // Only an account with two-step sign-in on has recovery codes; turning it off deletes them.
      await acceptRecoveryCode(resolved, userId, answer.recoveryCode);
    } else {
      await acceptCode(resolved, userId, answer.code ?? "", { pending: false });
    }
  });
}

/**
 * Turns two-step sign-in off, with a current code or a recovery code: the secret and the
 * recovery codes are deleted, and every session of the account ends (a session signed in with
 * a code must not keep the finance tools once the account has no second factor).
 */
export async function disableSecondFactor(
  deps: SecondFactorDeps,
  userId: string,
  answer: SecondFactorAnswer,
  ip: string | undefined,
): Promise<void> {
  const { db } = resolve(deps);
  if (!(await hasSecondFactor(db, userId))) throw refusal(authMessages.secondFactorNotOn);
  await verifySecondFactor(deps, userId, answer, ip);
  await db.$transaction([
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.totpFactor.deleteMany({ where: { userId } }),
  ]);
  await revokeSessions(db, userId);
}
