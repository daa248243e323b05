import { localeFrom } from "@/i18n/server.ts";
import { announcementFeed } from "@/lib/announcement-feed.ts";
import { publicCacheControl } from "@/lib/cache-control.ts";
import { publicData } from "@/lib/public-data.ts";

// Kept like the pages: built on first request, then until an admin write, the next scheduled
// announcement (public-data) or the hour.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ lang: string }> {
  return [];
}

/** The announcements as an Atom feed: /announcements/feed.xml and /ar/announcements/feed.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const locale = await localeFrom(params);
  return new Response(announcementFeed(await publicData.announcements(), locale), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": publicCacheControl },
  });
}
