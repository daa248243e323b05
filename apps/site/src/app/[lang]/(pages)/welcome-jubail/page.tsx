import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/welcome-jubail/", {
    title: msg`Welcome to Jubail`,
    description: msg`Jubail, host city of WRO Saudi Arabia 2025: an industrial city on the Arabian Gulf with a long corniche and warm Saudi hospitality.`,
  });
}

export default async function WelcomeJubailPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);

  return (
    <ContentPage
      title={<Trans>Welcome to Jubail</Trans>}
      lead={
        <Trans>
          Jubail, on the Arabian Gulf coast of the Eastern Province, is proud to host the national final of
          the World Robot Olympiad 2025. Ahlan wa sahlan: welcome!
        </Trans>
      }
    >
      <Section title={<Trans>A city of industry and innovation</Trans>} id="industry">
        <p>
          <Trans>
            Jubail Industrial City is one of the largest industrial cities in the world, home to
            petrochemical, steel and energy companies. Engineers here design and run some of the most advanced
            plants in the region, which makes Jubail a fitting place for young people to show what their
            robots can do.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>The corniche and the sea</Trans>} id="corniche">
        <p>
          <Trans>
            The city is just as much a place by the sea. Its corniche runs along the Gulf with walkways,
            parks, playgrounds and beaches, and in the evening families gather there when the air turns
            cooler. The old town keeps the memory of Jubail's past as a fishing and pearl-diving port.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Saudi hospitality</Trans>} id="hospitality">
        <p>
          <Trans>
            Guests in Saudi Arabia are welcomed with Arabic coffee and dates, and with genuine warmth. Whether
            you come as a competitor, a coach, a parent or a guest from abroad, the people of Jubail look
            forward to meeting you.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Plan your stay</Trans>} id="plan">
        <div className={styles.grid4}>
          <Card
            title={
              <a href={localePath(locale, "/arrival-options/")}>
                <Trans>Arrival options</Trans>
              </a>
            }
          >
            <p>
              <Trans>By air, road and rail to Jubail.</Trans>
            </p>
          </Card>
          <Card
            title={
              <a href={localePath(locale, "/visa/")}>
                <Trans>Visa</Trans>
              </a>
            }
          >
            <p>
              <Trans>Entry to Saudi Arabia for foreign delegations.</Trans>
            </p>
          </Card>
          <Card
            title={
              <a href={localePath(locale, "/Hotels/")}>
                <Trans>Hotels</Trans>
              </a>
            }
          >
            <p>
              <Trans>Where to stay in Jubail.</Trans>
            </p>
          </Card>
          <Card
            title={
              <a href={localePath(locale, "/general-information/")}>
                <Trans>General information</Trans>
              </a>
            }
          >
            <p>
              <Trans>Emergency numbers, health care and places to visit.</Trans>
            </p>
          </Card>
        </div>
        <p className={styles.note}>
          <Trans>
            In late October, days in Jubail are usually warm and sunny, and evenings are pleasant.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
