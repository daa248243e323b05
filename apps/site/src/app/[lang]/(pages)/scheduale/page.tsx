import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ScheduleDay } from "@wro/api";
import type { Locale } from "@wro/i18n";
import type { Metadata } from "next";
import { Card, ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { NotifyMe } from "@/components/push/NotifyMe.tsx";
import { notifyMeWords } from "@/components/push/notify-me-words.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatNumber } from "@/lib/format.ts";
import { absoluteUrl, pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import { dayRange, jubailTime, timeOfDay, weekdayAndDate } from "../_shared/dates.ts";
import pageStyles from "../_shared/pages.module.css";
import styles from "./schedule.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/scheduale/", {
    title: msg`Schedule`,
    description: msg`The agenda of the WRO Saudi Arabia 2025 national final in Jubail, day by day: venue hours, competition rounds, meals and ceremonies.`,
  });
}

/** The calendar file of one day, or of the whole event, in the page's language. */
function calendarPath(locale: Locale, day?: string): string {
  const query = new URLSearchParams({ ...(day ? { day } : {}), ...(locale === "ar" ? { lang: "ar" } : {}) });
  return `/schedule.ics${query.size ? `?${query}` : ""}`;
}

function Agenda({ day, locale }: { day: ScheduleDay; locale: Locale }) {
  const clock = (date: Date) => <time dateTime={date.toISOString()}>{timeOfDay(date, locale)}</time>;
  return (
    <ol className={styles.agenda}>
      {day.sessions.map((session) => {
        const place = locale === "ar" ? session.placeAr : session.placeEn;
        return (
          <li key={session.id}>
            {/* Left to right and on one line in Arabic too: "09:00–09:30", never "–09:30 / 09:00". */}
            <bdi dir="ltr" className={styles.time}>
              {clock(session.startsAt)}
              {session.endsAt && <>–{clock(session.endsAt)}</>}
            </bdi>
            <span>
              {locale === "ar" ? session.titleAr : session.titleEn}
              {place && <span className={styles.place}>{place}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export default async function SchedulePage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const days = await publicData.schedule();
  const first = days.at(0);
  const last = days.at(-1);
  const allDays = first && last ? dayRange(jubailTime(first.date), jubailTime(last.date), locale) : null;
  const subscribeUrl = absoluteUrl(calendarPath(locale)).replace(/^https?:/, "webcal:");

  return (
    <ContentPage
      title={<Trans>Schedule</Trans>}
      lead={
        allDays ? (
          <Trans>
            The national final runs over {formatNumber(days.length, locale)} days in Jubail, {allDays}. Times
            are provisional and may change.
          </Trans>
        ) : (
          <Trans>The agenda of the national final will be published here.</Trans>
        )
      }
    >
      <NotifyMe locale={locale} words={notifyMeWords(locale)} />
      <Section title={<Trans>Agenda by day</Trans>} id="agenda">
        <div className={styles.days}>
          {days.map((day, index) => {
            const number = formatNumber(index + 1, locale);
            const date = weekdayAndDate(jubailTime(day.date), locale);
            return (
              <Card
                key={day.id}
                title={
                  <Trans>
                    Day {number} · {date}
                  </Trans>
                }
              >
                {day.sessions.length > 0 ? (
                  <Agenda day={day} locale={locale} />
                ) : (
                  <p className={styles.meta}>
                    <Trans>Times to be announced.</Trans>
                  </p>
                )}
                <a
                  className={styles.download}
                  href={calendarPath(locale, day.date)}
                  download
                  type="text/calendar"
                >
                  <Trans>Download day {number}</Trans>
                </a>
              </Card>
            );
          })}
        </div>
        <p className={styles.whole}>
          <a href={calendarPath(locale)} download type="text/calendar">
            <Trans>Download the whole schedule</Trans>
          </a>
          {" · "}
          <a href={subscribeUrl}>
            <Trans>Subscribe in your calendar app</Trans>
          </a>
        </p>
      </Section>

      <Section title={<Trans>Good to know</Trans>} id="notes">
        <ul className={pageStyles.list}>
          <li>
            <Trans>All times are Saudi time (Asia/Riyadh, UTC+3).</Trans>
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
              A subscribed calendar follows changes to the schedule. To keep a paper copy, print this page.
            </Trans>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
