import { msg } from "@lingui/core/macro";
import { parseLocale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";
import { publicCacheControl } from "@/lib/cache-control.ts";
import { scheduleCalendar } from "@/lib/calendar.ts";
import { absoluteUrl } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { venueOf } from "@/lib/venue.ts";

/**
 * The agenda as an iCalendar file: the whole event (also the address to subscribe to), or one
 * day with `?day=2025-10-24`; `?lang=ar` gives Arabic titles and places.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale = parseLocale(query.get("lang"));
  const i18n = getI18n(locale);
  const day = query.get("day");
  const allDays = await publicData.schedule();
  const days = day ? allDays.filter(({ date }) => date === day) : allDays;
  if (day && days.length === 0) {
    return new Response(i18n._(msg`There is no schedule for that day.`), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const venue = venueOf(await publicData.event(), locale);
  const calendar = scheduleCalendar(days, {
    locale,
    calendarName: i18n._(msg`WRO Saudi Arabia 2025`),
    pageUrl: absoluteUrl(locale === "ar" ? "/ar/scheduale/" : "/scheduale/"),
    venue: { location: venue.location, geo: venue.geo },
  });
  const name = `wro-saudi-2025-schedule${day ? `-${day}` : ""}${locale === "ar" ? "-ar" : ""}.ics`;
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": publicCacheControl,
    },
  });
}
