// Notifications to phones (Web Push), in the site's service worker: importing this module
// (`import "./push.ts"` in sw.ts) adds the listeners. The server sends a JSON payload
// (PushPayload, packages/api/src/routers/push/notices.ts), already in the subscriber's language.

// The parts of the service worker's scope used here, declared locally: the site's TypeScript
// program has the DOM's types, and the worker's (lib "webworker") clash with them.
interface Extendable {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends Extendable {
  readonly data: { json(): unknown } | null;
}
interface NotificationClickLike extends Extendable {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
}
interface PushScope {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLike) => void): void;
}

const scope = globalThis as unknown as PushScope;

interface Shown {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const text = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);

/** A URL of this site, else `fallback`'s: a notification never opens (or shows) another site. */
function ownUrl(url: unknown, fallback = "/"): string {
  const home = new URL(fallback, scope.location.origin).href;
  try {
    const own = new URL(text(url, fallback), scope.location.origin);
    return own.origin === scope.location.origin ? own.href : home;
  } catch {
    return home;
  }
}

/** The notification a payload asks for; null for a message that is not ours. */
function notificationOf(event: PushEventLike): Shown | null {
  let payload: Record<string, unknown>;
  try {
    const parsed = event.data?.json();
    if (!parsed || typeof parsed !== "object") return null;
    payload = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const title = text(payload.title);
  if (!title) return null;
  const lang = payload.lang === "ar" ? "ar" : "en";
  return {
    title,
    options: {
      body: text(payload.body),
      icon: ownUrl(payload.icon, "/icon-192.png"),
      lang,
      dir: lang === "ar" ? "rtl" : "ltr",
      ...(typeof payload.tag === "string" ? { tag: payload.tag } : {}),
      data: { url: ownUrl(payload.url) },
    },
  };
}

scope.addEventListener("push", (event) => {
  const shown = notificationOf(event);
  if (shown) event.waitUntil(scope.registration.showNotification(shown.title, shown.options));
});

/** Focuses a tab already showing `url`, or opens it. */
async function openPage(url: string): Promise<void> {
  const tabs = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = tabs.find((tab) => tab.url === url);
  if (open) await open.focus();
  else await scope.clients.openWindow(url);
}

scope.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openPage(ownUrl(data?.url)));
});

export {};
