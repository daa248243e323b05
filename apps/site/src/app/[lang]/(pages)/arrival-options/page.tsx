import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { jubailTime, listOfDays } from "../_shared/dates.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/arrival-options/", {
    title: msg`Arrival options`,
    description: msg`How to reach Jubail for WRO Saudi Arabia 2025: by air through King Fahd International Airport in Dammam, by road, or by train to Dammam.`,
  });
}

export default async function ArrivalOptionsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const distance = formatNumber(75, locale, { style: "unit", unit: "kilometer" });
  const shortest = formatNumber(60, locale);
  const longest = formatNumber(75, locale);
  const shuttleDays = listOfDays([jubailTime("2025-10-23"), jubailTime("2025-10-24")], locale);

  return (
    <ContentPage
      title={<Trans>Arrival options</Trans>}
      lead={
        <Trans>
          Jubail is easy to reach by air, road and rail. Most delegations fly into King Fahd International
          Airport in Dammam.
        </Trans>
      }
    >
      <Section title={<Trans>By air</Trans>} id="air">
        <p>
          <Trans>
            King Fahd International Airport (DMM) in Dammam is the closest international airport, about{" "}
            {distance} from Jubail: a drive of {shortest} to {longest} minutes. It has direct flights from
            many cities in the region and beyond, and connections through Riyadh, Jeddah and the Gulf hubs.
          </Trans>
        </p>
        <p>
          <Trans>
            Shuttles take delegations from the airport to the official hotels on {shuttleDays}. See{" "}
            <a href={localePath(locale, "/transportation/")}>transportation</a> for all shuttle dates.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>By road</Trans>} id="road">
        <CardGrid>
          <Card title={<Trans>From Dammam and Al Khobar</Trans>}>
            <p>
              <Trans>About an hour north along the coastal highway.</Trans>
            </p>
          </Card>
          <Card title={<Trans>From Riyadh</Trans>}>
            <p>
              <Trans>About five hours by car, on the highway to the Eastern Province.</Trans>
            </p>
          </Card>
          <Card title={<Trans>From Bahrain</Trans>}>
            <p>
              <Trans>Across the King Fahd Causeway, then north past Al Khobar and Dammam.</Trans>
            </p>
          </Card>
        </CardGrid>
        <p>
          <Trans>
            Taxis and ride-hailing apps work throughout the Eastern Province. Visitors who want to drive
            should check which driving licence they need before they travel.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>By rail</Trans>} id="rail">
        <p>
          <Trans>
            Passenger trains link Riyadh with Dammam several times a day. There is no passenger train to
            Jubail itself: from Dammam station, continue by taxi or car, about an hour's drive.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Before you travel</Trans>} id="before">
        <ul className={styles.list}>
          <li>
            <Trans>
              Check whether you need a visa: see <a href={localePath(locale, "/visa/")}>visa information</a>.
            </Trans>
          </li>
          <li>
            <Trans>
              Book your room early: see the <a href={localePath(locale, "/Hotels/")}>hotels in Jubail</a>.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
