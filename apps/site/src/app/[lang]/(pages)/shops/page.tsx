import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/shops/", {
    title: msg`Shop`,
    description: msg`Robot kits, spare parts and competition material for teams of WRO Saudi Arabia 2025.`,
  });
}

/** The shop card of the student and coach views (spec §2). */
export default async function ShopsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const settings = await publicData.settings();
  const email = <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>;

  return (
    <ContentPage
      title={<Trans>Shop</Trans>}
      lead={<Trans>Robot kits, spare parts and competition material.</Trans>}
    >
      <Section title={<Trans>Equipment for your team</Trans>} id="equipment">
        <p>
          <Trans>
            The online shop is not open yet. Until it opens, ask your national organizer about robot kits and
            parts for the season, or write to us at {email}.
          </Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <Trans>
              Check the rules of your category before you buy: each category says which robot sets and parts
              are allowed.
            </Trans>
          </li>
          <li>
            <Trans>
              Order early: kits and spare parts can take several weeks to arrive before the{" "}
              <a href={localePath(locale, "/scheduale/")}>national final</a>.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
