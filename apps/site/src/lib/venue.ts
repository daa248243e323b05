import type { Locale } from "@wro/i18n";
import type { publicData } from "./public-data.ts";

type CurrentEvent = Awaited<ReturnType<typeof publicData.event>>;

export interface Venue {
  /** The venue's name, or null while organizers have not entered one. */
  name: string | null;
  address: string | null;
  /** Name and address on one line, or the event's city while they are unknown. */
  location: string;
  geo?: { lat: number; lon: number };
}

/** The event's venue in one language, for pages, calendar files and structured data. */
export function venueOf(event: CurrentEvent, locale: Locale): Venue {
  const ar = locale === "ar";
  const name = (ar ? event?.venueNameAr : event?.venueNameEn) ?? null;
  const address = (ar ? event?.venueAddressAr : event?.venueAddressEn) ?? null;
  const city = (ar ? event?.locationAr : event?.locationEn) ?? "";
  const lat = event?.venueLatitude;
  const lon = event?.venueLongitude;
  return {
    name,
    address,
    location: [name, address].filter(Boolean).join(ar ? "، " : ", ") || city,
    ...(lat != null && lon != null ? { geo: { lat, lon } } : {}),
  };
}
