import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { roleOf } from "@wro/auth/client";
import type { Metadata } from "next";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { coursesPath, shopsPath } from "@/components/auth/paths.ts";
import { PrivacyControls } from "@/components/auth/PrivacyControls.tsx";
import { requireAccess, requireSignIn } from "@/components/auth/session.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import styles from "./account.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), "/account/", {
      title: msg`My account`,
      description: msg`Your WRO Saudi Arabia account: courses, shop and team registration.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * The student and coach views of spec §2: cards for courses, the shop and signing up for the
 * season, and the person's data rights (PDPL; organizer accounts, entities, come for those).
 * Visitors sign in first; admins are sent home (guard mode "none", spec §6).
 */
export default async function AccountPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  await requireSignIn(locale, "/account/");
  const session = await requireAccess(locale, {
    mode: "none",
    allowedRoles: ["student", "coach", "entity"],
    path: "/account/",
  });
  const { name } = session.user;
  const role = roleOf(session.user.type);
  // An organizer (entity) registers teams as a coach does: the coach's wording fits them.
  const coach = role === "coach" || role === "entity";

  return (
    <ContentPage
      title={<Trans>Welcome, {name}</Trans>}
      lead={
        role === "entity" ? (
          <Trans>Your organizer account</Trans>
        ) : coach ? (
          <Trans>Your coach account</Trans>
        ) : (
          <Trans>Your student account</Trans>
        )
      }
    >
      <Section title={<Trans>Where to next</Trans>} id="next-steps">
        <ul className={styles.cards}>
          <li>
            <a className={styles.linkCard} href={coursesPath(locale)}>
              <span className={styles.linkCardTitle}>
                <Trans>Courses</Trans>
              </span>
              <span>
                {coach ? (
                  <Trans>Training for coaches: prepare your team for the season&apos;s challenges.</Trans>
                ) : (
                  <Trans>Learn robotics and programming, from first steps to competition level.</Trans>
                )}
              </span>
              <span className={styles.linkCardAction}>
                <Trans>Browse courses</Trans>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.linkCard} href={shopsPath(locale)}>
              <span className={styles.linkCardTitle}>
                <Trans>Shop</Trans>
              </span>
              <span>
                <Trans>Robot kits, spare parts and competition material.</Trans>
              </span>
              <span className={styles.linkCardAction}>
                <Trans>Visit the shop</Trans>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.linkCard} href={localePath(locale, "/team-registration/")}>
              <span className={styles.linkCardTitle}>
                <Trans>Sign up for the season</Trans>
              </span>
              <span>
                {coach ? (
                  <Trans>Register your team for WRO Saudi Arabia 2025 through your national organizer.</Trans>
                ) : (
                  <Trans>Ask your coach to register your team for WRO Saudi Arabia 2025.</Trans>
                )}
              </span>
              <span className={styles.linkCardAction}>
                <Trans>How to register</Trans>
              </span>
            </a>
          </li>
        </ul>
      </Section>
      <Section title={<Trans>Your data</Trans>} id="your-data">
        <PrivacyControls locale={locale} />
      </Section>
    </ContentPage>
  );
}
