import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/visa/", {
    title: msg`Visa information`,
    description: msg`General guidance on visas for foreign delegations travelling to WRO Saudi Arabia 2025 in Jubail, invitation letters and the official Saudi visa channels.`,
  });
}

export default async function VisaPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const passportMonths = formatNumber(6, locale);
  const adultAge = formatNumber(18, locale);

  return (
    <ContentPage
      title={<Trans>Visa information</Trans>}
      lead={
        <Trans>
          Most foreign visitors need a visa to enter Saudi Arabia. Start early, and check the official Saudi
          channels for the rules that apply to your nationality.
        </Trans>
      }
    >
      <Section title={<Trans>Which visa?</Trans>} id="which">
        <CardGrid>
          <Card title={<Trans>eVisa</Trans>}>
            <p>
              <Trans>
                Citizens of eligible countries can apply online for an electronic visit visa, usually without
                visiting an embassy.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Visit visa</Trans>}>
            <p>
              <Trans>
                Citizens of other countries apply for a visit visa through a Saudi embassy or consulate, or
                through the official visa platform.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Gulf citizens</Trans>}>
            <p>
              <Trans>
                Citizens of the Gulf Cooperation Council countries do not need a visa to enter Saudi Arabia.
              </Trans>
            </p>
          </Card>
        </CardGrid>
        <p className={styles.note}>
          <Trans>
            Eligibility, fees and conditions are set by the Saudi authorities and can change. This page is
            general guidance; the organizers cannot decide on visa applications.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Invitation letters</Trans>} id="invitation">
        <p>
          <Trans>
            If your visa application needs an invitation letter, ask your national organizer. Invitation
            letters for delegations are requested through national organizers, with each traveller's name
            exactly as it appears in the passport.
          </Trans>
        </p>
        <p>
          <Trans>
            Once the delegation's order is paid, the national organizer downloads the letter of each traveller
            who is not a Saudi national, in English and Arabic, from the registration page. Every letter
            carries a reference that embassies can check on this site.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Official channels</Trans>} id="official">
        <ul className={styles.list}>
          <li>
            <Trans>
              The visa platform of the Ministry of Foreign Affairs:{" "}
              <a href="https://visa.mofa.gov.sa" rel="noopener">
                visa.mofa.gov.sa
              </a>
            </Trans>
          </li>
          <li>
            <Trans>
              Visit Saudi, the official tourism website:{" "}
              <a href="https://www.visitsaudi.com" rel="noopener">
                visitsaudi.com
              </a>
            </Trans>
          </li>
          <li>
            <Trans>The Saudi embassy or consulate in your country.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>Checklist</Trans>} id="checklist">
        <ul className={styles.list}>
          <li>
            <Trans>
              Check that every passport is valid for at least {passportMonths} months after your arrival date.
            </Trans>
          </li>
          <li>
            <Trans>
              Apply several weeks before your flight. Students under {adultAge} may need extra documents, such
              as a parent's consent: check when you apply.
            </Trans>
          </li>
          <li>
            <Trans>Keep a printed or digital copy of each visa with the passport while you travel.</Trans>
          </li>
          <li>
            <Trans>
              Then plan your journey: see{" "}
              <a href={localePath(locale, "/arrival-options/")}>arrival options</a>.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
