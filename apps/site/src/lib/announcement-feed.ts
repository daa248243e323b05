import "server-only";
import { msg } from "@lingui/core/macro";
import { fileUrl } from "@wro/api/file-url";
import { markdownToText, renderMarkdown } from "@wro/api/markdown";
import type { PublicAnnouncement } from "@wro/api";
import type { Locale } from "@wro/i18n";
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

/**
 * Text as XML character data: markup characters escaped, and characters XML 1.0 cannot carry
 * at all (control characters, lone surrogates) left out, so the document always parses. No
 * CDATA sections: one cannot hold "]]>", and text a section failed to contain would be markup.
 */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** An element holding text; attribute values come from this file only. */
const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${xmlText(value)}</${name}>`;
const link = (href: string, more = "") => `<link href="${xmlText(href)}"${more}/>`;

const imageType = (url: string) => {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return extension === "jpg" ? "image/jpeg" : `image/${extension ?? "png"}`;
};

/** The announcements of one language as an Atom 1.0 document (newest first, as the list page shows them). */
export function announcementFeed(announcements: PublicAnnouncement[], locale: Locale): string {
  const i18n = getI18n(locale);
  const listUrl = absoluteUrl(localePath(locale, "/announcements/"));
  const updated = (announcements[0]?.publishedAt ?? new Date(0)).toISOString();
  const entries = announcements.map((announcement) => {
    const { title, body } = announcementText(announcement, locale);
    const url = absoluteUrl(localePath(locale, `/announcements/${announcement.slug}/`));
    const image = announcement.image && absoluteUrl(`${fileUrl(announcement.image)}?w=1200&f=original`);
    const published = announcement.publishedAt.toISOString();
    return [
      "  <entry>",
      `    ${element("title", title, ' type="text"')}`,
      `    ${element("id", url)}`,
      `    ${link(url)}`,
      ...(image ? [`    ${link(image, ` rel="enclosure" type="${imageType(image)}"`)}`] : []),
      `    ${element("updated", published)}`,
      `    ${element("published", published)}`,
      `    ${element("summary", markdownToText(body), ' type="text"')}`,
      // The body's HTML as escaped text: a reader parses it as HTML, never as this document's XML.
      `    ${element("content", renderMarkdown(body), ' type="html"')}`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  ${element("id", listUrl)}`,
    `  ${element("title", i18n._(msg`WRO Saudi Arabia 2025 announcements`), ' type="text"')}`,
    `  ${element(
      "subtitle",
      i18n._(msg`News and updates for teams, coaches and families taking part in WRO Saudi Arabia 2025.`),
      ' type="text"',
    )}`,
    `  ${element("updated", updated)}`,
    `  ${link(listUrl, ' rel="alternate"')}`,
    `  ${link(absoluteUrl(feedPath(locale)), ' rel="self"')}`,
    `  ${element("rights", i18n._(msg`WRO Saudi Arabia`))}`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
