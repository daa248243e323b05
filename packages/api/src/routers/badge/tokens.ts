import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { MANUAL_CODE_ALPHABET, MANUAL_CODE_LENGTH } from "./schemas.ts";

export { MANUAL_CODE_ALPHABET, normalizeManualCode, printedManualCode } from "./schemas.ts";

// A badge's token (issue 37) is `<id>.<signature>`, the text its QR code holds:
// - `id`: 16 random bytes, base64url (22 characters), the badge_tokens row's key. Random, so
//   not guessable and free of anything about the person (no name, passport or national ID).
// - `signature`: HMAC-SHA-256 of the id, cut to 16 bytes (128 bits, base64url), under a key
//   derived from AUTH_SECRET with HKDF and a label of its own, so it is not the key that signs
//   sessions. A forged or altered token is refused before the database is asked, and a copy of
//   the table (which keeps ids, never signatures) cannot print a badge the gate accepts.
// Changing AUTH_SECRET voids every printed badge: reprint them.

const ID_BYTES = 16;
const SIGNATURE_BYTES = 16;
const tokenPattern = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

const keys = new Map<string, Buffer>();
function signingKey(authSecret: string): Buffer {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, "wro-badge-token", "wro badge token signature v1", 32));
    keys.set(authSecret, key);
  }
  return key;
}

const signatureOf = (authSecret: string, id: string) =>
  createHmac("sha256", signingKey(authSecret))
    .update(id)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString("base64url");

/** A fresh token id: 16 random bytes, base64url. */
export const newTokenId = () => randomBytes(ID_BYTES).toString("base64url");

/** The text a badge's QR code holds for the token `id`. */
export const badgeToken = (authSecret: string, id: string) => `${id}.${signatureOf(authSecret, id)}`;

/**
 * The token's id when its signature is ours, or null. The signatures are compared as their
 * base64url text, in constant time: comparing decoded bytes would let a last character that
 * decodes to the same bits pass as another token.
 */
export function tokenIdOf(authSecret: string, token: string): string | null {
  const match = tokenPattern.exec(token.trim());
  if (!match) return null;
  const [, id = "", given = ""] = match;
  const expected = signatureOf(authSecret, id);
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? id : null;
}

/** A new manual code, as stored: eight characters of the alphabet, uniformly drawn. */
export function newManualCode(): string {
  let code = "";
  for (let index = 0; index < MANUAL_CODE_LENGTH; index++)
    code += MANUAL_CODE_ALPHABET[randomInt(MANUAL_CODE_ALPHABET.length)];
  return code;
}
