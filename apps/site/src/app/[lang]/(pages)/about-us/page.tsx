import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { StoredImage } from "@/components/content/StoredImage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { dayRange, eventDays } from "../_shared/dates.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/about-us/", {
    title: msg`About us`,
    description: msg`About WRO Saudi Arabia and the World Robot Olympiad: four categories for young people aged 8 to 19 in more than 100 countries, and a yearly international final.`,
  });
}

export default async function AboutUsPage({ params }: Props) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  const number = (value: number) => formatNumber(value, locale);
  const youngest = number(8);
  const oldest = number(19);
  const countries = number(100);
  const participants = number(4000);
  const champions = number(2800);
  const categoryCount = number(4);
  const finalDays = dayRange(eventDays[0], eventDays[2], locale);

  return (
    <ContentPage
      title={<Trans>About us</Trans>}
      lead={
        <Trans>
          WRO Saudi Arabia brings the World Robot Olympiad to young people across the Kingdom, and welcomes
          them to the 2025 national final in Jubail.
        </Trans>
      }
    >
      <Section title={<Trans>Welcome to Jubail</Trans>} id="welcome">
        <p>
          <Trans>
            For three days, {finalDays}, Jubail becomes the home of Saudi youth robotics. Students, coaches,
            families, national organizers, sponsors and guests from abroad meet on the Arabian Gulf coast to
            compete, learn and make friends. We are glad you are here.
          </Trans>
        </p>
        <figure className={styles.imageFigure}>
          <StoredImage
            className={styles.image}
            path="seasons/season-2025-banner.jpg"
            alt={i18n._(msg`Banner of WRO 2025: The Future of Robots, in Jubail`)}
            width={1600}
            height={600}
            sizes="(min-width: 75rem) 72rem, 100vw"
          />
          <figcaption className={styles.caption}>
            <Trans>Season 2025, The Future of Robots: the national final takes place in Jubail.</Trans>
          </figcaption>
        </figure>
      </Section>

      <Section title={<Trans>About the World Robot Olympiad</Trans>} id="olympiad">
        <p>
          <Trans>
            The World Robot Olympiad is an international robotics competition for young people aged {youngest}{" "}
            to {oldest}. Teams of students, guided by a coach, design, build and program robots to solve
            challenges that change every season. National competitions take place in more than {countries}{" "}
            countries, and the best teams meet every year at the international final.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Four categories</Trans>} id="categories">
        <CardGrid>
          <Card title={<Trans>RoboMission</Trans>}>
            <p>
              <Trans>Build and program a robot that solves missions on a game field, on its own.</Trans>
            </p>
          </Card>
          <Card title={<Trans>RoboSports</Trans>}>
            <p>
              <Trans>Two robots per team play a fast ball game against another team.</Trans>
            </p>
          </Card>
          <Card title={<Trans>Future Innovators</Trans>}>
            <p>
              <Trans>Invent a robot project on the season's theme and present it to the judges.</Trans>
            </p>
          </Card>
          <Card title={<Trans>Future Engineers</Trans>}>
            <p>
              <Trans>Build a self-driving model car that finds its way around a changing track.</Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section title={<Trans>The olympiad in numbers</Trans>} id="numbers">
        <CardGrid>
          <Card title={<Trans>Categories</Trans>}>
            <p className={styles.figure}>{categoryCount}</p>
          </Card>
          <Card title={<Trans>Ages</Trans>}>
            <p className={styles.figure}>
              {youngest}–{oldest}
            </p>
          </Card>
          <Card title={<Trans>Countries</Trans>}>
            <p className={styles.figure}>
              <Trans>over {countries}</Trans>
            </p>
          </Card>
          <Card title={<Trans>Participants</Trans>}>
            <p className={styles.figure}>
              <Trans>over {participants}</Trans>
            </p>
          </Card>
          <Card title={<Trans>National champions</Trans>}>
            <p className={styles.figure}>
              <Trans>{champions}+</Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section title={<Trans>Join us</Trans>} id="join">
        <ul className={styles.links}>
          <li>
            <a href={localePath(locale, "/registration/")}>
              <Trans>Register a team</Trans>
            </a>
          </li>
          <li>
            <a href={localePath(locale, "/visitor-registration/")}>
              <Trans>Visit the national final</Trans>
            </a>
          </li>
          <li>
            <a href={localePath(locale, "/contact-us/")}>
              <Trans>Contact us</Trans>
            </a>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
