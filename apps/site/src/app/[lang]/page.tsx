import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { hijriDate } from "@wro/i18n";
import { TeamRegistrationNote } from "@/components/auth/TeamRegistrationNote.tsx";
import { teamRegistrationNoteWords } from "@/components/auth/team-registration-note-words.ts";
import { EventStagePanels } from "@/components/home/EventStagePanels.tsx";
import { PartnersCarousel } from "@/components/home/PartnersCarousel.tsx";
import { JsonLd } from "@/components/content/JsonLd.tsx";
import { VenueSection } from "@/components/venue/VenueSection.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { StoredImage } from "@/components/content/StoredImage.tsx";
import { formatDate, formatNumber } from "@/lib/format.ts";
import { expireRenderAt, publicData } from "@/lib/public-data.ts";
import { absoluteUrl, pageMetadata } from "@/lib/metadata.ts";
import { eventJsonLd } from "@/lib/event-jsonld.ts";
import { eventPeriod, nextChange } from "@/lib/event-stage.ts";
import { venueOf } from "@/lib/venue.ts";
import { byLocalName } from "@/lib/countries.ts";
import { drawingVersion, teamsMapDrawing } from "@/lib/teams-map.ts";
import type { Metadata } from "next";
import styles from "./home.module.css";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/", {
    description: msg`The official site of the World Robot Olympiad in Saudi Arabia: season 2025, the national final in Jubail on 24 October.`,
  });
}

const tierNames = {
  PREMIUM: msg`Premium`,
  GOLD: msg`Gold`,
  SILVER: msg`Silver`,
  NONE: msg`Partners`,
} as const;

