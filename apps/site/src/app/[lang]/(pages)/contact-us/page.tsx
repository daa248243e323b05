import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/ContactForm.tsx";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { contactFormCatalogs } from "@/i18n/catalogs.ts";
import { LinguiClientProvider } from "@/i18n/LinguiClientProvider.tsx";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

const associationUrl = "https://wro-association.org";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/contact-us/", {
    title: msg`Contact us`,
    description: msg`Contact WRO Saudi Arabia by e-mail or phone, your national organizer, or the World Robot Olympiad Association.`,
  });
}

export default async function ContactUsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const settings = await publicData.settings();
  const phone = settings.contactPhone;

  return (
    <ContentPage
      title={<Trans>Contact us</Trans>}
      lead={<Trans>Questions about WRO Saudi Arabia 2025? We are happy to help.</Trans>}
    >
      <Section title={<Trans>Ask us a question</Trans>} id="ask">
        <p>
          <Trans>
            Write to us with the form below or by e-mail, and we will get back to you. In your message, say
            whether you are a student, parent, coach, national organizer, sponsor or guest: it helps us
            answer. Many answers are already in the frequently asked questions at the bottom of this page.
          </Trans>
        </p>
        <dl className={styles.details}>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${settings.contactEmail}`} className={styles.ltr}>
              {settings.contactEmail}
            </a>
          </dd>
          {phone && (
            <>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={styles.ltr}>
                  {phone}
                </a>
              </dd>
            </>
          )}
        </dl>
      </Section>

      <Section title={<Trans>Send us a message</Trans>} id="message">
        {/* The form translates in the browser (its checks, the server's refusals): it alone brings a catalog. */}
        <LinguiClientProvider locale={locale} messages={contactFormCatalogs[locale]}>
          <ContactForm />
        </LinguiClientProvider>
      </Section>

      <Section title={<Trans>Who to contact</Trans>} id="who">
        <CardGrid>
          <Card title={<Trans>Your national organizer</Trans>}>
            <p>
              <Trans>
                For team registration, fees and payment, invitation letters and the travel of your delegation,
                contact the national organizer who registers your team. If you do not know who that is, write
                to us.
              </Trans>
            </p>
          </Card>
          <Card title={<Trans>World Robot Olympiad Association</Trans>}>
            <p>
              <Trans>
                For the international rules of each category, the international final and WRO around the
                world, visit the website of the World Robot Olympiad Association.
              </Trans>
            </p>
            <p>
              <a href={associationUrl} rel="noopener" className={styles.ltr}>
                wro-association.org
              </a>
            </p>
          </Card>
        </CardGrid>
      </Section>
    </ContentPage>
  );
}
