import { setupI18n } from "@lingui/core";
import { EVENT_TIME_ZONE, intlTag, type Locale } from "@wro/i18n";
import { messages as ar } from "../locales/ar.ts";
import { messages as en } from "../locales/en.ts";

// The note a page served from its saved copy shows, written into the copy by the service worker
// (so a page carries no script for it): "Offline — saved at 14:05", in the page's language, the
// time in Riyadh, as the schedule's times are.

const offlineNote = /*i18n*/ { id: "offlineNote", message: "Offline — saved at {time}" };
const myBadge = /*i18n*/ { id: "offlineMyBadge", message: "My badge" };

const i18n = setupI18n({ locale: "en", messages: { en, ar } });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const dayOf = (moment: Date) => moment.toLocaleDateString("en", { timeZone: EVENT_TIME_ZONE });

/** The saved moment's HH:MM, with the weekday when it was not today. */
function savedTime(saved: Date, locale: Locale, now: Date): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    ...(dayOf(saved) === dayOf(now) ? {} : { weekday: "short" }),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: EVENT_TIME_ZONE,
  }).format(saved);
}

/**
 * The note, as HTML: a status (read out by screen readers), its time a <time> element, and a
 * link to the visitor's own badge when one is saved (`badge`, its address).
 */
export function offlineNoteHtml(
  savedAt: number,
  locale: Locale,
  { now = new Date(), badge }: { now?: Date; badge?: string } = {},
): string {
  const saved = new Date(savedAt);
  const marker = "\u0000";
  i18n.activate(locale);
  const [before = "", after = ""] = i18n._({ ...offlineNote, values: { time: marker } }).split(marker);
  const time = `<time datetime="${saved.toISOString()}">${escapeHtml(savedTime(saved, locale, now))}</time>`;
  const link = badge ? ` · <a href="${escapeHtml(badge)}">${escapeHtml(i18n._(myBadge))}</a>` : "";
  return `<p class="offline-note" role="status">${escapeHtml(before)}${time}${escapeHtml(after)}${link}</p>`;
}