/** The teams map drawn as WebP (app/teams-map.svg/route.ts), in widths from phone to wide screen. */
const TEAMS_MAP_WIDTHS = [480, 828, 1200, 1920] as const;
const teamsMap = (version: string, width: number) => `/teams-map.svg?f=webp&w=${width}&v=${version}`;

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const i18n = getI18n(locale);
  const [event, countries, tiers, settings, partners, schedule, homeSeasons] = await Promise.all([
    publicData.event(),
    publicData.participatingCountries(),
    publicData.partnersByTier(),
    publicData.settings(),
    publicData.activePartners(),
    publicData.schedule(),
    publicData.homeSeasons(),
  ]);
  const ar = locale === "ar";
  const countryCount = formatNumber(countries.length, locale);
  const mapVersion = drawingVersion(teamsMapDrawing(countries.map((country) => country.code)));
  // eslint-disable-next-line react-hooks/purity -- the time of the render (the page is cached; the browser's clock takes over once it loads)
  const rendered = Date.now();
  const period = event && eventPeriod(event.eventDate, schedule);
  // The cached page lives until the next change of stage (or of day during the final).
  await expireRenderAt(period && nextChange(period, rendered));
  const venue = venueOf(event, locale);
  const city = event ? (ar ? event.locationAr : event.locationEn) : "";
  // The season the admin put on the home page (the newest, if several).
  const season = homeSeasons[0];
  // A season put on the home page after the final began is the next one.
  const nextSeason =
    season && period && season.createdAt.getTime() > Date.parse(period.start)
      ? {
          slug: season.slug,
          name: ar ? season.nameAr : season.nameEn,
          title: ar ? season.titleAr : season.titleEn,
        }
      : null;

  return (
    <main id="main">
      <TeamRegistrationNote locale={locale} words={teamRegistrationNoteWords(locale)} />
      <section className={styles.hero}>
        <div className={`page ${styles.heroInner}`}>
          <p className={styles.kicker}>
            <Trans>World Robot Olympiad · Saudi Arabia</Trans>
          </p>
          <h1>{event ? (ar ? event.nameAr : event.nameEn) : i18n._(msg`WRO Saudi Arabia 2025`)}</h1>
          {event && (
            <p className={styles.when}>
              <time dateTime={event.eventDate.toISOString()}>{formatDate(event.eventDate, locale)}</time>
              {ar && <span className={styles.hijri}> ({hijriDate(event.eventDate, locale)})</span>}
              {" · "}
              {city}
            </p>
          )}
          {period ? (
            <EventStagePanels
              locale={locale}
              period={period}
              schedule={schedule}
              rendered={rendered}
              countdown={event?.status ? event.eventDate.toISOString() : null}
              nextSeason={nextSeason}
              ctaClassName={styles.cta}
            />
          ) : (
            <p>
              <a className={styles.cta} href={localePath(locale, "/registration/")}>
                <Trans>How to register</Trans>
              </a>
            </p>
          )}
        </div>
      </section>
      {event && period && (
        <JsonLd
          data={eventJsonLd({
            name: ar ? event.nameAr : event.nameEn,
            city,
            period,
            venue,
            locale,
            image: absoluteUrl("/og-image.jpg"),
          })}
        />
      )}

      {season && (
        <section className={`page ${styles.season}`} aria-labelledby="season-title">
          <h2 id="season-title">{ar ? season.nameAr : season.nameEn}</h2>
          <p className={styles.seasonTitle}>{ar ? season.titleAr : season.titleEn}</p>
          <a href={localePath(locale, `/seasons/${season.slug}/`)}>
            <Trans>About the season</Trans>
          </a>
        </section>
      )}

      {event && (
        <div className="page">
          <VenueSection venue={venue} locale={locale} />
        </div>
      )}

      <section className="page" aria-labelledby="countries-title">
        <h2 id="countries-title">
          <Trans>Participating countries</Trans>
        </h2>
        <ul className={styles.countries}>
          {byLocalName(countries, locale).map((country) => (
            <li key={country.id}>
              <StoredImage path={country.flag} alt="" width={40} height={30} />
              <span>{ar ? country.nameAr : country.nameEn}</span>
            </li>
          ))}
        </ul>
      </section>

      {/* Sponsors and partners only once organizers have entered some: no empty headings. */}
      {tiers.length > 0 && (
        <section className="page" aria-labelledby="sponsors-title">
          <h2 id="sponsors-title">
            <Trans>Our sponsors</Trans>
          </h2>
          {tiers.map((group) => (
            <div key={group.tier} className={styles.tier} data-tier={group.tier}>
              <h3>{i18n._(tierNames[group.tier])}</h3>
              <ul className={styles.tierLogos}>
                {group.partners.map((partner) => (
                  <li key={partner.id}>
                    <StoredImage path={partner.filePath} alt={partner.name} width={200} height={100} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}

      <section className={`page ${styles.partnerCall}`} aria-labelledby="partner-call-title">
        <h2 id="partner-call-title">
          <Trans>Become a partner</Trans>
        </h2>
        <p>
          <Trans>
            Help thousands of young Saudis discover robotics. Partners support the national final in Jubail
            and the teams that go on to represent the Kingdom.
          </Trans>
        </p>
        <a className={styles.cta} href={`mailto:${settings.contactEmail}`}>
          <Trans>Write to us at {settings.contactEmail}</Trans>
        </a>
      </section>

      <section className="page" aria-labelledby="map-title">
        <h2 id="map-title">
          <Trans>Teams map</Trans>
        </h2>
        <p>
          <Trans>Teams from {countryCount} countries take part this season.</Trans>
        </p>
        <img
          className={styles.map}
          src={teamsMap(mapVersion, 828)}
          srcSet={TEAMS_MAP_WIDTHS.map((width) => `${teamsMap(mapVersion, width)} ${width}w`).join(", ")}
          sizes="(min-width: 72rem) 70rem, calc(100vw - 2rem)"
          alt={i18n._(msg`World map with the participating countries highlighted`)}
          width={960}
          height={500}
          loading="lazy"
        />
      </section>

      {partners.length > 0 && (
        <section className="page" aria-labelledby="carousel-title">
          <h2 id="carousel-title">
            <Trans>Partners</Trans>
          </h2>
          <PartnersCarousel
            slides={partners.map((partner, index) => ({
              id: partner.id,
              image: <StoredImage path={partner.filePath} alt={partner.name} width={240} height={120} />,
              link: partner.link,
              label: i18n._(msg`${index + 1} of ${partners.length}: ${partner.name}`),
            }))}
            words={{
              carousel: i18n._(msg`carousel`),
              label: i18n._(msg`Partner logos`),
              play: i18n._(msg`Play`),
              pause: i18n._(msg`Pause`),
              previous: i18n._(msg`Previous partner`),
              next: i18n._(msg`Next partner`),
              slide: i18n._(msg`slide`),
            }}
          />
        </section>
      )}
    </main>
  );
}
