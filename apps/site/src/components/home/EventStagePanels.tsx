import { Trans } from "@lingui/react/macro";
import type { ScheduleDay } from "@wro/api";
import type { Locale } from "@wro/i18n";
import { Countdown } from "@/components/home/Countdown.tsx";
import { countdownWords } from "@/components/home/countdown-words.ts";
import { localePath } from "@/i18n/paths.ts";
import type { EventPeriod } from "@/lib/event-stage.ts";
import { formatNumber } from "@/lib/format.ts";
import { timeOfDay } from "@/app/[lang]/(pages)/_shared/dates.ts";
import { EventStageSwitch } from "./EventStageSwitch.tsx";
import styles from "./EventStage.module.css";

export interface NextSeason {
  slug: string;
  name: string;
  title: string;
}

/**
 * The hero's lower half in each stage of the final, rendered on the server for every stage and
 * day so the browser can switch without asking again: the countdown and how to register; what is
 * on today; or the end, with the results and the next season.
 */
export function EventStagePanels({
  locale,
  period,
  schedule,
  rendered,
  countdown,
  nextSeason,
  ctaClassName,
}: {
  locale: Locale;
  period: EventPeriod;
  schedule: ScheduleDay[];
  rendered: number;
  /** The countdown's target, while the event is active. */
  countdown: string | null;
  nextSeason: NextSeason | null;
  ctaClassName: string | undefined;
}) {
  const ar = locale === "ar";
  const seasonName = nextSeason?.name;
  const seasonTitle = nextSeason?.title;
  const before = (
    <>
      {countdown && (
        <Countdown target={countdown} serverNow={rendered} locale={locale} words={countdownWords(locale)} />
      )}
      <p>
        <a className={ctaClassName} href={localePath(locale, "/registration/")}>
          <Trans>How to register</Trans>
        </a>
      </p>
    </>
  );

  const during = Object.fromEntries(
    period.days.map((day, index) => {
      const sessions = schedule.find((scheduled) => scheduled.date === day)?.sessions ?? [];
      const dayNumber = formatNumber(index + 1, locale);
      const clock = (date: Date) => <time dateTime={date.toISOString()}>{timeOfDay(date, locale)}</time>;
      return [
        day,
        <div key={day} className={styles.panel}>
          <h2 className={styles.title}>
            <Trans>Happening now</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>Day {dayNumber} of the national final. Today at the venue:</Trans>
          </p>
          {sessions.length > 0 ? (
            <ul className={styles.sessions}>
              {sessions.map((session) => (
                <li key={session.id}>
                  {/* One line, left to right in Arabic too (see the schedule page). */}
                  <bdi dir="ltr" className={styles.time}>
                    {clock(session.startsAt)}
                    {session.endsAt && <>–{clock(session.endsAt)}</>}
                  </bdi>{" "}
                  {ar ? session.titleAr : session.titleEn}
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Trans>Today&apos;s times are to be announced.</Trans>
            </p>
          )}
          <p>
            <a className={ctaClassName} href={localePath(locale, "/scheduale/")}>
              <Trans>See the full schedule</Trans>
            </a>
          </p>
        </div>,
      ];
    }),
  );

  const after = (
    <div className={styles.panel}>
      <h2 className={styles.title}>
        <Trans>The national final has ended</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Thank you to every team, coach, volunteer and visitor who came to Jubail.</Trans>
      </p>
      <p>
        <a className={ctaClassName} href={localePath(locale, "/results/")}>
          <Trans>See the results</Trans>
        </a>
      </p>
      {nextSeason && (
        <p className={styles.next}>
          <a href={localePath(locale, `/seasons/${nextSeason.slug}/`)}>
            <Trans>
              Next season: {seasonName}, {seasonTitle}
            </Trans>
          </a>
        </p>
      )}
    </div>
  );

  return (
    <EventStageSwitch period={period} rendered={rendered} before={before} during={during} after={after} />
  );
}
