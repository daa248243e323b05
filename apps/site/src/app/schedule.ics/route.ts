import { msg } from "@lingui/core/macro";
import { parseLocale } from "@wro/i18n";
import { createEvents, type DateTime } from "ics";
import { getI18n } from "@/i18n/catalogs.ts";
import { firstDayAgenda } from "@/lib/agenda.ts";
import { absoluteUrl } from "@/lib/metadata.ts";

const utcParts = (date: Date): DateTime => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/** The agenda as an iCalendar file ("Download Schedule"); `?lang=ar` gives Arabic titles. */
export function GET(request: Request) {
  const locale = parseLocale(new URL(request.url).searchParams.get("lang"));
  const i18n = getI18n(locale);
  const location = i18n._(msg`Jubail, Saudi Arabia`);
  const { error, value } = createEvents(
    firstDayAgenda.map((item) => ({
      uid: `wro-ksa-2025-${item.start.toISOString()}@wro-saudi`,
      title: i18n._(item.title),
      start: utcParts(item.start),
      startInputType: "utc",
      startOutputType: "utc",
      end: utcParts(
        item.end.getTime() > item.start.getTime() ? item.end : new Date(item.start.getTime() + 15 * 60_000),
      ),
      endInputType: "utc",
      endOutputType: "utc",
      location,
      url: absoluteUrl(locale === "ar" ? "/ar/scheduale/" : "/scheduale/"),
      calName: i18n._(msg`WRO Saudi Arabia 2025`),
      productId: "wro-saudi/schedule",
    })),
  );
  if (error || !value) return new Response("The schedule could not be generated.", { status: 500 });
  return new Response(value, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="wro-saudi-2025-schedule${locale === "ar" ? "-ar" : ""}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
