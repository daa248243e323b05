import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets the database keeps but must not hand over with a copy of it (a backup, a dump, a read
// through an injection): an admin's TOTP secret, the VAPID private key notifications are signed
// with. Each is encrypted with a key the database never holds, derived from AUTH_SECRET with
// HKDF-SHA-256 under a label of its own (so a different key for each purpose, and none of them
// the one that signs sessions). AES-256-GCM authenticates what it encrypts: a row changed by
// hand fails to open rather than giving another secret, and what the secret belongs to (an
// account id, a public key) is bound in as additional data, so a row copied elsewhere fails too.
// Changing AUTH_SECRET makes the stored secrets unreadable.

/** What a secret is for: its key's HKDF salt and info, never changed once secrets are stored. */
export interface SecretPurpose {
  salt: string;
  info: string;
}

const CIPHER = "aes-256-gcm";
const FORMAT = "v1";

const keyFor = (authSecret: string, { salt, info }: SecretPurpose) =>
  Buffer.from(hkdfSync("sha256", authSecret, salt, info, 32));

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** `plain`, encrypted for `purpose` and bound to `owner`: "v1.<iv>.<ciphertext>.<tag>", base64url. */
export function sealSecret(authSecret: string, purpose: SecretPurpose, owner: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, keyFor(authSecret, purpose), iv);
  cipher.setAAD(Buffer.from(owner, "utf8"));
  const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [FORMAT, base64url(iv), base64url(encrypted), base64url(cipher.getAuthTag())].join(".");
}

/** The secret `sealSecret` stored, or null when it does not open (another AUTH_SECRET, a changed or moved row). */
export function openSealedSecret(
  authSecret: string,
  purpose: SecretPurpose,
  owner: string,
  sealed: string,
): string | null {
  const [format, iv, encrypted, tag, ...rest] = sealed.split(".");
  if (format !== FORMAT || !iv || !encrypted || !tag || rest.length) return null;
  try {
    const decipher = createDecipheriv(CIPHER, keyFor(authSecret, purpose), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(owner, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
