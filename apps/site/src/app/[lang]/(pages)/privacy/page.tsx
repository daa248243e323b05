import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { REGISTRATION_RETENTION_MONTHS } from "@wro/api/privacy";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/privacy/", {
    title: msg`Privacy notice`,
    description: msg`What personal data WRO Saudi Arabia keeps, why, for how long, and how to use your rights under the Saudi Personal Data Protection Law.`,
  });
}

/**
 * The privacy notice (Saudi PDPL): the same text for everyone, so a static page like the other
 * content pages. The retention period is the one `pnpm wro privacy:purge` applies.
 */
export default async function PrivacyPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const months = REGISTRATION_RETENTION_MONTHS;
  const monthCount = formatNumber(months, locale);
  const adultAge = formatNumber(18, locale);
  const account = localePath(locale, "/account/");
  const contact = localePath(locale, "/contact-us/");

  return (
    <ContentPage
      title={<Trans>Privacy notice</Trans>}
      lead={
        <Trans>
          This notice explains what personal data we keep about you, why we keep it, for how long, and how you
          can use your rights under the Saudi Personal Data Protection Law (PDPL).
        </Trans>
      }
    >
      <Section title={<Trans>Who is responsible for your data</Trans>} id="controller">
        <p>
          <Trans>
            The national organizer of the World Robot Olympiad (WRO) in Saudi Arabia runs this website and the
            national competition, and is responsible for the personal data described here. You can reach us
            through the <a href={contact}>contact page</a>.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>What we keep</Trans>} id="data">
        <CardGrid>
          <Card title={<Trans>Your account</Trans>}>
            <p>
              <Trans>
                Your name, e-mail address, national ID, phone number, account type (student, coach or
                organizer) and the language you use the site in; your nationality, date of birth and gender
                where given. Your password is stored only in a scrambled form (a hash) that cannot be turned
                back into the password.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Guardian details</Trans>}>
            <p>
              <Trans>
                For participants under {adultAge}, the name and phone number of a parent or guardian, where
                given.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Team records</Trans>}>
            <p>
              <Trans>
                The registration records a coach or organizer account saves for a team in a season, such as
                the team&apos;s members and category.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>Contact messages</Trans>}>
            <p>
              <Trans>
                The name, e-mail address, phone number and message you send us through the contact form.
              </Trans>
            </p>
          </Card>
        </CardGrid>
        <p className={styles.note}>
          <Trans>
            We also keep a log of the changes organizers make to accounts (for example verifying a coach), so
            that every change can be traced.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Why we use it</Trans>} id="purposes">
        <ul className={styles.list}>
          <li>
            <Trans>To create and run your account and let you sign in.</Trans>
          </li>
          <li>
            <Trans>To register teams and organize the national competition of the season.</Trans>
          </li>
          <li>
            <Trans>To answer the messages you send us.</Trans>
          </li>
          <li>
            <Trans>
              To send you e-mails about your account, such as a coach verification or a password-reset link.
            </Trans>
          </li>
          <li>
            <Trans>To keep the site secure, for example by limiting repeated sign-in attempts.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We use your data only for these purposes.</Trans>
        </p>
      </Section>

      <Section title={<Trans>How long we keep it</Trans>} id="retention">
        <ul className={styles.list}>
          <li>
            <Trans>Your account: until you delete it, or ask us to.</Trans>
          </li>
          <li>
            <Plural
              value={months}
              one={`Team records: for the season they belong to and ${monthCount} month after it ends (31 December of the season's year); then we delete them.`}
              other={`Team records: for the season they belong to and ${monthCount} months after it ends (31 December of the season's year); then we delete them.`}
            />
          </li>
          <li>
            <Trans>Contact messages: while we handle your question. You can ask us to delete them.</Trans>
          </li>
          <li>
            <Trans>
              When an account is deleted, the log of changes keeps what was done and when, but no longer who
              it was about.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>Your rights</Trans>} id="rights">
        <p>
          <Trans>Under the Personal Data Protection Law you have the right:</Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <Trans>to be told how your data is used (this notice);</Trans>
          </li>
          <li>
            <Trans>to access your data and get a copy of it;</Trans>
          </li>
          <li>
            <Trans>to have data that is wrong or incomplete corrected;</Trans>
          </li>
          <li>
            <Trans>to have your data deleted when it is no longer needed;</Trans>
          </li>
          <li>
            <Trans>
              to withdraw your consent at any time. This does not affect what was done before you withdrew it.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>How to use your rights</Trans>} id="how">
        <ul className={styles.list}>
          <li>
            <Trans>
              On your <a href={account}>account page</a>, after signing in, you can download a copy of your
              data (a JSON file) and delete your account.
            </Trans>
          </li>
          <li>
            <Trans>
              To correct your data, or for any other request, write to us through the{" "}
              <a href={contact}>contact page</a>.
            </Trans>
          </li>
          <li>
            <Trans>
              If you are not satisfied with our answer, you can complain to the Saudi Data and Artificial
              Intelligence Authority (SDAIA), which oversees the law.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>Children and young people</Trans>} id="minors">
        <p>
          <Trans>
            Most participants are under {adultAge}. A parent or guardian must agree before a child creates an
            account or is registered in a team. A parent or guardian can use the rights above on the
            child&apos;s behalf through the <a href={contact}>contact page</a>.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>Changes to this notice</Trans>} id="changes">
        <p>
          <Trans>When the way we use personal data changes, we update this page.</Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
