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

/** Ways to get directions to a point: the device's maps app, and web maps. */
export interface DirectionsLinks {
  /**
   * Google's universal maps URL: Android and iOS open it in the maps app when one is installed,
   * any other browser shows the web map. (A `geo:` link does nothing in iPhone Safari.)
   */
  mapsApp: string;
  /** Apple Maps: opens the Maps app on iPhone, iPad and Mac. */
  appleMaps: string;
  openStreetMap: string;
  googleMaps: string;
}

export function directionsLinks({ lat, lon }: { lat: number; lon: number }): DirectionsLinks {
  const point = `${lat},${lon}`;
  return {
    mapsApp: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point)}`,
    appleMaps: `https://maps.apple.com/?ll=${encodeURIComponent(point)}&q=${encodeURIComponent(point)}`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
    googleMaps: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point)}`,
  };
}
