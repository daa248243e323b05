import { msg } from "@lingui/core/macro";
import { parseLocale } from "@wro/i18n";
import { createEvents, type DateTime } from "ics";
import { getI18n } from "@/i18n/catalogs.ts";
import { agenda, jubailTime } from "@/lib/agenda.ts";
import { absoluteUrl } from "@/lib/metadata.ts";

const utcParts = (date: Date): DateTime => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/** A moment without an end (Venue Open, Venue Closed) is shown as a short calendar entry. */
const MOMENT_MINUTES = 15;

/** The agenda's timed items as an iCalendar file ("Download Schedule"); `?lang=ar` gives Arabic titles. */
export function GET(request: Request) {
  const locale = parseLocale(new URL(request.url).searchParams.get("lang"));
  const i18n = getI18n(locale);
  const location = i18n._(msg`Jubail, Saudi Arabia`);
  const timed = agenda.flatMap((day) =>
    day.items.flatMap(({ label, from, to }) => {
      if (!from) return [];
      const start = jubailTime(day.isoDay, from);
      const end = to ? jubailTime(day.isoDay, to) : new Date(start.getTime() + MOMENT_MINUTES * 60_000);
      return [{ label, start, end }];
    }),
  );
  const { error, value } = createEvents(
    timed.map(({ label, start, end }) => ({
      uid: `wro-ksa-2025-${start.toISOString()}@wro-saudi`,
      title: i18n._(label),
      start: utcParts(start),
      startInputType: "utc",
      startOutputType: "utc",
      end: utcParts(end),
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
