import { messageCodes } from "@wro/constants";
import { z } from "zod";

/**
 * The refusals of a subscription, worded once in English (`@wro/i18n` holds the Arabic). A
 * browser sends what its push service gave it, so people meet these only with a broken or
 * hostile client; the site says "could not turn notifications on" whatever the reason.
 */
const messages = [
  /*i18n*/ {
    id: "pushEndpointRefused",
    message: "Notifications cannot be sent to this browser's push service.",
  },
  /*i18n*/ { id: "pushKeysInvalid", message: "This browser's notification keys are not valid." },
] as const;

export const pushMessages = messageCodes(messages);

/** The site's two languages (`@wro/i18n`'s, written out: these schemas load in the browser). */
const localeSchema = z.enum(["en", "ar"]);

/** The longest endpoint kept: push services' URLs are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 1024;

/**
 * A key as `PushSubscription.toJSON()` gives it: base64url of `bytes` bytes, unpadded (padding
 * is accepted and dropped). Browser-safe: the length is counted, not decoded.
 */
const base64urlKey = (bytes: number) =>
  z
    .string({ error: pushMessages.pushKeysInvalid })
    .max(200)
    .transform((key) => key.replace(/=+$/, ""))
    .refine(
      (key) => /^[A-Za-z0-9_-]*$/.test(key) && key.length === Math.ceil((bytes * 4) / 3),
      pushMessages.pushKeysInvalid,
    );

export const pushEndpointSchema = z
  .url({ protocol: /^https?$/, error: pushMessages.pushEndpointRefused })
  .max(MAX_ENDPOINT_LENGTH, pushMessages.pushEndpointRefused);

/** A browser's subscription (`PushSubscription.toJSON()`) and the language of the page it was made on. */
export const pushSubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes, RFC 8291). */
    p256dh: base64urlKey(65),
    /** The browser's authentication secret (16 bytes). */
    auth: base64urlKey(16),
  }),
  locale: localeSchema,
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const pushSubscribedSchema = z.object({ subscribed: z.literal(true), locale: localeSchema });
export const pushUnsubscribedSchema = z.object({ unsubscribed: z.boolean() });
/** The VAPID public key browsers subscribe with (`applicationServerKey`), base64url. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
/** How many browsers receive notifications, by language. */
export const pushAudienceSchema = z.object({ en: z.number().int(), ar: z.number().int() });
