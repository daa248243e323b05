import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { venueOf } from "@/lib/venue.ts";
import { VenueSection } from "@/components/venue/VenueSection.tsx";
import { eventDays, jubailTime, listOfDays } from "../_shared/dates.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/transportation/", {
    title: msg`Transportation`,
    description: msg`Shuttles for WRO Saudi Arabia 2025: from King Fahd International Airport to the hotels in Jubail, between the hotels and the venue, and back to the airport.`,
  });
}

export default async function TransportationPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const venue = venueOf(await publicData.event(), locale);
  const arrivalDays = listOfDays([jubailTime("2025-10-23"), jubailTime("2025-10-24")], locale);
  const departureDays = listOfDays([jubailTime("2025-10-26"), jubailTime("2025-10-27")], locale);
  const venueDays = listOfDays(eventDays, locale);
  const distance = formatNumber(75, locale, { style: "unit", unit: "kilometer" });
  const shortest = formatNumber(60, locale);
  const longest = formatNumber(75, locale);

  return (
    <ContentPage
      title={<Trans>Transportation</Trans>}
      lead={
        <Trans>
          Shuttles connect the airport, the official hotels and the venue, so delegations can travel together
          from arrival to departure.
        </Trans>
      }
    >
      <Section title={<Trans>Shuttle services</Trans>} id="shuttles">
        <CardGrid>
          <Card title={<Trans>Airport to hotels</Trans>}>
            <p className={styles.dates}>{arrivalDays}</p>
            <p>
              <Trans>From King Fahd International Airport in Dammam to the official hotels in Jubail.</Trans>
            </p>
          </Card>
          <Card title={<Trans>Hotels to the venue and back</Trans>}>
            <p className={styles.dates}>{venueDays}</p>
            <p>
              <Trans>On every event day, between the official hotels and the competition venue.</Trans>
            </p>
          </Card>
          <Card title={<Trans>Hotels to the airport</Trans>}>
            <p className={styles.dates}>{departureDays}</p>
            <p>
              <Trans>
                From the official hotels back to King Fahd International Airport for your flight home.
              </Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <VenueSection venue={venue} locale={locale} />

      <Section title={<Trans>From the airport to Jubail</Trans>} id="airport">
        <p>
          <Trans>
            King Fahd International Airport in Dammam is about {distance} from Jubail. The drive takes{" "}
            {shortest} to {longest} minutes, depending on traffic.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Plan your transfers</Trans>} id="plan">
        <ul className={styles.list}>
          <li>
            <Trans>
              Send your flight numbers and arrival and departure times to your national organizer early, so
              your delegation can be placed on the right shuttle.
            </Trans>
          </li>
          <li>
            <Trans>
              Transport is not included in the registration fee. Your national organizer can tell you how
              shuttle seats are arranged for your delegation.
            </Trans>
          </li>
          <li>
            <Trans>
              On event days, be at your hotel's pick-up point on time and keep your team together; students
              should always travel with their coach.
            </Trans>
          </li>
          <li>
            <Trans>
              Travelling on your own? See the{" "}
              <a href={localePath(locale, "/arrival-options/")}>arrival options</a> and the{" "}
              <a href={localePath(locale, "/Hotels/")}>hotels in Jubail</a>.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
