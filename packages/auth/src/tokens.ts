import { hkdfSync } from "node:crypto";
import { AppError } from "@wro/constants";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { authEnv } from "./env.ts";

/**
 * Bearer tokens for the legacy REST adapter (spec §7: the Authorization header of
 * /api/adduser, /api/steb, /api/getuser …). HMAC-SHA256 JWTs that expire.
 */

const ISSUER = "wro-saudi";
const AUDIENCE = "wro-legacy-api";
const ALGORITHM = "HS256";

export interface AccessTokenClaims {
  id: string;
  type: number;
  /** The account's session version at sign-in (`revokeSessions` raises it). */
  sessionVersion: number;
}

export interface AccessTokenOptions {
  /** Defaults to AUTH_SECRET. */
  secret?: string;
  /** Lifetime in seconds; defaults to the session's. */
  expiresInSeconds?: number;
  /** The clock, for tests. */
  now?: Date;
}

/** A refused token: "expired", or "invalid" (not ours, tampered with, or its account is gone). */
export const accessTokenRefused = (reason: "expired" | "invalid") =>
  new AppError("accessTokenRefused", {
    reason,
    message:
      reason === "expired" ? "Your session has expired. Please sign in again." : "Please sign in again.",
  });

/**
 * A key of its own, derived from AUTH_SECRET: next-auth derives its session key from the
 * same secret, and the two token kinds must never verify as each other.
 */
function keyFor(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "", "wro legacy api access token", 32));
}

export async function signAccessToken(
  user: Omit<AccessTokenClaims, "sessionVersion"> & { sessionVersion?: number },
  options: AccessTokenOptions = {},
): Promise<string> {
  const secret = options.secret ?? authEnv().secret;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const lifetime = options.expiresInSeconds ?? authEnv().sessionMaxAgeSeconds;
  return new SignJWT({ type: user.type, ver: user.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .sign(keyFor(secret));
}

/** The claims of a valid token. Throws `accessTokenRefused` ("expired" or "invalid") otherwise. */
export async function verifyAccessToken(
  token: string,
  options: AccessTokenOptions = {},
): Promise<AccessTokenClaims> {
  const secret = options.secret ?? authEnv().secret;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: options.now,
      requiredClaims: ["sub", "exp"],
    });
    if (typeof payload.sub !== "string" || typeof payload.type !== "number")
      throw accessTokenRefused("invalid");
    // Tokens from before session versions carry none: version 0, as every account started.
    const sessionVersion = typeof payload.ver === "number" ? payload.ver : 0;
    return { id: payload.sub, type: payload.type, sessionVersion };
  } catch (error) {
    if (AppError.is(error, "accessTokenRefused")) throw error;
    throw accessTokenRefused(error instanceof joseErrors.JWTExpired ? "expired" : "invalid");
  }
}

/** The token of an `Authorization: Bearer …` header (the legacy clients also send it bare). */
export function bearerToken(header: string | null | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, "") || null;
}
