import { authEnv, openSealedSecret, sealSecret, type SecretPurpose } from "@wro/auth";
import type { Database } from "@wro/db";
import webPush from "web-push";
import { env } from "../../env.ts";

/** What pushes are signed with (RFC 8292): the key pair, base64url, and whom to contact about them. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The address of `MAIL_FROM` ("WRO <no-reply@wro.sa>" → no-reply@wro.sa). */
const mailFromAddress = () => /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;

/** VAPID_SUBJECT; else the site's address when it is https; else the sender of the site's mail. */
function vapidSubject(): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  return env.SITE_URL.startsWith("https:") ? env.SITE_URL : `mailto:${mailFromAddress()}`;
}

/**
 * The private key at rest: whoever holds it can sign notifications to every subscriber, so a
 * copy of the database alone must not give it. Sealed with a key derived from AUTH_SECRET and
 * bound to the public key.
 */
const VAPID_PRIVATE_KEY: SecretPurpose = {
  salt: "wro-vapid-key",
  info: "wro vapid private key encryption v1",
};

/**
 * The stored key pair, made now if there is none. Instances starting together each insert a
 * pair of their own; the insert skips a row already there, so all of them read the one that
 * won. Browsers subscribe with the public key, so it must never change once anyone has.
 */
export async function storedVapidKeys(
  db: Database,
  authSecret = authEnv().secret,
): Promise<{ publicKey: string; privateKey: string }> {
  let stored = await db.pushKey.findUnique({ where: { id: 1 } });
  if (!stored) {
    const made = webPush.generateVAPIDKeys();
    const encryptedPrivateKey = sealSecret(authSecret, VAPID_PRIVATE_KEY, made.publicKey, made.privateKey);
    await db.pushKey.createMany({
      data: [{ id: 1, publicKey: made.publicKey, encryptedPrivateKey }],
      skipDuplicates: true,
    });
    stored = await db.pushKey.findUniqueOrThrow({ where: { id: 1 } });
  }
  const privateKey = openSealedSecret(
    authSecret,
    VAPID_PRIVATE_KEY,
    stored.publicKey,
    stored.encryptedPrivateKey,
  );
  if (privateKey === null)
    throw new Error(
      "The stored VAPID private key does not decrypt: AUTH_SECRET has changed since it was made. " +
        "Restore AUTH_SECRET, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (subscribers then opt in again).",
    );
  return { publicKey: stored.publicKey, privateKey };
}

// Per process and per database: the keys never change while it runs.
const known = new WeakMap<Database, Promise<VapidDetails>>();

/** The deployment's VAPID details: the configured key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), or the stored one. */
export function vapidDetails(db: Database): Promise<VapidDetails> {
  let details = known.get(db);
  if (!details) {
    const keys =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? Promise.resolve({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
        : storedVapidKeys(db);
    details = keys.then(({ publicKey, privateKey }) => ({ subject: vapidSubject(), publicKey, privateKey }));
    // A failed read (the database down) is not remembered: the next call tries again.
    details.catch(() => known.delete(db));
    known.set(db, details);
  }
  return details;
}
