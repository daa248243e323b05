import { codedMessage, messageCodes } from "@wro/constants";
import type { Database } from "@wro/db";
import { directionOf, intlTag, EVENT_TIME_ZONE, locales, type Locale } from "@wro/i18n";
import { arabicMessage } from "@wro/i18n/arabic";
import { englishMessage } from "@wro/i18n/english";
import { env } from "../../env.ts";
import { markdownToText } from "../../markdown.ts";
import { configuredEndpointPolicy, type EndpointPolicy } from "./endpoint.ts";
import { vapidDetails } from "./keys.ts";
import { forEachBounded, sendPush, type PushDelivery, type PushSenderOptions } from "./sender.ts";

// What the site's notifications say, and their sending: after an admin write has committed,
// by the instance that made it, to every subscribed browser in the language it subscribed in.

/** The words of the notifications the server writes itself (the rest is the admins' text). */
const messages = [
  /*i18n*/ { id: "pushScheduleChangedTitle", message: "Schedule change" },
  /*i18n*/ { id: "pushScheduleChangedBody", message: "{session}: now {when}" },
  /*i18n*/ { id: "pushScheduleAddedTitle", message: "New on the schedule" },
  /*i18n*/ { id: "pushScheduleAddedBody", message: "{session}: {when}" },
  /*i18n*/ { id: "pushScheduleCancelledTitle", message: "Session cancelled" },
  /*i18n*/ { id: "pushScheduleCancelledBody", message: "{session}, planned for {when}, is cancelled" },
] as const;
const pushNoticeMessages = messageCodes(messages);

const translate: Record<Locale, (text: string) => string> = { en: englishMessage, ar: arabicMessage };

/** The notification as the service worker shows it (apps/site/src/sw/push.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page it opens, in the subscriber's language. */
  url: string;
  icon: string;
  lang: Locale;
  dir: "ltr" | "rtl";
  /** A newer notification with the same tag replaces the one shown. */
  tag: string;
}

/** One notification in both languages, and how it travels. */
export interface PushNotice {
  text: Record<Locale, { title: string; body: string }>;
  /** The site path it opens ("/announcements/doors-open/"); the Arabic one is under /ar. */
  path: string;
  tag: string;
  delivery: PushDelivery;
}

/** The site's icon, shown beside the notification. */
const NOTIFICATION_ICON = "/icon-192.png";

const localePath = (locale: Locale, path: string) => (locale === "en" ? path : `/ar${path}`);

/** The message a subscriber in `locale` receives. */
export function pushPayload(notice: PushNotice, locale: Locale): PushPayload {
  return {
    ...notice.text[locale],
    url: new URL(localePath(locale, notice.path), env.SITE_URL).href,
    icon: NOTIFICATION_ICON,
    lang: locale,
    dir: directionOf(locale),
    tag: notice.tag,
  };
}

/** A published announcement: its title and the start of its text. */
export function announcementNotice(announcement: {
  slug: string;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}): PushNotice {
  return {
    text: {
      en: { title: announcement.titleEn, body: markdownToText(announcement.bodyEn, 180) },
      ar: { title: announcement.titleAr, body: markdownToText(announcement.bodyAr, 180) },
    },
    path: `/announcements/${announcement.slug}/`,
    tag: `announcement-${announcement.slug}`,
    // News stays worth showing for a day to a phone that was off.
    delivery: { ttlSeconds: 24 * 3600, urgency: "normal" },
  };
}

/** "Sat 25 Oct, 09:00–09:30" in Riyadh time, in `locale`. */
function sessionTime(session: { startsAt: Date; endsAt: Date | null }, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlTag(locale), {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: EVENT_TIME_ZONE,
  });
  return session.endsAt
    ? format.formatRange(session.startsAt, session.endsAt)
    : format.format(session.startsAt);
}

/** What a schedule notice tells of a session: that it changed, was added or was cancelled. */
export type ScheduleNoticeKind = "changed" | "added" | "cancelled";

/** Each kind's title and body. */
const scheduleWording = {
  changed: [pushNoticeMessages.pushScheduleChangedTitle, pushNoticeMessages.pushScheduleChangedBody],
  added: [pushNoticeMessages.pushScheduleAddedTitle, pushNoticeMessages.pushScheduleAddedBody],
  cancelled: [pushNoticeMessages.pushScheduleCancelledTitle, pushNoticeMessages.pushScheduleCancelledBody],
} as const satisfies Record<ScheduleNoticeKind, readonly [string, string]>;

/**
 * A session of the schedule that moved or changed, or was added: its title, (new) time and
 * place; or that was cancelled: its title and the time it was to be.
 */
