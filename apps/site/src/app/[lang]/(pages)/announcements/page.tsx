import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { AnnouncementDate, announcementText } from "@/components/announcements/AnnouncementArticle.tsx";
import { Markdown } from "@/components/announcements/Markdown.tsx";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { NotifyMe } from "@/components/push/NotifyMe.tsx";
import { notifyMeWords } from "@/components/push/notify-me-words.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { feedLink } from "@/lib/announcement-feed.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "./announcements.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeFrom(params);
  const metadata = pageMetadata(locale, "/announcements/", {
    title: msg`Announcements`,
    description: msg`News and updates for teams, coaches and families taking part in WRO Saudi Arabia 2025.`,
  });
  return { ...metadata, alternates: { ...metadata.alternates, types: feedLink(locale) } };
}

export default async function AnnouncementsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const announcements = await publicData.announcements();

  return (
    <ContentPage
      title={<Trans>Announcements</Trans>}
      lead={
        <Trans>News and updates for teams, coaches and families taking part in WRO Saudi Arabia 2025.</Trans>
      }
    >
      <NotifyMe locale={locale} words={notifyMeWords(locale)} />
      {announcements.length === 0 ? (
        <p>
          <Trans>There are no announcements yet. Please check again soon.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {announcements.map((announcement) => {
            const { title, body } = announcementText(announcement, locale);
            return (
              <li key={announcement.id}>
                <article className={styles.item} aria-labelledby={`announcement-${announcement.slug}`}>
                  <AnnouncementDate date={announcement.publishedAt} locale={locale} />
                  <h2 id={`announcement-${announcement.slug}`}>
                    <a href={localePath(locale, `/announcements/${announcement.slug}/`)}>{title}</a>
                  </h2>
                  <Markdown source={body} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <p>
        <a href={feedLink(locale)["application/atom+xml"][0]!.url} type="application/atom+xml">
          <Trans>Follow the announcements in a feed reader (Atom)</Trans>
        </a>
      </p>
    </ContentPage>
  );
}
