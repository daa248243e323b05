import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { venueOf } from "@/lib/venue.ts";
import { VenueSection } from "@/components/venue/VenueSection.tsx";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/event-details/", {
    title: msg`Event details`,
    description: msg`Practical details for teams at the WRO Saudi Arabia 2025 venue in Jubail: Wi-Fi, and electricity at 220 V and 60 Hz with type G sockets.`,
  });
}

export default async function EventDetailsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const venue = venueOf(await publicData.event(), locale);
  const volts = formatNumber(220, locale);
  const hertz = formatNumber(60, locale);
  const lowest = formatNumber(100, locale);
  const highest = formatNumber(240, locale);
  const lowVoltage = formatNumber(110, locale);

  return (
    <ContentPage
      title={<Trans>Event details</Trans>}
      lead={
        <Trans>
          Where the venue is, and what teams need to know about Internet access and electricity there.
        </Trans>
      }
    >
      <VenueSection venue={venue} locale={locale} />

      <Section title={<Trans>Wi-Fi at the venue</Trans>} id="wifi">
        <p>
          <Trans>
            Wi-Fi is available at the venue for teams, coaches and visitors. The network name and how to
            connect are shown at the venue.
          </Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <Trans>
              Do not depend on the Internet for your robot: install your software and save your programs on
              your laptop before you travel, and bring a backup copy on a USB stick.
            </Trans>
          </li>
          <li>
            <Trans>Follow the rules of your category on wireless connections during the competition.</Trans>
          </li>
          <li>
            <Trans>
              The shared network can be busy during the event; avoid large downloads and updates at the venue.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>Power and plugs</Trans>} id="power">
        <CardGrid>
          <Card title={<Trans>Voltage</Trans>}>
            <p className={styles.figure}>
              <Trans>{volts} V</Trans>
            </p>
          </Card>
          <Card title={<Trans>Frequency</Trans>}>
            <p className={styles.figure}>
              <Trans>{hertz} Hz</Trans>
            </p>
          </Card>
          <Card title={<Trans>Sockets</Trans>}>
            <p className={styles.figure}>
              <Trans>Type G</Trans>
            </p>
            <p>
              <Trans>Three rectangular pins, as in the United Kingdom.</Trans>
            </p>
          </Card>
        </CardGrid>
        <ul className={styles.list}>
          <li>
            <Trans>
              Bring plug adapters for type G sockets if your chargers have a different plug. A team table has
              many devices: an extension lead with several sockets saves you carrying one adapter for each.
            </Trans>
          </li>
          <li>
            <Trans>
              Check the label of every charger and power supply: most laptop and phone chargers accept{" "}
              {lowest} to {highest} V and work with an adapter alone; devices made only for {lowVoltage} V
              need a voltage converter.
            </Trans>
          </li>
          <li>
            <Trans>
              Charge robot batteries at your table only while someone from the team is watching them, and
              label your chargers with your team name.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
