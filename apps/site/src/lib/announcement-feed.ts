import "server-only";
import { msg } from "@lingui/core/macro";
import { fileUrl } from "@wro/api/file-url";
import { markdownToText, renderMarkdown } from "@wro/api/markdown";
import type { PublicAnnouncement } from "@wro/api";
import type { Locale } from "@wro/i18n";
import { Feed } from "feed";
import { announcementText } from "@/components/announcements/AnnouncementArticle.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { absoluteUrl } from "@/lib/metadata.ts";

/** The path of the announcements' Atom feed in a language. */
export const feedPath = (locale: Locale) => localePath(locale, "/announcements/feed.xml");

/** The `<link rel="alternate" type="application/atom+xml">` of pages that list announcements. */
export function feedLink(locale: Locale) {
  return {
    "application/atom+xml": [
      { url: feedPath(locale), title: getI18n(locale)._(msg`WRO Saudi Arabia 2025 announcements`) },
    ],
  };
}

/** The announcements of one language as an Atom 1.0 document (newest first, as the list page shows them). */
export function announcementFeed(announcements: PublicAnnouncement[], locale: Locale): string {
  const i18n = getI18n(locale);
  const listUrl = absoluteUrl(localePath(locale, "/announcements/"));
  const feed = new Feed({
    id: listUrl,
    link: listUrl,
    title: i18n._(msg`WRO Saudi Arabia 2025 announcements`),
    description: i18n._(
      msg`News and updates for teams, coaches and families taking part in WRO Saudi Arabia 2025.`,
    ),
    language: locale,
    copyright: i18n._(msg`WRO Saudi Arabia`),
    updated: announcements[0]?.publishedAt ?? new Date(0),
    feedLinks: { atom: absoluteUrl(feedPath(locale)) },
  });
  for (const announcement of announcements) {
    const { title, body } = announcementText(announcement, locale);
    const url = absoluteUrl(localePath(locale, `/announcements/${announcement.slug}/`));
    feed.addItem({
      id: url,
      link: url,
      title,
      description: markdownToText(body),
      content: renderMarkdown(body),
      date: announcement.publishedAt,
      published: announcement.publishedAt,
      ...(announcement.image && { image: absoluteUrl(`${fileUrl(announcement.image)}?w=1200&f=original`) }),
    });
  }
  return feed.atom1();
}
