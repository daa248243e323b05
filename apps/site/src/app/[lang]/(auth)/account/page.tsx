import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { badgesPdfPath } from "@wro/api/schemas/badge";
import { certificatesPath } from "@wro/api/schemas/certificate";
import { roleOf } from "@wro/auth/client";
import type { Metadata } from "next";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { AccountProfile } from "@/components/auth/AccountProfile.tsx";
import { PasswordChangeForm } from "@/components/auth/PasswordChangeForm.tsx";
import { PrivacyControls } from "@/components/auth/PrivacyControls.tsx";
import styles from "@/components/auth/auth.module.css";
import { MyTeams } from "@/components/auth/registration/MyTeams.tsx";
import own from "@/components/auth/registration/registration.module.css";
import { RegistrationLink } from "@/components/auth/registration/RegistrationLink.tsx";
import { requireAccess, requireSignIn } from "@/components/auth/session.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { api } from "@/server/api.ts";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), "/account/", {
      title: msg`My account`,
      description: msg`Your WRO Saudi Arabia account: your profile, your password and your data.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * The student and coach views of spec §2, made a real account page (walk-through 3, M4): the
 * profile and the mails' language, a password change, where the team registers, and the
 * person's data rights (PDPL; organizer accounts, entities, come for those). The placeholder
 * cards of courses and the shop are gone (the menu still reaches both pages). Visitors sign in
 * first; admins are sent home (guard mode "none", spec §6).
 */
export default async function AccountPage({ params }: Props) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
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
  // The teams their organizer registered them in (found by their e-mail).
  const visitor = role === "entity" ? null : await api.asVisitor();
  const teams = visitor ? await visitor.delegation.mine() : [];
  // Their badge, once the organizer's order for them is paid (issue 37).
  const badges = visitor ? (await visitor.badge.mine()).count : 0;
  // Their participation and medal certificates, once paid (issue 37).
  const certificates = visitor ? (await visitor.certificate.mine()).count : 0;

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
      {role === "entity" && (
        <Section title={<Trans>Your delegation</Trans>} id="delegation">
          <RegistrationLink locale={locale} />
        </Section>
      )}
      {role !== "entity" && (
        <Section title={teams.length > 1 ? <Trans>Your teams</Trans> : <Trans>Your team</Trans>} id="team">
          <MyTeams teams={teams} locale={locale} i18n={i18n} />
          {badges > 0 && (
            <p className={own.actions}>
              {/* No `download` attribute: the server's answer downloads as a file anyway, and
                  only a plain link passes through the service worker, which keeps the badge
                  for the gate when the hall's network is down (src/sw/badge.ts). */}
              <a
                href={badgesPdfPath({ of: "me", layout: "a6" })}
                className={styles.primary}
                data-testid="my-badge"
              >
                {badges > 1 ? <Trans>Download my badges</Trans> : <Trans>Download my badge</Trans>}
              </a>
            </p>
          )}
          {certificates > 0 && (
            <p className={own.actions}>
              <a
                href={certificatesPath({ of: "me", format: "pdf" })}
                download
                className={styles.secondary}
                data-testid="my-certificates"
              >
                <Trans>Download my certificates</Trans>
              </a>
            </p>
          )}
          {teams.length === 0 && badges === 0 && (
            <p data-testid="no-teams">
              <Trans>
                When your national organizer registers you with this account's e-mail address, your team and
                its registration status show here.
              </Trans>
            </p>
          )}
          <p>
            {coach ? (
              <Trans>
                How your team registers for WRO Saudi Arabia 2025 with the national organizer, and the
                official registration system:{" "}
                <a href={localePath(locale, "/team-registration/")}>team registration</a>.
              </Trans>
            ) : (
              <Trans>
                Your coach registers your team with the national organizer. How it works:{" "}
                <a href={localePath(locale, "/team-registration/")}>team registration</a>.
              </Trans>
            )}
          </p>
        </Section>
      )}
      <Section title={<Trans>Your profile</Trans>} id="profile">
        <AccountProfile />
      </Section>
      <Section title={<Trans>Sign-in password</Trans>} id="password">
        <PasswordChangeForm locale={locale} />
      </Section>
      <Section title={<Trans>Your data</Trans>} id="your-data">
        <PrivacyControls locale={locale} />
      </Section>
    </ContentPage>
  );
}
