import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { FEE_CURRENCY, REGISTRATION_OPENS, registrationFees } from "@/lib/fees.ts";
import { getI18n } from "@/i18n/catalogs.ts";
import { dayMonthYear, dayRange, eventDays, registrationOpens, weekdayAndDate } from "../_shared/dates.ts";
import styles from "../_shared/pages.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/registration/", {
    title: msg`Registration and fees`,
    description: msg`How teams register for WRO Saudi Arabia 2025 through their national organizer, the fees in US dollars, and what they include.`,
  });
}

export default async function RegistrationPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const i18n = getI18n(locale);
  const settings = await publicData.settings();
  // Arabic spells the currency out: "US$" inside right-to-left text is reordered to "$US".
  const usd = (amount: number) =>
    formatNumber(amount, locale, {
      style: "currency",
      currency: FEE_CURRENCY,
      currencyDisplay: locale === "ar" ? "name" : "symbol",
      maximumFractionDigits: 0,
    });
  const opens = dayMonthYear(registrationOpens, locale);
  const finalDays = dayRange(eventDays[0], eventDays[2], locale);
  const firstDay = weekdayAndDate(eventDays[0], locale);
  const secondDay = weekdayAndDate(eventDays[1], locale);

  return (
    <ContentPage
      title={<Trans>Registration and fees</Trans>}
      lead={
        <Trans>
          Registration opens on {opens} and is done only by national organizers through the official
          registration system.
        </Trans>
      }
    >
      <Section title={<Trans>Key dates</Trans>} id="dates">
        <CardGrid>
          <Card title={<Trans>Registration opens</Trans>}>
            <p className={styles.figure}>
              <time dateTime={REGISTRATION_OPENS}>{opens}</time>
            </p>
          </Card>
          <Card title={<Trans>National final in Jubail</Trans>}>
            <p className={styles.figure}>
              <time dateTime="2025-10-24">{finalDays}</time>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section title={<Trans>Who registers</Trans>} id="who">
        <p>
          <Trans>
            Teams, coaches and supporters do not register themselves: their national organizer registers the
            whole delegation. Use the registration link below, or write to us if you do not know your national
            organizer.
          </Trans>
        </p>
        <p>
          <a href={settings.registrationLink} rel="noopener">
            <Trans>Official registration system</Trans>
          </a>
          {" · "}
          <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
        </p>
      </Section>

      <Section title={<Trans>Fees</Trans>} id="fees">
        <p>
          <Trans>The fee is per person and depends on the role in the delegation.</Trans>
        </p>
        <CardGrid>
          {registrationFees.map((fee) => (
            <Card key={fee.amount} title={usd(fee.amount)}>
              <p>{i18n._(fee.audience)}</p>
            </Card>
          ))}
        </CardGrid>
        <p>
          <Trans>Fees may be higher because of taxes.</Trans>
        </p>
      </Section>

      <Section title={<Trans>What the fee includes</Trans>} id="included">
        <ul className={styles.list}>
          <li>
            <Trans>Lunch on all three days of the national final</Trans>
          </li>
          <li>
            <Trans>
              Dinner on the first two days ({firstDay} and {secondDay})
            </Trans>
          </li>
          <li>
            <Trans>Access to the event and the event goodies</Trans>
          </li>
          <li>
            <Trans>Entry to Friendship Night on the second day, {secondDay}</Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>What the fee does not include</Trans>} id="excluded">
        <ul className={styles.list}>
          <li>
            <Trans>
              Accommodation: delegations book their own rooms. See the{" "}
              <a href={localePath(locale, "/Hotels/")}>hotels in Jubail</a>.
            </Trans>
          </li>
          <li>
            <Trans>
              Transport: see <a href={localePath(locale, "/transportation/")}>transportation</a> for the
              shuttles and <a href={localePath(locale, "/arrival-options/")}>arrival options</a> for travel to
              Jubail.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans>Payment and refunds</Trans>} id="payment">
        <ul className={styles.list}>
          <li>
            <Trans>Fees cannot be refunded once registration is finalized.</Trans>
          </li>
          <li>
            <Trans>
              A delegation whose fees have not been paid cannot enter the event. National organizers should
              complete payment before the delegation travels.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
