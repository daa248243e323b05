import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { dayRange, eventDays } from "../_shared/dates.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/visitor-registration/", {
    title: msg`Visitor registration`,
    description: msg`Families, schools and the public are welcome at the WRO Saudi Arabia 2025 national final in Jubail. Register as a visitor before you come.`,
  });
}

export default async function VisitorRegistrationPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const settings = await publicData.settings();
  const finalDays = dayRange(eventDays[0], eventDays[2], locale);
  const youngest = formatNumber(8, locale);
  const oldest = formatNumber(19, locale);
  const email = <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>;

  return (
    <ContentPage
      title={<Trans>Visitor registration</Trans>}
      lead={
        <Trans>
          Come and cheer on the young engineers of the national final in Jubail, {finalDays}. Visitors are
          welcome; please register before you come.
        </Trans>
      }
    >
      <Section title={<Trans>Who is welcome</Trans>} id="who">
        <CardGrid>
          <Card title={<Trans>Families and friends</Trans>}>
            <p>
              <Trans>Parents, brothers and sisters and friends who want to support a team.</Trans>
            </p>
          </Card>
          <Card title={<Trans>Schools</Trans>}>
            <p>
              <Trans>
                School groups with their teachers: a visit is a great start for students who want to compete
                next season.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Everyone curious about robotics</Trans>}>
            <p>
              <Trans>Members of the public, universities, companies and the media.</Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section title={<Trans>What you will see</Trans>} id="see">
        <p>
          <Trans>
            Teams aged {youngest} to {oldest} compete in four categories: robots solving missions on a game
            field, robots playing sports matches, innovative projects presented by their young inventors, and
            self-driving model cars.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>How to register</Trans>} id="how">
        <ol className={styles.list}>
          <li>
            {settings.visitorRegistrationLink ? (
              <Trans>
                Register on the{" "}
                <a href={settings.visitorRegistrationLink} rel="noopener">
                  visitor registration form
                </a>
                , or write to us at {email}.
              </Trans>
            ) : (
              <Trans>Write to us at {email}.</Trans>
            )}
          </li>
          <li>
            <Trans>
              Tell us your name, the number of visitors and the day you would like to come. Schools: please
              add the number of students and of accompanying teachers.
            </Trans>
          </li>
          <li>
            <Trans>We will reply with the details of your visit.</Trans>
          </li>
        </ol>
        <p className={styles.note}>
          <Trans>
            Visitor registration is not team registration: teams are registered only by their national
            organizer. See <a href={localePath(locale, "/registration/")}>registration and fees</a>.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>During your visit</Trans>} id="visit">
        <ul className={styles.list}>
          <li>
            <Trans>Children must be accompanied by an adult at all times.</Trans>
          </li>
          <li>
            <Trans>
              Please stay in the visitor areas, and do not touch robots or competition tables: teams have
              worked for months on them.
            </Trans>
          </li>
          <li>
            <Trans>
              Check the <a href={localePath(locale, "/scheduale/")}>schedule</a> before you come.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
