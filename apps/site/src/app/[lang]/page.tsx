import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { hijriDate } from "@wro/i18n";
import { Countdown } from "@/components/home/Countdown.tsx";
import { PartnersCarousel } from "@/components/home/PartnersCarousel.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { StoredImage } from "@/components/content/StoredImage.tsx";
import { formatDate, formatNumber } from "@/lib/format.ts";
import { publicData } from "@/lib/public-data.ts";
import { pageMetadata } from "@/lib/metadata.ts";
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

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const i18n = getI18n(locale);
  const [event, countries, tiers, settings, partners] = await Promise.all([
    publicData.event(),
    publicData.participatingCountries(),
    publicData.partnersByTier(),
    publicData.settings(),
    publicData.activePartners(),
  ]);
  const ar = locale === "ar";
  const countryCount = formatNumber(countries.length, locale);

  return (
    <main id="main">
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
              {ar ? event.locationAr : event.locationEn}
            </p>
          )}
          {event?.status && (
            // eslint-disable-next-line react-hooks/purity -- the time of the render (the page is cached; the browser's clock takes over once it loads)
            <Countdown target={event.eventDate.toISOString()} serverNow={Date.now()} locale={locale} />
          )}
          <p>
            <a className={styles.cta} href={localePath(locale, "/registration/")}>
              <Trans>How to register</Trans>
            </a>
          </p>
        </div>
      </section>

      <section className="page" aria-labelledby="countries-title">
        <h2 id="countries-title">
          <Trans>Participating countries</Trans>
        </h2>
        <ul className={styles.countries}>
          {countries.map((country) => (
            <li key={country.id}>
              <StoredImage path={country.flag} alt="" width={40} height={30} />
              <span>{ar ? country.nameAr : country.nameEn}</span>
            </li>
          ))}
        </ul>
      </section>

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
          src={`/teams-map.svg?lang=${locale}`}
          alt={i18n._(msg`World map with the participating countries highlighted`)}
          width={960}
          height={500}
          loading="lazy"
        />
      </section>

      <section className="page" aria-labelledby="carousel-title">
        <h2 id="carousel-title">
          <Trans>Partners</Trans>
        </h2>
        <PartnersCarousel
          slides={partners.map((partner) => ({
            id: partner.id,
            name: partner.name,
            image: <StoredImage path={partner.filePath} alt={partner.name} width={240} height={120} />,
            link: partner.link,
          }))}
        />
      </section>
    </main>
  );
}
