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

/** Ways to get directions to a point: the device's maps app, and two web maps. */
export interface DirectionsLinks {
  /** RFC 5870: phones open their maps app on it. */
  geo: string;
  openStreetMap: string;
  googleMaps: string;
}

export function directionsLinks({ lat, lon }: { lat: number; lon: number }): DirectionsLinks {
  const point = `${lat},${lon}`;
  return {
    geo: `geo:${point}`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
    googleMaps: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point)}`,
  };
}
