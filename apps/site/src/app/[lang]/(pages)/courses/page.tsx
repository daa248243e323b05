import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/courses/", {
    title: msg`Courses and training`,
    description: msg`Robotics training for students and coaches preparing for WRO Saudi Arabia 2025: training centres and how to join a course.`,
  });
}

/** The courses card of the student and coach views (spec §2): the training centres organizers list. */
export default async function CoursesPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const [centres, settings] = await Promise.all([publicData.trainingCentres(), publicData.settings()]);
  const arabic = locale === "ar";
  const email = <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>;

  return (
    <ContentPage
      title={<Trans>Courses and training</Trans>}
      lead={
        <Trans>
          Learn robotics and programming, from first steps to competition level, and prepare your team for the
          season&apos;s challenges.
        </Trans>
      }
    >
      <Section title={<Trans>Training centres</Trans>} id="centres">
        {centres.length ? (
          <CardGrid>
            {centres.map((centre) => (
              <Card key={centre.id} title={arabic ? centre.nameAr : centre.nameEn}>
                {(arabic ? centre.locationAr : centre.locationEn) && (
                  <p>{arabic ? centre.locationAr : centre.locationEn}</p>
                )}
              </Card>
            ))}
          </CardGrid>
        ) : (
          <p>
            <Trans>The training centres for this season will be announced here soon.</Trans>
          </p>
        )}
      </Section>

      <Section title={<Trans>How to join a course</Trans>} id="join">
        <ul className={styles.list}>
          <li>
            <Trans>Students: ask your coach or school which course suits your age and category.</Trans>
          </li>
          <li>
            <Trans>Coaches: write to us to learn about coach training before the season.</Trans>
          </li>
          <li>
            <Trans>
              Not registered yet? Teams register through their national organizer: see{" "}
              <a href={localePath(locale, "/registration/")}>registration and fees</a>.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>Questions about courses? Write to us at {email}.</Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