export function scheduleNotice(
  kind: ScheduleNoticeKind,
  session: {
    id: string;
    titleEn: string;
    titleAr: string;
    startsAt: Date;
    endsAt: Date | null;
    placeEn: string | null;
    placeAr: string | null;
  },
): PushNotice {
  const [titleCode, bodyCode] = scheduleWording[kind];
  const textIn = (locale: Locale) => {
    const [title, place] =
      locale === "ar" ? [session.titleAr, session.placeAr] : [session.titleEn, session.placeEn];
    const where = kind === "cancelled" ? null : place;
    const when = [sessionTime(session, locale), where].filter(Boolean).join(" · ");
    return {
      title: translate[locale](titleCode),
      body: translate[locale](codedMessage(bodyCode, { session: title, when })),
    };
  };
  return {
    text: { en: textIn("en"), ar: textIn("ar") },
    path: "/scheduale/",
    // One per session: its newer notice (a change after its addition, its cancellation)
    // replaces the one shown.
    tag: `session-${session.id}`,
    // Urgent, and a newer notice of the session replaces one still waiting at the push service.
    delivery: { ttlSeconds: 6 * 3600, urgency: "high", topic: `s${session.id}`.slice(0, 32) },
  };
}

export interface BurstOptions extends Partial<Omit<PushSenderOptions, "vapid" | "policy">> {
  /** Messages in flight at once. Default: PUSH_CONCURRENCY. */
  concurrency?: number;
  policy?: EndpointPolicy;
}

/** Every subscription, a page at a time (a burst never holds them all). */
async function* subscriptions(db: Database, pageSize = 500) {
  let after: string | undefined;
  for (;;) {
    const page = await db.pushSubscription.findMany({
      where: after ? { id: { gt: after } } : {},
      orderBy: { id: "asc" },
      take: pageSize,
    });
    yield* page;
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}

/** How a burst went. */
export interface BurstReport {
  delivered: number;
  gone: number;
  failed: number;
}

/**
 * Sends `notice` to every subscription, each in its language, `concurrency` at a time, and
 * deletes the subscriptions the push service says are gone (404/410).
 */
export async function sendNotice(
  db: Database,
  notice: PushNotice,
  { concurrency = env.PUSH_CONCURRENCY, policy = configuredEndpointPolicy(), ...attempts }: BurstOptions = {},
): Promise<BurstReport> {
  const report: BurstReport = { delivered: 0, gone: 0, failed: 0 };
  // The keys are read (or made) only once there is someone to send to.
  if (!(await db.pushSubscription.findFirst({ select: { id: true } }))) return report;
  const options = { ...attempts, policy, vapid: await vapidDetails(db) };
  // Encoded once per language, not once per subscriber.
  const payloads = Object.fromEntries(
    locales.map((locale) => [locale, JSON.stringify(pushPayload(notice, locale))]),
  ) as Record<Locale, string>;
  await forEachBounded(subscriptions(db), concurrency, async (subscription) => {
    const locale = subscription.locale === "ar" ? "ar" : "en";
    const target = {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    };
    const outcome = await sendPush(target, payloads[locale], notice.delivery, options);
    report[outcome]++;
    if (outcome === "gone")
      await db.pushSubscription
        .deleteMany({ where: { id: subscription.id } })
        .catch((error: unknown) => console.error("Push: could not delete a gone subscription:", error));
  });
  return report;
}

// The bursts this process is sending, so that a test (or a shutdown) can wait for them. On
// globalThis: admin writes run in Next's bundled copy of this module, the shutdown in server.ts's.
const holder = globalThis as typeof globalThis & { __wroPushBursts?: Set<Promise<void>> };
const sending = (holder.__wroPushBursts ??= new Set());

function inBackground(name: string, work: () => Promise<void>): void {
  const task: Promise<void> = work()
    .catch((error: unknown) => console.error(`Push "${name}" failed:`, error))
    .finally(() => sending.delete(task));
  sending.add(task);
}

async function sendAndLog(db: Database, notice: PushNotice, options?: BurstOptions) {
  const report = await sendNotice(db, notice, options);
  if (report.gone || report.failed) console.warn(`Push "${notice.tag}": ${JSON.stringify(report)}`);
}

/**
 * Sends `notice` in the background: the admin's answer does not wait for the push services.
 * Call it after the write committed, never inside its transaction.
 */
export function notifySubscribers(db: Database, notice: PushNotice, options?: BurstOptions): void {
  inBackground(notice.tag, () => sendAndLog(db, notice, options));
}

/**
 * `notifySubscribers`, once only whatever happens later or elsewhere: the first instance to
 * record `key` sends it (an announcement published again notifies nobody twice).
 */
export function notifyOnce(db: Database, key: string, notice: PushNotice): void {
  inBackground(notice.tag, async () => {
    const { count } = await db.pushNotice.createMany({ data: [{ key }], skipDuplicates: true });
    if (count === 1) await sendAndLog(db, notice);
  });
}

/** Resolves once every burst started so far (and any they start) has finished. */
export async function pushesSettled(): Promise<void> {
  while (sending.size) await Promise.allSettled([...sending]);
}
