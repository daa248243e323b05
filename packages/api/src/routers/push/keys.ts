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
 * The stored key pair, made now if there is none. Instances starting together each insert a
 * pair of their own; the insert skips a row already there, so all of them read the one that
 * won. Browsers subscribe with the public key, so it must never change once anyone has.
 */
export async function storedVapidKeys(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  const existing = await db.pushKey.findUnique({ where: { id: 1 } });
  if (existing) return existing;
  const made = webPush.generateVAPIDKeys();
  await db.pushKey.createMany({ data: [{ id: 1, ...made }], skipDuplicates: true });
  return db.pushKey.findUniqueOrThrow({ where: { id: 1 } });
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
