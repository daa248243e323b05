import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/general-information/", {
    title: msg`General information`,
    description: msg`Emergency numbers in Saudi Arabia, health care in Jubail and places to visit in the Eastern Province during WRO Saudi Arabia 2025.`,
  });
}

export default async function GeneralInformationPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const emergencyNumbers: Array<{ number: number; title: ReactNode }> = [
    { number: 997, title: <Trans>Ambulance</Trans> },
    { number: 999, title: <Trans>Police</Trans> },
    { number: 998, title: <Trans>Fire and civil defense</Trans> },
    { number: 911, title: <Trans>Unified emergency number</Trans> },
  ];

  return (
    <ContentPage
      title={<Trans>General information</Trans>}
      lead={
        <Trans>
          Emergency numbers, health care and ideas for your free time in Jubail and the Eastern Province.
        </Trans>
      }
    >
      <Section title={<Trans>Emergency numbers</Trans>} id="emergency">
        <div className={styles.grid4}>
          {emergencyNumbers.map(({ number, title }) => (
            <div key={number} className={styles.emergency}>
              <Card title={title}>
                <a className={styles.dial} href={`tel:${number}`}>
                  {formatNumber(number, locale, { useGrouping: false })}
                </a>
              </Card>
            </div>
          ))}
        </div>
        <p>
          <Trans>
            These numbers work from any phone in Saudi Arabia. At the venue, also tell the nearest member of
            the event staff straight away.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Hospitals and health care</Trans>} id="health">
        <ul className={styles.list}>
          <li>
            <Trans>
              Jubail has government and private hospitals and clinics, with emergency departments open day and
              night. In an emergency, call {formatNumber(997, locale, { useGrouping: false })} for an
              ambulance.
            </Trans>
          </li>
          <li>
            <Trans>
              Pharmacies are easy to find across the city and many stay open late. Bring enough of any regular
              medicine for your whole stay, in its original packaging and with a copy of the prescription.
            </Trans>
          </li>
          <li>
            <Trans>
              Make sure every member of your delegation has valid health insurance for the trip, and tell your
              coach about allergies or medical conditions before you travel.
            </Trans>
          </li>
          <li>
            <Trans>
              October days can still be hot: drink plenty of water, and wear a hat and sun cream outdoors.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>Tourism in Jubail and the Eastern Province</Trans>} id="tourism">
        <CardGrid>
          <Card title={<Trans>Jubail waterfront</Trans>}>
            <p>
              <Trans>
                Walk along the corniche and the beaches of Jubail Industrial City, such as Al Fanateer beach,
                with parks and seafood restaurants by the Gulf.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Dammam and Al Khobar</Trans>}>
            <p>
              <Trans>
                About an hour south of Jubail by road: long seafront promenades, markets and shopping centers.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Ithra in Dhahran</Trans>}>
            <p>
              <Trans>
                The King Abdulaziz Center for World Culture: exhibitions, a science museum and a library, in a
                landmark building.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Al-Ahsa Oasis</Trans>}>
            <p>
              <Trans>
                A UNESCO World Heritage site with millions of palm trees, springs and a historic souq, for
                those with a free day.
              </Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section title={<Trans>Good to know</Trans>} id="practical">
        <ul className={styles.list}>
          <li>
            <Trans>
              The currency is the Saudi riyal; bank cards and mobile payment are accepted almost everywhere.
            </Trans>
          </li>
          <li>
            <Trans>Saudi Arabia is on UTC+3 all year round, with no daylight saving time.</Trans>
          </li>
          <li>
            <Trans>
              Arabic is the official language; English is widely spoken in hotels, shops and at the venue.
            </Trans>
          </li>
          <li>
            <Trans>Dress modestly in public places, covering shoulders and knees.</Trans>
          </li>
          <li>
            <Trans>
              More about the city: <a href={localePath(locale, "/welcome-jubail/")}>welcome to Jubail</a>.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
