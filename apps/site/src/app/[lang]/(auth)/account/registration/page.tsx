import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TRPCError } from "@trpc/server";
import { countryOptions } from "@wro/api/forms";
import { ADULT_AGE } from "@wro/api/schemas/delegation";
import { roleOf } from "@wro/auth/client";
import { eventDayOf, type Locale } from "@wro/i18n";
import { translateMessage } from "@wro/i18n/messages";
import type { Metadata } from "next";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { RegistrationManager } from "@/components/auth/registration/RegistrationManager.tsx";
import type { RegistrationContext } from "@/components/auth/registration/types.ts";
import { requireSignIn } from "@/components/auth/session.ts";
import styles from "@/components/auth/auth.module.css";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { byLocalName } from "@/lib/countries.ts";
import { formatDate } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { registrationWindow } from "@/lib/registration-window.ts";
import { api } from "@/server/api.ts";

type Props = { params: Promise<{ lang: string }> };

const PATH = "/account/registration/";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), PATH, {
      title: msg`Delegation registration`,
      description: msg`National organizers register their delegation for WRO Saudi Arabia 2025: teams, people, fees and payment.`,
    }),
    robots: { index: false, follow: false },
  };
}

/** What the registration window looks like now, in the page's language. */
async function windowView(locale: Locale): Promise<RegistrationContext["registrationWindow"]> {
  const settings = await publicData.registration();
  const { state } = registrationWindow(settings, Date.now());
  return {
    state,
    opens: settings.opensAt && formatDate(settings.opensAt, locale, { weekday: undefined }),
    closes:
      settings.closesAt &&
      formatDate(settings.closesAt, locale, {
        weekday: undefined,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
  };
}

/**
 * A national organizer's delegation registration (issue 36): the delegation, its teams and
 * people, what it costs, the orders and their payment. Personal: rendered for each request and
 * kept by no shared cache (the (auth) layout, next.config's private pages, nginx). Visitors sign
 * in first; other accounts are told who registers delegations.
 */
export default async function DelegationRegistrationPage({ params }: Props) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  const session = await requireSignIn(locale, PATH);
  const settings = await publicData.settings();
  const email = settings.contactEmail;
  const title = <Trans>Delegation registration</Trans>;

  if (roleOf(session.user.type, "unknown") !== "entity")
    return (
      <ContentPage title={title}>
        <Section title={<Trans>For national organizers</Trans>} id="organizers-only">
          <p data-testid="organizers-only">
            <Trans>
              Only national organizers register delegations. If you represent your country's national
              organizer, write to us at{" "}
              <a className={styles.address} dir="ltr" href={`mailto:${email}`}>
                {email}
              </a>{" "}
              and we will set up your organizer account.
            </Trans>
          </p>
          <p>
            <Trans>
              Students and coaches: see{" "}
              <a href={localePath(locale, "/team-registration/")}>team registration</a>.
            </Trans>
          </p>
        </Section>
      </ContentPage>
    );

  const visitor = await api.asVisitor();
  let loaded;
  try {
    loaded = await Promise.all([visitor.delegation.own(), visitor.delegation.quote()]);
  } catch (error) {
    // A refusal (no season open for registration): said in words; anything else is an error.
    if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR") throw error;
    return (
      <ContentPage title={title}>
        <Section title={<Trans>Registration</Trans>} id="closed">
          <p data-testid="registration-unavailable">{translateMessage(i18n, error.message)}</p>
          <p>
            <Trans>
              Questions? Write to us at{" "}
              <a className={styles.address} dir="ltr" href={`mailto:${email}`}>
                {email}
              </a>
              .
            </Trans>
          </p>
        </Section>
      </ContentPage>
    );
  }
  const [delegation, quote] = loaded;
  const [fees, event, registration] = await Promise.all([
    publicData.feeCategories(),
    publicData.event(),
    windowView(locale),
  ]);
  const context: RegistrationContext = {
    fees,
    countries: byLocalName(countryOptions(), locale).map((country) => ({
      code: country.code,
      name: locale === "ar" ? country.nameAr : country.nameEn,
    })),
    registrationWindow: registration,
    adultAge: ADULT_AGE,
    // The first day of the final in Riyadh ("2025-10-24"): ages are counted on it.
    firstDay: eventDayOf(event?.eventDate ?? new Date("2025-10-24T12:00:00+03:00")),
  };

  return (
    <ContentPage
      title={title}
      lead={
        <Trans>
          Register your delegation for WRO Saudi Arabia 2025: its teams, its people, the fees and payment.
        </Trans>
      }
    >
      <RegistrationManager
        locale={locale}
        context={context}
        initialDelegation={delegation}
        initialQuote={quote}
      />
    </ContentPage>
  );
}
