// The site's service worker, served at /sw.js with scope / (built by scripts/build-sw.mjs into
// public/sw.js, registered after load by components/offline/OfflineGuide.tsx).
// - The offline venue guide (issue 38): the pages a visitor needs in the hall (guide.ts), in
//   their language, kept with Serwist's strategies, and the signed-in visitor's own badge
//   (badge.ts). Nothing else is kept: every other request (the admin, accounts, sign-in, the
//   API) goes to the network as if there were no worker.
// - Notifications to phones: push.ts adds its listeners.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from "serwist";
import type { Locale } from "@wro/i18n";
import "./push.ts";
import { BADGE_CACHE, badgePlugin, changesSession, dropBadge, isMyBadge } from "./badge.ts";
import { assetsIn, guideUrls, isGuidePage, localeOfPath } from "./guide.ts";
import { savedAt, savedPagePlugin } from "./saved-copy.ts";

declare const self: ServiceWorkerGlobalScope;

const PAGES_CACHE = "wro-pages";
const ASSETS_CACHE = "wro-assets";
const IMAGES_CACHE = "wro-images";

/** A saved page older than this is fetched again when the guide is refreshed. */
const REFRESH_AFTER_MS = 15 * 60_000;

/**
 * After a guide page came from the network, the guide's other pages in its language are
 * refreshed behind it: the whole guide stays current while the visitor has the network.
 */
const refreshGuide: SerwistPlugin = {
  handlerDidComplete: async ({ event, request, response }) => {
    if (request.mode !== "navigate" || !response?.ok || savedAt(response) !== null) return;
    await fillGuideOnce(localeOfPath(new URL(request.url).pathname), event);
  },
};

/**
 * Pages: the network first, so a phone that has it shows the schedule as it is now (sessions
 * move during the day); the saved copy when the network fails or has not answered in 3 s (the
 * hall's weak network). A late answer still replaces the copy.
 */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [savedPagePlugin, refreshGuide],
  matchOptions: { ignoreVary: true },
});

/** Build files are named by a hash of their content: a saved one never goes stale. */
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // Each release names new files; the oldest unused ones go.
    new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
  ],
});

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && isGuidePage(url),
      handler: pages,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: assets,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isMyBadge(url),
      handler: new NetworkFirst({ cacheName: BADGE_CACHE, networkTimeoutSeconds: 5, plugins: [badgePlugin] }),
    },
    {
      // Pictures on the pages (stored images, the site's icons): shown from the copy, refreshed behind.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.destination === "image" &&
        (url.pathname.startsWith("/uploads/") || /^\/[\w-]+\.(?:svg|png|ico)$/.test(url.pathname)),
      handler: new StaleWhileRevalidate({
        cacheName: IMAGES_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
});

const inFlight = new Map<Locale, Promise<void>>();

/** Saves the build files a page needs to show offline (its styles, scripts, fonts). */
async function saveAssets(html: string, event: ExtendableEvent) {
  for (const url of assetsIn(html, self.location.origin)) {
    await assets.handle({ event, request: new Request(url) }).catch(() => undefined);
  }
}

/**
 * Fills the guide in one language: each page missing or older than REFRESH_AFTER_MS is fetched
 * (one at a time, behind the visitor's own requests) with what it needs to show. Without
 * cookies: the pages are the same for everyone, and a kept copy never holds a session.
 */
async function fillGuide(locale: Locale, event: ExtendableEvent) {
  for (const url of guideUrls(locale, self.location.origin)) {
    const saved = await caches.match(url, { cacheName: PAGES_CACHE, ignoreVary: true });
    const age = saved ? Date.now() - (savedAt(saved) ?? 0) : Infinity;
    if (age < REFRESH_AFTER_MS) continue;
    const request = new Request(url, { credentials: "omit", signal: AbortSignal.timeout(20_000) });
    const html = await pages
      .handle({ event, request })
      .then((response) => response.text())
      .catch(() => null);
    if (html === null) return; // Offline: the rest would fail as well.
    await saveAssets(html, event);
  }
}

interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

/**
 * Fills the guide in one language unless it is being filled already. Not with the browser's
 * data saver on: then only the pages visited are kept.
 */
async function fillGuideOnce(locale: Locale, event: ExtendableEvent) {
  if ((self.navigator as SaveDataNavigator).connection?.saveData) return;
  let filling = inFlight.get(locale);
  if (!filling) {
    filling = fillGuide(locale, event).finally(() => inFlight.delete(locale));
    inFlight.set(locale, filling);
  }
  await filling;
}

/**
 * When the worker is installed, the guide is saved in the language of the pages open: on a
 * first visit, before the worker controlled any request.
 */
async function fillGuideForOpenPages(event: ExtendableEvent) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const locale of new Set(windows.map((client) => localeOfPath(new URL(client.url).pathname))))
    await fillGuideOnce(locale, event);
}

// A guide that could not be filled (offline, a failing page) never stops the worker installing.
self.addEventListener("install", (event) =>
  event.waitUntil(fillGuideForOpenPages(event).catch(() => undefined)),
);
// Left to the network (no answer given here); only the badge kept is dropped.
self.addEventListener("fetch", (event) => {
  if (changesSession(event.request, self.location.origin)) event.waitUntil(dropBadge());
});
serwist.addEventListeners();
