import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { requireAccess } from "@/components/auth/session.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), "/team-registration/", {
      title: msg`Team registration`,
      description: msg`How students and coaches register a team for WRO Saudi Arabia 2025.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * Team registration for students and coaches (guard mode "teamReg", spec §2): visitors go
 * home with a random token, other roles to the 2024 season page.
 */
export default async function TeamRegistrationPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  await requireAccess(locale, {
    mode: "teamReg",
    allowedRoles: ["student", "coach"],
    path: "/team-registration/",
  });
  const settings = await publicData.settings();
  const email = settings.contactEmail;

  return (
    <ContentPage
      title={<Trans>Team registration</Trans>}
      lead={
        <Trans>
          Teams are registered only by their national organizer, through the official registration system.
        </Trans>
      }
    >
      <Section title={<Trans>How your team registers</Trans>} id="how">
        <ol>
          <li>
            <Trans>Form your team with a coach and agree on the category you will compete in.</Trans>
          </li>
          <li>
            <Trans>Your coach contacts the national organizer, who registers the whole delegation.</Trans>
          </li>
          <li>
            <Trans>
              Read the <a href={localePath(locale, "/registration/")}>registration rules and fees</a> before
              the season starts.
            </Trans>
          </li>
        </ol>
        <p>
          <a href={settings.registrationLink} rel="noopener">
            <Trans>Official registration system</Trans>
          </a>
        </p>
        <p>
          <Trans>
            Questions? Write to us at <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
