import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import type { Metadata } from "next";
import { Card, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { agenda, jubailTime, type EventDay } from "@/lib/agenda.ts";
import { dayRange, eventDays, timeOfDay, weekdayAndDate } from "../_shared/dates.ts";
import pageStyles from "../_shared/pages.module.css";
import styles from "./schedule.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/scheduale/", {
    title: msg`Schedule`,
    description: msg`The agenda of the WRO Saudi Arabia 2025 national final in Jubail, 24 to 26 October: venue hours, practice time, meals and the opening ceremony.`,
  });
}

function Agenda({ day, locale }: { day: EventDay; locale: Locale }) {
  const i18n = getI18n(locale);
  const clock = (time: string) => (
    <time dateTime={`${day.isoDay}T${time}+03:00`}>{timeOfDay(jubailTime(day.isoDay, time), locale)}</time>
  );
  const timed = day.items.every((item) => item.from);
  return (
    <ol className={timed ? styles.agenda : `${styles.agenda} ${styles.untimed}`}>
      {day.items.map((item) => (
        <li key={item.label.id}>
          {item.from && (
            <span className={styles.time}>
              {clock(item.from)}
              {item.to && <>–{clock(item.to)}</>}
            </span>
          )}
          <span>{i18n._(item.label)}</span>
        </li>
      ))}
    </ol>
  );
}

export default async function SchedulePage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const allDays = dayRange(eventDays[0], eventDays[2], locale);
  const calendarFile = locale === "ar" ? "/schedule.ics?lang=ar" : "/schedule.ics";

  return (
    <ContentPage
      title={<Trans>Schedule</Trans>}
      lead={
        <Trans>
          The national final runs over three days in Jubail, {allDays}. Times are provisional and may change.
        </Trans>
      }
    >
      <Section title={<Trans>Agenda by day</Trans>} id="agenda">
        <div className={styles.days}>
          {agenda.map((day, index) => {
            const number = formatNumber(index + 1, locale);
            const date = weekdayAndDate(jubailTime(day.isoDay), locale);
            const open = day.hours && timeOfDay(jubailTime(day.isoDay, day.hours.open), locale);
            const close = day.hours && timeOfDay(jubailTime(day.isoDay, day.hours.close), locale);
            return (
              <Card
                key={day.isoDay}
                title={
                  <Trans>
                    Day {number} · {date}
                  </Trans>
                }
              >
                <p className={styles.meta}>
                  {open && close ? (
                    <Trans>
                      Jubail · {open}–{close}
                    </Trans>
                  ) : (
                    <Trans>Jubail · times to be announced</Trans>
                  )}
                </p>
                <Agenda day={day} locale={locale} />
                <a className={styles.download} href={calendarFile} download type="text/calendar">
                  <Trans>Download Schedule</Trans>
                </a>
              </Card>
            );
          })}
        </div>
      </Section>

      <Section title={<Trans>Good to know</Trans>} id="notes">
        <ul className={pageStyles.list}>
          <li>
            <Trans>
              All times are Saudi time (UTC+3). The detailed times for the second and third days will be
              published here before the event.
            </Trans>
          </li>
          <li>
            <Trans>
              Lunch is served on all three days and dinner on the first two days; both are included in the
              registration fee.
            </Trans>
          </li>
          <li>
            <Trans>
              Shuttles run between the official hotels and the venue on every event day. See{" "}
              <a href={localePath(locale, "/transportation/")}>transportation</a>.
            </Trans>
          </li>
          <li>
            <Trans>
              The download adds the agenda to your calendar. To keep a paper copy, print this page.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
