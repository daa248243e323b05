import { msg } from "@lingui/core/macro";
import type { Locale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { RIYADH_OFFSET, type EventPeriod } from "./event-stage.ts";
import { FEE_CURRENCY, REGISTRATION_OPENS, registrationFees } from "./fees.ts";
import { absoluteUrl } from "./metadata.ts";
import type { Venue } from "./venue.ts";

/** An instant as Riyadh wall time with its offset: "2025-10-24T09:00:00+03:00". */
export function riyadhIso(instant: string | Date): string {
  const shifted = new Date(new Date(instant).getTime() + 3 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}${RIYADH_OFFSET}`;
}

/**
 * The national final as a schema.org `Event` in the page's language, for search engines' event
 * results: when, where (the venue as a `Place` with its address and coordinates), who organizes
 * it and what registration costs (the fee table).
 */
export function eventJsonLd({
  name,
  city,
  period,
  venue,
  locale,
  image,
}: {
  name: string;
  /** The event's location line ("Jubail, Saudi Arabia"). */
  city: string;
  period: EventPeriod;
  venue: Venue;
  locale: Locale;
  /** Absolute URL of a picture of the event. */
  image: string;
}) {
  const i18n = getI18n(locale);
  const registrationUrl = absoluteUrl(localePath(locale, "/registration/"));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name,
    description: i18n._(
      msg`The national final of the World Robot Olympiad in Saudi Arabia: three days of robotics competition for young people aged 8 to 19.`,
    ),
    inLanguage: locale,
    url: absoluteUrl(localePath(locale, "/")),
    image: [image],
    startDate: riyadhIso(period.start),
    endDate: riyadhIso(period.end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: venue.name ?? city,
      address: {
        "@type": "PostalAddress",
        ...(venue.address ? { streetAddress: venue.address } : {}),
        addressLocality: city,
        addressCountry: "SA",
      },
      ...(venue.geo
        ? { geo: { "@type": "GeoCoordinates", latitude: venue.geo.lat, longitude: venue.geo.lon } }
        : {}),
    },
    organizer: {
      "@type": "Organization",
      name: i18n._(msg`WRO Saudi Arabia`),
      url: absoluteUrl(localePath(locale, "/")),
    },
    offers: registrationFees.map((fee) => ({
      "@type": "Offer",
      name: i18n._(fee.audience),
      price: fee.amount,
      priceCurrency: FEE_CURRENCY,
      availability: "https://schema.org/InStock",
      validFrom: `${REGISTRATION_OPENS}T00:00:00${RIYADH_OFFSET}`,
      url: registrationUrl,
    })),
  };
}
