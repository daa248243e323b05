import { beforeAll, beforeEach, describe, expect, it } from "vitest";

// The service worker's push handlers, run against a double of the browser's service-worker
// scope (the browser is the outside system here: headless Chromium shows no notification).

const origin = "https://wro.example";
const listeners = new Map<string, (event: unknown) => void>();
const shown: Array<{ title: string; options: NotificationOptions }> = [];
const opened: string[] = [];
const focused: string[] = [];
let tabs: string[] = [];

/** Dispatches an event the way the browser would, and waits for what it asked to wait for. */
async function dispatch(type: string, event: object) {
  const waits: Array<Promise<unknown>> = [];
  listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
}
const push = (payload: unknown) => dispatch("push", { data: { json: () => payload } });
const click = (data: unknown) => dispatch("notificationclick", { notification: { data, close: () => {} } });

beforeAll(async () => {
  Object.assign(globalThis, {
    location: { origin },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => tabs.map((url) => ({ url, focus: async () => void focused.push(url) })),
      openWindow: async (url: string) => void opened.push(url),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  });
  await import("./push.ts");
});

beforeEach(() => {
  shown.length = opened.length = focused.length = 0;
  tabs = [];
});

describe("the service worker's notifications", () => {
  it("shows the server's message in its language and direction", async () => {
    await push({
      title: "تغيير في الجدول",
      body: "حفل الافتتاح: الموعد الجديد 10:00",
      url: `${origin}/ar/scheduale/`,
      icon: "/icon-192.png",
      lang: "ar",
      dir: "rtl",
      tag: "session-1",
    });
    expect(shown).toEqual([
      {
        title: "تغيير في الجدول",
        options: {
          body: "حفل الافتتاح: الموعد الجديد 10:00",
          icon: `${origin}/icon-192.png`,
          lang: "ar",
          dir: "rtl",
          tag: "session-1",
          data: { url: `${origin}/ar/scheduale/` },
        },
      },
    ]);
  });

  it("ignores a message that is not ours, and never links to another site", async () => {
    await dispatch("push", { data: { json: () => JSON.parse("not json") as unknown } });
    await push({ body: "no title" });
    expect(shown).toEqual([]);
    await push({ title: "Hi", url: "https://evil.example/", icon: "https://evil.example/i.png", lang: "fr" });
    expect(shown[0]!.options).toMatchObject({
      data: { url: `${origin}/` },
      icon: `${origin}/icon-192.png`,
      lang: "en",
      dir: "ltr",
    });
  });

  it("opens the page on a tap, or brings forward the tab already showing it", async () => {
    await click({ url: `${origin}/announcements/doors/` });
    expect(opened).toEqual([`${origin}/announcements/doors/`]);
    tabs = [`${origin}/`, `${origin}/announcements/doors/`];
    await click({ url: `${origin}/announcements/doors/` });
    expect(focused).toEqual([`${origin}/announcements/doors/`]);
    expect(opened).toHaveLength(1);
  });
});
