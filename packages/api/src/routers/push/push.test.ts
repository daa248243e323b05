import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "../../env.ts";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";
import { startPushService, type PushServiceDouble, type PushSubscriber } from "../../testing/push-service.ts";
import { notifyDueAnnouncements } from "../announcement/service.ts";
import { storedVapidKeys } from "./keys.ts";
import { announcementNotice, pushesSettled, sendNotice, type PushPayload } from "./notices.ts";
import { pushMessages } from "./schemas.ts";

const hour = 3_600_000;
const announcement = {
  titleEn: "Doors open at 7:30",
  titleAr: "تفتح الأبواب الساعة 7:30",
  bodyEn: "Hall **B** opens early. See the [venue](https://example.org/venue).",
  bodyAr: "تفتح القاعة **ب** مبكرًا.",
};

describe.each(testDatabaseKinds)("notifications to phones on %s", (kind) => {
  let bed: AdminTestBed;
  let peer: PushServiceDouble;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    peer = await startPushService();
  });
  afterAll(async () => {
    await peer?.close();
    await bed?.close();
  });

  const visitor = () => bed.caller({ kind: "anonymous" }).push;
  const subscriptions = () => bed.database.db.pushSubscription.findMany({ orderBy: { createdAt: "asc" } });
  /** A browser subscribed in `locale`, with the site's VAPID key (a message signed with another is refused). */
  async function subscribed(locale: "en" | "ar"): Promise<PushSubscriber> {
    const { publicKey } = await visitor().publicKey();
    const browser = peer.subscribe({ applicationServerKey: publicKey });
    expect(await visitor().subscribe({ ...browser, locale })).toEqual({ subscribed: true, locale });
    return browser;
  }
  async function clearSubscriptions() {
    await bed.database.db.pushSubscription.deleteMany();
  }

  it("makes one VAPID key pair, whichever instance asks first, and keeps it", async () => {
    const pairs = await Promise.all(Array.from({ length: 5 }, () => storedVapidKeys(bed.database.db)));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(await bed.database.db.pushKey.count()).toBe(1);
    expect(Buffer.from(pairs[0]!.publicKey, "base64url")).toHaveLength(65);
    expect((await visitor().publicKey()).publicKey).toBe(pairs[0]!.publicKey);
  });

  it("keeps the private key sealed: a copy of the database alone does not give it", async () => {
    const { privateKey } = await storedVapidKeys(bed.database.db);
    const row = await bed.database.db.pushKey.findUniqueOrThrow({ where: { id: 1 } });
    expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
    expect(row.encryptedPrivateKey).not.toContain(privateKey);
    await expect(storedVapidKeys(bed.database.db, "another-secret-another-secret-another")).rejects.toThrow(
      /does not decrypt/,
    );
  });

  it("sends a published announcement to each browser in the language it subscribed in", async () => {
    await clearSubscriptions();
    const english = await subscribed("en");
    const arabic = await subscribed("ar");
    const admin = bed.caller().announcement;

    // A draft tells nobody; publishing it does, once: saving it again, or hiding and showing
    // it, sends nothing more.
    const draft = await admin.create({ ...announcement, slug: "doors-open", publishedAt: new Date() });
    await pushesSettled();
    expect(peer.messagesTo(english.endpoint)).toEqual([]);
    const published = await admin.update({
      ...draft,
      id: draft.id,
      expectedUpdatedAt: draft.updatedAt,
      state: "PUBLISHED",
    });
    await pushesSettled();
    const edited = await admin.update({
      ...published,
      id: published.id,
      expectedUpdatedAt: published.updatedAt,
      titleEn: "Doors open at 7:30 sharp",
    });
    await admin.setStatus({ id: edited.id, value: false });
    await admin.setStatus({ id: edited.id, value: true });
    await pushesSettled();

    expect(peer.messagesTo<PushPayload>(english.endpoint)).toEqual([
      {
        title: "Doors open at 7:30",
        body: "Hall B opens early. See the venue.",
        url: new URL("/announcements/doors-open/", env.SITE_URL).href,
        icon: "/icon-192.png",
        lang: "en",
        dir: "ltr",
        tag: "announcement-doors-open",
      },
    ]);
    expect(peer.messagesTo<PushPayload>(arabic.endpoint)).toEqual([
      {
        title: "تفتح الأبواب الساعة 7:30",
        body: "تفتح القاعة ب مبكرًا.",
        url: new URL("/ar/announcements/doors-open/", env.SITE_URL).href,
        icon: "/icon-192.png",
        lang: "ar",
        dir: "rtl",
        tag: "announcement-doors-open",
      },
    ]);
    // Signed for this push service (RFC 8292), kept a day by it, at normal urgency.
    const [push] = peer.received.filter((message) => message.endpoint === english.endpoint);
    expect(push).toMatchObject({
      ttl: 24 * 3600,
      urgency: "normal",
      vapid: { audience: peer.origin, publicKey: (await visitor().publicKey()).publicKey },
    });
    expect(push!.vapid.subject).toMatch(/^(mailto|https):/);
  });

  it("tells of a scheduled announcement published straight away, not of one still waiting", async () => {
    await clearSubscriptions();
    const browser = await subscribed("en");
    const admin = bed.caller().announcement;
    await admin.create({
      ...announcement,
      slug: "later-news",
      publishedAt: new Date(Date.now() + 30 * hour),
      state: "SCHEDULED",
    });
    await admin.create({ ...announcement, slug: "now-news", publishedAt: new Date(), state: "PUBLISHED" });
    await pushesSettled();
    expect(peer.messagesTo<PushPayload>(browser.endpoint).map((message) => message.tag)).toEqual([
      "announcement-now-news",
    ]);
  });

  it("tells of a scheduled announcement when its time comes, once, whichever instance looks (fake clock)", async () => {
    await clearSubscriptions();
    const browser = await subscribed("ar");
    const now = new Date();
    const dueAt = new Date(now.getTime() + 2 * hour);
    await bed.caller().announcement.create({
      ...announcement,
      slug: "at-noon",
      publishedAt: dueAt,
      state: "SCHEDULED",
    });
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      await notifyDueAnnouncements(bed.database.db);
      await pushesSettled();
      expect(peer.messagesTo(browser.endpoint)).toEqual([]);

      vi.setSystemTime(dueAt);
      // Two instances' rounds at once, then a later round: one notification.
      await Promise.all([notifyDueAnnouncements(bed.database.db), notifyDueAnnouncements(bed.database.db)]);
      await pushesSettled();
      await notifyDueAnnouncements(bed.database.db);
      await pushesSettled();
      expect(peer.messagesTo<PushPayload>(browser.endpoint)).toEqual([
        expect.objectContaining({ tag: "announcement-at-noon", title: announcement.titleAr, lang: "ar" }),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells of a changed schedule session, in each language, with its new time and place", async () => {
    await clearSubscriptions();
    const schedule = bed.caller().schedule;
    const day = await schedule.createDay({ date: "2099-10-24" });
    const session = await schedule.createSession({
      dayId: day.id,
      startsAt: new Date("2099-10-24T09:00:00+03:00"),
      endsAt: new Date("2099-10-24T09:30:00+03:00"),
      titleEn: "Opening ceremony",
      titleAr: "حفل الافتتاح",
      placeEn: "Hall A",
      placeAr: "القاعة أ",
    });
    await pushesSettled();
    // Subscribed once the session is on the schedule: what they hear of is its change.
    const english = await subscribed("en");
    const arabic = await subscribed("ar");

    const { id, createdAt: _created, updatedAt, ...fields } = session;
    await schedule.updateSession({
      ...fields,
      category: null,
      id,
      expectedUpdatedAt: updatedAt,
      startsAt: new Date("2099-10-24T10:00:00+03:00"),
      endsAt: new Date("2099-10-24T10:30:00+03:00"),
      placeEn: "Hall B",
      placeAr: "القاعة ب",
    });
    await pushesSettled();

    const [inEnglish] = peer.messagesTo<PushPayload>(english.endpoint);
    expect(inEnglish).toMatchObject({
      title: "Schedule change",
      url: new URL("/scheduale/", env.SITE_URL).href,
      lang: "en",
      tag: `session-${id}`,
    });
    expect(inEnglish!.body).toMatch(/^Opening ceremony: now .*10:00.*10:30 · Hall B$/);
    const [inArabic] = peer.messagesTo<PushPayload>(arabic.endpoint);
    expect(inArabic).toMatchObject({
      title: "تغيير في الجدول",
      url: new URL("/ar/scheduale/", env.SITE_URL).href,
      lang: "ar",
      dir: "rtl",
    });
    expect(inArabic!.body).toMatch(/^حفل الافتتاح: .*10:00.*10:30 · القاعة ب$/);
    // Urgent, and replacing an older change of the same session still waiting at the service.
    const push = peer.received.find((message) => message.endpoint === english.endpoint);
    expect(push).toMatchObject({ urgency: "high", topic: `s${id}`.slice(0, 32) });
  });

  it("tells of a session added to the schedule, in each language, with its time and place", async () => {
    await clearSubscriptions();
    const english = await subscribed("en");
    const arabic = await subscribed("ar");
    const schedule = bed.caller().schedule;
    const day = await schedule.createDay({ date: "2099-10-25" });
    const { id } = await schedule.createSession({
      dayId: day.id,
      startsAt: new Date("2099-10-25T14:00:00+03:00"),
      endsAt: new Date("2099-10-25T15:00:00+03:00"),
      titleEn: "Robot parade",
      titleAr: "استعراض الروبوتات",
      placeEn: "Main stage",
      placeAr: "المسرح الرئيسي",
    });
    await pushesSettled();

    const [inEnglish, ...moreInEnglish] = peer.messagesTo<PushPayload>(english.endpoint);
    expect(moreInEnglish).toEqual([]);
    expect(inEnglish).toMatchObject({
      title: "New on the schedule",
      url: new URL("/scheduale/", env.SITE_URL).href,
      icon: "/icon-192.png",
      lang: "en",
      dir: "ltr",
      tag: `session-${id}`,
    });
    expect(inEnglish!.body).toMatch(/^Robot parade: .*25 Oct.*14:00.*15:00 · Main stage$/);
    const [inArabic, ...moreInArabic] = peer.messagesTo<PushPayload>(arabic.endpoint);
    expect(moreInArabic).toEqual([]);
    expect(inArabic).toMatchObject({
      title: "جلسة جديدة في الجدول",
      url: new URL("/ar/scheduale/", env.SITE_URL).href,
      lang: "ar",
      dir: "rtl",
      tag: `session-${id}`,
    });
    expect(inArabic!.body).toMatch(/^استعراض الروبوتات: .*25 أكتوبر.*14:00.*15:00 · المسرح الرئيسي$/);
    const push = peer.received.find((message) => message.endpoint === english.endpoint);
    expect(push).toMatchObject({ urgency: "high", topic: `s${id}`.slice(0, 32) });
  });

  it("tells of a future session deleted from the schedule that it is cancelled, with the time it was to be", async () => {
    await clearSubscriptions();
    const english = await subscribed("en");
    const arabic = await subscribed("ar");
    const schedule = bed.caller().schedule;
    const day = await schedule.createDay({ date: "2099-10-26" });
    const session = await schedule.createSession({
      dayId: day.id,
      startsAt: new Date("2099-10-26T11:00:00+03:00"),
      endsAt: new Date("2099-10-26T12:00:00+03:00"),
      titleEn: "Coach briefing",
      titleAr: "إحاطة المدربين",
      placeEn: "Room 3",
      placeAr: "القاعة 3",
    });
    await pushesSettled();
    expect(await schedule.deleteSession({ id: session.id, expectedUpdatedAt: session.updatedAt })).toEqual({
      id: session.id,
    });
    await pushesSettled();

    // Its addition, then its cancellation, under the one tag: the phone shows the newer only.
    const inEnglish = peer.messagesTo<PushPayload>(english.endpoint);
    expect(inEnglish.map(({ title, tag }) => ({ title, tag }))).toEqual([
      { title: "New on the schedule", tag: `session-${session.id}` },
      { title: "Session cancelled", tag: `session-${session.id}` },
    ]);
    expect(inEnglish[1]).toMatchObject({ url: new URL("/scheduale/", env.SITE_URL).href, lang: "en" });
    expect(inEnglish[1]!.body).toMatch(/^Coach briefing, planned for .*26 Oct.*11:00.*12:00, is cancelled$/);
    const cancelledInArabic = peer.messagesTo<PushPayload>(arabic.endpoint).at(-1);
    expect(cancelledInArabic).toMatchObject({
      title: "إلغاء جلسة",
      url: new URL("/ar/scheduale/", env.SITE_URL).href,
      lang: "ar",
      dir: "rtl",
      tag: `session-${session.id}`,
    });
    expect(cancelledInArabic!.body).toMatch(
      /^أُلغيت جلسة «إحاطة المدربين» التي كان موعدها .*26 أكتوبر.*11:00.*12:00$/,
    );
    const pushes = peer.received.filter((message) => message.endpoint === english.endpoint);
    expect(pushes.at(-1)).toMatchObject({ urgency: "high", topic: `s${session.id}`.slice(0, 32) });
  });

  it("tells of each session still to come on a deleted day that it is cancelled, and nobody of a past day's", async () => {
    await clearSubscriptions();
    const browser = await subscribed("en");
    const schedule = bed.caller().schedule;
    const day = await schedule.createDay({ date: "2099-10-27" });
    const times = ["09:00", "14:00"];
    const sessions = [];
    for (const [index, time] of times.entries())
      sessions.push(
        await schedule.createSession({
          dayId: day.id,
          startsAt: new Date(`2099-10-27T${time}:00+03:00`),
          titleEn: `Round ${index + 1}`,
          titleAr: `الجولة ${index + 1}`,
        }),
      );
    await pushesSettled();
    expect(await schedule.deleteDay({ id: day.id, expectedUpdatedAt: day.updatedAt })).toEqual({
      id: day.id,
    });
    await pushesSettled();

    expect(await bed.database.db.scheduleSession.count({ where: { dayId: day.id } })).toBe(0);
    const cancelled = peer
      .messagesTo<PushPayload>(browser.endpoint)
      .filter(({ title }) => title === "Session cancelled");
    expect(cancelled.map(({ tag }) => tag).sort()).toEqual(sessions.map(({ id }) => `session-${id}`).sort());
    expect(cancelled.map(({ body }) => body).sort()).toEqual([
      expect.stringMatching(/^Round 1, planned for .*27 Oct.*09:00, is cancelled$/),
      expect.stringMatching(/^Round 2, planned for .*27 Oct.*14:00, is cancelled$/),
    ]);

    // A past day's sessions are over: deleting it tells nobody.
    const past = await schedule.createDay({ date: "2020-10-25" });
    await schedule.createSession({
      dayId: past.id,
      startsAt: new Date("2020-10-25T09:00:00+03:00"),
      titleEn: "Old round",
      titleAr: "جولة سابقة",
    });
    const before = peer.messagesTo(browser.endpoint).length;
    await schedule.deleteDay({ id: past.id, expectedUpdatedAt: past.updatedAt });
    await pushesSettled();
    expect(peer.messagesTo(browser.endpoint)).toHaveLength(before);
  });

  it("tells nobody of a past session added to the schedule or deleted from it", async () => {
    await clearSubscriptions();
    const browser = await subscribed("en");
    const schedule = bed.caller().schedule;
    const day = await schedule.createDay({ date: "2020-10-24" });
    const session = await schedule.createSession({
      dayId: day.id,
      startsAt: new Date("2020-10-24T09:00:00+03:00"),
      endsAt: new Date("2020-10-24T09:30:00+03:00"),
      titleEn: "Old practice",
      titleAr: "تدريب سابق",
    });
    await pushesSettled();
    await schedule.deleteSession({ id: session.id, expectedUpdatedAt: session.updatedAt });
    await pushesSettled();
    expect(await bed.database.db.scheduleSession.count({ where: { id: session.id } })).toBe(0);
    expect(peer.messagesTo(browser.endpoint)).toEqual([]);
  });

  it("deletes a subscription its push service says is gone (410), and keeps the others", async () => {
    await clearSubscriptions();
    const gone = await subscribed("en");
    const kept = await subscribed("ar");
    peer.expire(gone.endpoint);
    expect(await bed.caller().push.audience()).toEqual({ en: 1, ar: 1 });

    await bed.caller().announcement.create({
      ...announcement,
      slug: "after-expiry",
      publishedAt: new Date(),
      state: "PUBLISHED",
    });
    await pushesSettled();

    expect(
      peer.attempts.filter((attempt) => attempt.endpoint === gone.endpoint).map((a) => a.status),
    ).toEqual([410]);
    expect((await subscriptions()).map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(await bed.caller().push.audience()).toEqual({ en: 0, ar: 1 });
  });

  it("sends a burst at most `concurrency` at a time", async () => {
    await clearSubscriptions();
    const browsers = await Promise.all(Array.from({ length: 10 }, () => subscribed("en")));
    const before = peer.attempts.length;
    peer.hold();
    const burst = sendNotice(bed.database.db, announcementNotice({ ...announcement, slug: "burst" }), {
      concurrency: 3,
    });
    // The peer answers only when the test releases it: each time, exactly three are waiting.
    for (let answered = 0; answered < browsers.length;) {
      const expected = Math.min(3, browsers.length - answered);
      await peer.until(() => peer.held === expected);
      answered += expected;
      peer.release({ stopHolding: answered === browsers.length });
    }
    expect(await burst).toEqual({ delivered: 10, gone: 0, failed: 0 });
    expect(peer.attempts.length - before).toBe(10);
    expect(peer.maxInFlight).toBe(3);
  });

  it("tries again after 429 (as Retry-After says) and 5xx (backing off), never after another refusal", async () => {
    await clearSubscriptions();
    const limited = await subscribed("en");
    const failing = await subscribed("en");
    const refusing = await subscribed("ar");
    peer.script(limited.endpoint, { status: 429, retryAfter: "1" });
    peer.script(failing.endpoint, 503, 502);
    peer.script(refusing.endpoint, 400);

    const report = await sendNotice(bed.database.db, announcementNotice({ ...announcement, slug: "retry" }), {
      baseDelayMs: 100,
    });

    expect(report).toEqual({ delivered: 2, gone: 0, failed: 1 });
    const times = (endpoint: string) =>
      peer.attempts.filter((attempt) => attempt.endpoint === endpoint).map((attempt) => attempt.at);
    const [first, second] = times(limited.endpoint);
    expect(second! - first!).toBeGreaterThanOrEqual(1000);
    // Waits of 50–100 ms, then 100–200 ms: the backoff doubles.
    const [a, b, c] = times(failing.endpoint);
    expect(b! - a!).toBeGreaterThanOrEqual(50);
    expect(c! - b!).toBeGreaterThanOrEqual(100);
    expect(peer.messagesTo(failing.endpoint)).toHaveLength(1);
    expect(times(refusing.endpoint)).toHaveLength(1);
    // Not gone: a refused message says nothing about the subscription.
    expect(await subscriptions()).toHaveLength(3);
  });

  it("forgets a browser in one call, and takes a new language on subscribing again", async () => {
    await clearSubscriptions();
    const browser = await subscribed("en");
    expect(await visitor().subscribe({ ...browser, locale: "ar" })).toEqual({
      subscribed: true,
      locale: "ar",
    });
    expect((await subscriptions()).map((row) => row.locale)).toEqual(["ar"]);
    expect(await visitor().unsubscribe({ endpoint: browser.endpoint })).toEqual({ unsubscribed: true });
    expect(await subscriptions()).toEqual([]);
    expect(await visitor().unsubscribe({ endpoint: browser.endpoint })).toEqual({ unsubscribed: false });
  });

  it("refuses malformed keys and endpoints", async () => {
    const browser = peer.subscribe();
    const refusal = async (input: unknown) =>
      (await failure(visitor().subscribe(input as Parameters<ReturnType<typeof visitor>["subscribe"]>[0])))
        ?.message;
    const notOnTheCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
    expect(
      await refusal({ ...browser, locale: "en", keys: { ...browser.keys, p256dh: notOnTheCurve } }),
    ).toBe(pushMessages.pushKeysInvalid);
    expect(await refusal({ ...browser, locale: "en", keys: { ...browser.keys, auth: "c2hvcnQ" } })).toMatch(
      pushMessages.pushKeysInvalid,
    );
    expect(await refusal({ ...browser, locale: "en", endpoint: "ftp://push.example.org/x" })).toMatch(
      pushMessages.pushEndpointRefused,
    );
    expect(await refusal({ ...browser, locale: "fr" })).toMatch(/locale/);
    expect(await subscriptions()).toEqual([]);
  });

  it("limits how often one browser subscribes", async () => {
    const browser = peer.subscribe();
    const attempts = [];
    for (let round = 0; round < 11; round++)
      attempts.push(await failure(visitor().subscribe({ ...browser, locale: "en" })));
    expect(attempts.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(attempts[10]).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
