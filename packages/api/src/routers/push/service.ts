import { createECDH } from "node:crypto";
import { authRateLimiter, type AuthRateLimiter } from "@wro/auth";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { checkEndpoint, configuredEndpointPolicy, type EndpointPolicy } from "./endpoint.ts";
import { vapidDetails } from "./keys.ts";
import { pushMessages, type PushSubscribeInput } from "./schemas.ts";

/** The public key browsers subscribe with (`pushManager.subscribe`'s `applicationServerKey`). */
export async function pushPublicKey(db: Database): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidDetails(db)).publicKey };
}

/** Whether `p256dh` is a point of the P-256 curve: a key the message can be encrypted for. */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

export interface SubscribeDeps {
  db: Database;
  /** The client's address as the server resolved it (`Context.ip`). */
  ip: string | undefined;
  rateLimiter?: AuthRateLimiter;
  policy?: EndpointPolicy;
}

/**
 * Keeps a browser's subscription, in the language of the page it was made on: its next
 * notifications come in that language. Subscribing again (from the other language's page, or
 * with keys the browser renewed) replaces what was kept for the endpoint.
 */
export async function subscribe(
  { db, ip, rateLimiter = authRateLimiter(), policy = configuredEndpointPolicy() }: SubscribeDeps,
  { endpoint, keys, locale }: PushSubscribeInput,
) {
  checkEndpoint(endpoint, policy);
  if (!isCurvePoint(keys.p256dh))
    throw new AppError("invalidInput", { message: pushMessages.pushKeysInvalid, field: "keys" });
  await rateLimiter.consume("pushSubscribe", ip, endpoint);
  await db.pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, p256dh: keys.p256dh, auth: keys.auth, locale },
    update: { p256dh: keys.p256dh, auth: keys.auth, locale },
  });
  return { subscribed: true as const, locale };
}

/** Forgets a browser's subscription: no more notifications. Knowing the endpoint is the proof. */
export async function unsubscribe(db: Database, endpoint: string) {
  const { count } = await db.pushSubscription.deleteMany({ where: { endpoint } });
  return { unsubscribed: count > 0 };
}

/** How many browsers are subscribed, by language. */
export async function pushAudience(db: Database) {
  const groups = await db.pushSubscription.groupBy({ by: ["locale"], _count: { _all: true } });
  const count = (locale: string) => groups.find((group) => group.locale === locale)?._count._all ?? 0;
  return { en: count("en"), ar: count("ar") };
}
