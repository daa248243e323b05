import type { APIRequestContext, Page } from "@playwright/test";
import {
  startPushService,
  type PushServiceDouble,
  type PushSubscriber,
} from "../../../../packages/api/src/testing/push-service.ts";
import { e2eAdmin } from "../../support/admin-account.ts";
import { axeViolations } from "../../support/axe.ts";
import { signInToAdmin } from "../../support/admin-http.ts";
import { expect, test } from "../../support/fixtures.ts";
import { trpcCall } from "../../support/trpc.ts";

// Notifications to phones. Headless Chromium reaches no real push service (FCM), so the
// browser's push service is the double (packages/api/src/testing/push-service.ts): the page's
// `PushManager` hands out a subscription at the double, with keys the double made, and the
// double decrypts what the site sends as the browser would. Everything else is the real thing:
// the permission, the service worker's registration, the site's island and API, the admin's
// publishing and the server's Web Push requests.

const words = {
  en: {
    box: "Notifications",
    notifyMe: "Notify me",
    stop: "Stop notifications",
    on: "Notifications are on for this device: announcements and schedule changes.",
    off: "Notifications are off for this device.",
  },
  ar: {
    box: "الإشعارات",
    notifyMe: "فعّل الإشعارات",
    stop: "إيقاف الإشعارات",
    on: "الإشعارات مفعّلة على هذا الجهاز: الإعلانات وتغييرات الجدول.",
    off: "الإشعارات متوقفة على هذا الجهاز.",
  },
};

/**
 * Makes the page's push manager hand out `subscriber` (a subscription at the double) for the
 * site's VAPID key, and refuse any other key, as a push service would.
 */
async function useDoubleAsPushService(page: Page, subscriber: PushSubscriber, vapidKey: string) {
  await page.addInitScript(
    ({ endpoint, keys, vapidKey }) => {
      const bytes = (base64url: string) => {
        const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
        return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) =>
          c.charCodeAt(0),
        );
      };
      const expected = bytes(vapidKey);
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const given = options?.applicationServerKey;
        const key =
          typeof given === "string"
            ? bytes(given)
            : new Uint8Array(ArrayBuffer.isView(given) ? given.buffer : (given ?? new ArrayBuffer(0)));
        if (key.length !== expected.length || key.some((byte, index) => byte !== expected[index]))
          throw new DOMException("Another application server key", "InvalidAccessError");
        current = {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: expected.buffer },
          getKey: (name: "p256dh" | "auth") => bytes(keys[name]).buffer,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async function () {
        return current;
      };
    },
    { ...subscriber, vapidKey },
  );
}

/** How many browsers receive notifications in `lang`, as the back office counts them. */
const audience = async (admin: APIRequestContext, lang: "en" | "ar") =>
  ((await trpcCall(admin, "push.audience", undefined, "query")) as { en: number; ar: number })[lang];

const publish = (admin: APIRequestContext, slug: string) =>
  trpcCall(admin, "announcement.create", {
    slug,
    titleEn: `Shuttle times ${slug}`,
    titleAr: `مواعيد الحافلات ${slug}`,
    bodyEn: "Shuttles leave **every 15 minutes** from the hotels.",
    bodyAr: "تنطلق الحافلات **كل 15 دقيقة** من الفنادق.",
    state: "PUBLISHED",
    publishedAt: new Date().toISOString(),
  });

let peer: PushServiceDouble;
// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  peer = await startPushService();
});
test.afterAll(() => peer?.close());

// The announcements a test published, deleted after it (other specs read the list).
let published: Array<{ id?: unknown }> = [];
test.afterEach(async ({ request }) => {
  for (const { id } of published) await trpcCall(request, "announcement.delete", { id });
  published = [];
});

for (const [lang, path] of [
  ["en", "/announcements/"],
  ["ar", "/ar/scheduale/"],
] as const) {
  test(`subscribing on ${path}, an announcement arrives in ${lang}; one tap stops it; a 410 forgets the browser`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { publicKey } = (await trpcCall(request, "push.publicKey", undefined, "query")) as {
      publicKey: string;
    };
    const browser = peer.subscribe({ applicationServerKey: publicKey });
    await useDoubleAsPushService(page, browser, publicKey);
    await context.grantPermissions(["notifications"], { origin: baseURL });
    expect(await signInToAdmin(request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
    const before = await audience(request, lang);

    // One tap: permission, service worker, subscription, and the server keeps it.
    await page.goto(path);
    const box = page.getByRole("region", { name: words[lang].box });
    await box.getByRole("button", { name: words[lang].notifyMe }).click();
    await expect(box.getByRole("status")).toHaveText(words[lang].on);
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL,
      ),
    ).toBe(`${baseURL}/sw.js`);
    expect(await audience(request, lang)).toBe(before + 1);
    expect(await axeViolations(page)).toEqual([]);

    // An admin publishes: the double receives it, decrypts it, and it is in the page's language.
    const slug = `e2e-push-${lang}-${Date.now()}`;
    published.push(await publish(request, slug));
    const message = await peer.until(() => peer.messagesTo(browser.endpoint)[0]);
    const prefix = lang === "ar" ? "/ar" : "";
    expect(message).toEqual({
      title: lang === "ar" ? `مواعيد الحافلات ${slug}` : `Shuttle times ${slug}`,
      body:
        lang === "ar"
          ? "تنطلق الحافلات كل 15 دقيقة من الفنادق."
          : "Shuttles leave every 15 minutes from the hotels.",
      url: `${baseURL}${prefix}/announcements/${slug}/`,
      icon: "/icon-192.png",
      lang,
      dir: lang === "ar" ? "rtl" : "ltr",
      tag: `announcement-${slug}`,
    });

    // One tap stops them: the server forgets the browser, the browser its subscription.
    await box.getByRole("button", { name: words[lang].stop }).click();
    await expect(box.getByRole("status")).toHaveText(words[lang].off);
    expect(await audience(request, lang)).toBe(before);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).toBeNull();

    // Subscribed again, until the push service says the subscription is gone: the server then forgets it.
    await box.getByRole("button", { name: words[lang].notifyMe }).click();
    await expect(box.getByRole("status")).toHaveText(words[lang].on);
    expect(await audience(request, lang)).toBe(before + 1);
    peer.expire(browser.endpoint);
    published.push(await publish(request, `${slug}-gone`));
    await peer.until(() =>
      peer.attempts.some((attempt) => attempt.endpoint === browser.endpoint && attempt.status === 410),
    );
    await expect.poll(() => audience(request, lang)).toBe(before);
  });
}
