import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";
import { LOCATOR_HEIGHT, LOCATOR_WIDTH, locatorMap } from "@/lib/locator-map.ts";
import { directionsLinks, type Venue } from "@/lib/venue.ts";
import styles from "./VenueSection.module.css";

/**
 * Where the national final takes place: the venue's name and address in the page's language,
 * directions (the phone's maps app through an https maps link, which iPhones and Android phones
 * both hand to their maps app, or a web map) and a locator map drawn on the server. While
 * organizers have not entered a venue the section is left out: the page names the city elsewhere.
 */
export function VenueSection({ venue, locale, id = "venue" }: { venue: Venue; locale: Locale; id?: string }) {
  if (!venue.name && !venue.address && !venue.geo) return null;
  const i18n = getI18n(locale);
  const links = venue.geo && directionsLinks(venue.geo);
  const map = venue.geo && locatorMap(venue.geo.lat, venue.geo.lon);
  const marker = map?.marker;
  const place = venue.name ?? venue.location;
  return (
    <section className={styles.venue} aria-labelledby={`${id}-title`} data-testid="venue">
      <h2 id={`${id}-title`}>
        <Trans>The venue</Trans>
      </h2>
      <div className={styles.layout}>
        <div>
          <p className={styles.name}>{place}</p>
          {venue.address && <p className={styles.address}>{venue.address}</p>}
          {links && (
            <>
              <h3 className={styles.directionsTitle}>
                <Trans>Directions</Trans>
              </h3>
              <ul className={styles.directions}>
                <li>
                  <a href={links.mapsApp} rel="noopener" data-directions="maps">
                    <Trans>Open in your maps app</Trans>
                  </a>
                </li>
                <li>
                  <a href={links.appleMaps} rel="noopener" data-directions="apple">
                    <Trans>Open in Apple Maps</Trans>
                  </a>
                </li>
                <li>
                  <a href={links.googleMaps} rel="noopener" data-directions="google">
                    <Trans>Directions in Google Maps</Trans>
                  </a>
                </li>
                <li>
                  <a href={links.openStreetMap} rel="noopener" data-directions="osm">
                    <Trans>Map on OpenStreetMap</Trans>
                  </a>
                </li>
              </ul>
            </>
          )}
        </div>
        {map && marker && (
          <svg
            className={styles.map}
            viewBox={`0 0 ${LOCATOR_WIDTH} ${LOCATOR_HEIGHT}`}
            role="img"
            aria-labelledby={`${id}-map-title`}
          >
            <title id={`${id}-map-title`}>
              {i18n._(
                msg`Map of Saudi Arabia and the Gulf with a marker at ${place}, on the Gulf coast in the east of the Kingdom`,
              )}
            </title>
            {map.outlines.map((outline) => (
              <path key={outline.id} d={outline.d} className={outline.home ? styles.home : undefined} />
            ))}
            <circle className={styles.halo} cx={marker.x} cy={marker.y} r={11} />
            <circle className={styles.marker} cx={marker.x} cy={marker.y} r={5} />
          </svg>
        )}
      </div>
    </section>
  );
}
