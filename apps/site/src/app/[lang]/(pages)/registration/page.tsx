import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { Card, CardGrid, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatDate, formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { expireRenderAt, publicData } from "@/lib/public-data.ts";
import { FEE_CURRENCY } from "@/lib/fees.ts";
import { registrationWindow } from "@/lib/registration-window.ts";
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
  const [settings, registration, fees] = await Promise.all([
    publicData.settings(),
    publicData.registration(),
    publicData.feeCategories(),
  ]);
  // The page says whether registration is open: the cached page lives until that changes.
  // eslint-disable-next-line react-hooks/purity -- the time of the render, as the home page's
  const now = registrationWindow(registration, Date.now());
  // Also once the payment jobs (every minute) have expired the first unpaid order: places come back.
  const placesReturn = registration.nextOrderExpiry && registration.nextOrderExpiry.getTime() + 90_000;
  await expireRenderAt(
    [now.nextChange, placesReturn].reduce<number | null>(
      (first, moment) => (moment && (!first || moment < first) ? moment : first),
      null,
    ),
  );
  // Arabic spells the currency out: "US$" inside right-to-left text is reordered to "$US".
  // US cents, whole dollars without decimals (US$270), cents only when there are some.
  const usd = (cents: number) =>
    formatNumber(cents / 100, locale, {
      style: "currency",
      currency: FEE_CURRENCY,
      currencyDisplay: locale === "ar" ? "name" : "symbol",
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    });
  // Halalas, exact integers from the server, shown to the halala.
  const sar = (halalas: number) =>
    formatNumber(halalas / 100, locale, {
      style: "currency",
      currency: "SAR",
      currencyDisplay: locale === "ar" ? "name" : "code",
      minimumFractionDigits: 2,
    });
  const vat = formatNumber(registration.vatBasisPoints / 10_000, locale, {
    style: "percent",
    maximumFractionDigits: 2,
  });
  const rate = formatNumber(registration.sarPerUsd / 10_000, locale, { maximumFractionDigits: 4 });
  // The specification's opening day until an admin sets the window.
  const opensAt = registration.opensAt ?? registrationOpens;
  const opens = dayMonthYear(opensAt, locale);
  const closes =
    registration.closesAt &&
    formatDate(registration.closesAt, locale, {
      weekday: undefined,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
  const finalDays = dayRange(eventDays[0], eventDays[2], locale);
  const firstDay = weekdayAndDate(eventDays[0], locale);
  const secondDay = weekdayAndDate(eventDays[1], locale);

  return (
    <ContentPage
      title={<Trans>Registration and fees</Trans>}
      lead={
        now.state === "upcoming" ? (
          <Trans>
            Registration opens on {opens} and is done only by national organizers through the official
            registration system.
          </Trans>
        ) : (
          <Trans>
            Registration is done only by national organizers through the official registration system.
          </Trans>
        )
      }
    >
      <Section title={<Trans>Key dates</Trans>} id="dates">
        <CardGrid>
          <Card title={<Trans>Registration opens</Trans>}>
            <p className={styles.figure}>
              <time dateTime={opensAt.toISOString()}>{opens}</time>
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
        <p className={styles.note} data-testid="registration-state">
          {now.state === "upcoming" ? (
            <Trans>Registration opens on {opens}.</Trans>
          ) : now.state === "closed" ? (
            <Trans>Registration is closed.</Trans>
          ) : closes ? (
            <Trans>Registration is open until {closes} (Riyadh time).</Trans>
          ) : (
            <Trans>Registration is open.</Trans>
          )}
        </p>
        <p>
          <Trans>The fee is per person and depends on the role in the delegation.</Trans>
        </p>
        <CardGrid>
          {fees.map((fee) => {
            const inRiyals = sar(fee.priceHalalas);
            const placesLeft = fee.placesLeft === null ? null : formatNumber(fee.placesLeft, locale);
            return (
              <Card key={fee.key} title={locale === "ar" ? fee.nameAr : fee.nameEn}>
                <p className={styles.figure}>{usd(fee.priceUsdCents)}</p>
                <p>
                  <Trans>{inRiyals} before VAT</Trans>
                </p>
                {placesLeft !== null && (
                  <p>
                    <Trans>Places left: {placesLeft}</Trans>
                  </p>
                )}
              </Card>
            );
          })}
        </CardGrid>
        <p>
          <Trans>
            Prices in Saudi riyals are converted at {rate} riyals per US dollar. VAT of {vat} is added to
            them.
          </Trans>
        </p>
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
