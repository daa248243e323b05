import type { Locale } from "@wro/i18n";
import { api } from "@/lib/trpc.ts";
import { PUSH_LOCALE_KEY } from "./push-locale.ts";

// Turning notifications on and off on this device: loaded only when the visitor taps (the
// tRPC client is most of its weight), by NotifyMe.tsx.

/** The VAPID key as the bytes `pushManager.subscribe` takes (base64url in, as the server gives it). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

const sameKey = (key: ArrayBuffer | null | undefined, expected: Uint8Array) =>
  !!key &&
  key.byteLength === expected.length &&
  new Uint8Array(key).every((byte, index) => byte === expected[index]);

/**
 * Asks for permission (the browser's prompt), registers the service worker, subscribes with the
 * site's key and gives the subscription to the server with the page's language. "denied" when
 * the visitor (or the browser) refused.
 */
export async function turnOn(locale: Locale): Promise<"on" | "denied"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  await navigator.serviceWorker.register("/sw.js");
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes((await api.push.publicKey.query()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the site's keys were replaced): useless, so made again.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const { endpoint, keys } = subscription.toJSON();
  await api.push.subscribe.mutate({
    endpoint: endpoint ?? "",
    keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
    locale,
  });
  localStorage.setItem(PUSH_LOCALE_KEY, locale);
  return "on";
}

/** Stops notifications on this device: the server forgets it, and so does the browser's push service. */
export async function turnOff(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  localStorage.removeItem(PUSH_LOCALE_KEY);
  if (!subscription) return;
  try {
    await api.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
  } finally {
    // Even if the server was not reached: its next message then finds the subscription gone
    // (410) and forgets it.
    await subscription.unsubscribe();
  }
}
