import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "../_shared/pages.module.css";

// The spec's /Hotels/ page; (aliases)/hotels/ serves it at the lower-case address too.

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/Hotels/", {
    title: msg`Hotels in Jubail`,
    description: msg`Hotels in Jubail for delegations and visitors of WRO Saudi Arabia 2025. Accommodation is not included in the registration fee.`,
  });
}

function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <p>
      <span className={styles.stars} aria-hidden="true">
        {"★".repeat(stars)}
      </span>{" "}
      <span>
        <Plural value={stars} one={`${label} star`} other={`${label} stars`} />
      </span>
    </p>
  );
}

/**
 * A map search for the hotel by its name and area (English, which map services know best):
 * it needs no coordinates, so none are invented.
 */
const mapSearch = (hotel: { nameEn: string; areaEn: string }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${hotel.nameEn}, ${hotel.areaEn}, Saudi Arabia`)}`;

export default async function HotelsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const hotels = await publicData.hotels();
  const ar = locale === "ar";
  const count = formatNumber(hotels.length, locale);

  return (
    <ContentPage
      title={<Trans>Hotels in Jubail</Trans>}
      lead={
        <>
          <Plural
            value={hotels.length}
            one={`${count} hotel in Jubail welcomes delegations and visitors.`}
            other={`${count} hotels in Jubail welcome delegations and visitors.`}
          />{" "}
          <Trans>
            Accommodation is not included in the registration fee, so please book your stay directly.
          </Trans>
        </>
      }
    >
      <Section title={<Trans>Where to stay</Trans>} id="hotels">
        <CardGrid>
          {hotels.map((hotel) => {
            const name = ar ? hotel.nameAr : hotel.nameEn;
            const distance = hotel.distanceKm === null ? null : formatNumber(hotel.distanceKm, locale);
            // Only what the organizers entered is shown: no fact about a hotel is guessed.
            return (
              <Card key={hotel.id} title={name}>
                <p className={styles.muted}>{ar ? hotel.areaAr : hotel.areaEn}</p>
                {hotel.stars !== null && (
                  <Stars stars={hotel.stars} label={formatNumber(hotel.stars, locale)} />
                )}
                {distance !== null && (
                  <p>
                    <Trans>{distance} km from the venue</Trans>
                  </p>
                )}
                {hotel.shuttle === true && (
                  <p>
                    <Trans>Served by the event shuttle</Trans>
                  </p>
                )}
                {hotel.shuttle === false && (
                  <p>
                    <Trans>Not served by the event shuttle</Trans>
                  </p>
                )}
                {hotel.phoneNumber && (
                  <p>
                    <Trans>Phone:</Trans>{" "}
                    <a href={`tel:${hotel.phoneNumber}`} className={styles.ltr}>
                      {hotel.phoneNumber}
                    </a>
                  </p>
                )}
                {hotel.link && (
                  <p>
                    <a href={hotel.link} rel="noopener">
                      <Trans>Website of {name}</Trans>
                    </a>
                  </p>
                )}
                <p>
                  <a href={mapSearch(hotel)} rel="noopener">
                    <Trans>{name} on the map</Trans>
                  </a>
                </p>
              </Card>
            );
          })}
        </CardGrid>
      </Section>

      <Section title={<Trans>Booking your stay</Trans>} id="booking">
        <ul className={styles.list}>
          <li>
            <Trans>
              Accommodation is not included in the registration fee: delegations and visitors book and pay for
              their rooms themselves.
            </Trans>
          </li>
          <li>
            <Trans>
              Book early: many delegations arrive on the same days, and rooms in Jubail fill up quickly around
              the event.
            </Trans>
          </li>
          <li>
            <Trans>
              Shuttles run between the official hotels and the venue on every event day; ask your national
              organizer which hotels your delegation's shuttle serves. See{" "}
              <a href={localePath(locale, "/transportation/")}>transportation</a>.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
