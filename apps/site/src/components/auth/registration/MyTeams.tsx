import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { ageGroupLabels, labelOf, wroCategoryLabels } from "./labels.ts";
import type { MyTeam } from "./types.ts";
import own from "./registration.module.css";

const statusLabels = {
  paid: msg`Registered and paid`,
  awaitingPayment: msg`Registered, awaiting payment`,
  notSubmitted: msg`Not yet submitted by the organizer`,
} as const satisfies Record<MyTeam["status"], MessageDescriptor>;

/** A name in the page's language first, the other spelling after it. */
function bothNames(person: { nameLatin: string; nameArabic: string }, locale: Locale) {
  const latin = <bdi lang="en">{person.nameLatin}</bdi>;
  const arabic = <bdi lang="ar">{person.nameArabic}</bdi>;
  return locale === "ar" ? (
    <>
      {arabic} · {latin}
    </>
  ) : (
    <>
      {latin} · {arabic}
    </>
  );
}

/**
 * The teams a coach coaches or a student is in, as their national organizer registered them
 * (issue 36), with where each stands; found by the e-mail the organizer gave for them.
 */
export function MyTeams({ teams, locale, i18n }: { teams: MyTeam[]; locale: Locale; i18n: I18n }) {
  if (teams.length === 0) return null;
  const label = (labels: Record<string, MessageDescriptor>, key: string) => {
    const found = labelOf(labels, key);
    return found ? i18n._(found) : key;
  };
  return (
    <ul className={own.items} data-testid="my-teams">
      {teams.map((team) => (
        <li key={team.id} className={own.item} data-testid="my-team">
          <h3 className={own.itemTitle}>{team.name}</h3>
          <p className={own.meta}>
            {label(wroCategoryLabels, team.category)} · {label(ageGroupLabels, team.ageGroup)} ·{" "}
            {team.delegation.name}
          </p>
          <p className={own.badge} data-status={team.status} data-testid="my-team-status">
            {i18n._(statusLabels[team.status])}
          </p>
          <dl className={own.facts}>
            <dt>
              <Trans>Coach</Trans>
            </dt>
            <dd>{team.coach ? bothNames(team.coach, locale) : "—"}</dd>
            <dt>
              <Trans>Members</Trans>
            </dt>
            <dd>
              {team.members.length === 0 ? (
                "—"
              ) : (
                <ul className={own.plainList}>
                  {team.members.map((member, index) => (
                    <li key={index}>{bothNames(member, locale)}</li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
