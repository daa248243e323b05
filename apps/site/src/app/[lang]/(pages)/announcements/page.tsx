import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { hijriDate } from "@wro/i18n";
import type { Metadata } from "next";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatDate } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "./announcements.module.css";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/announcements/", {
    title: msg`Announcements`,
    description: msg`News and updates for teams, coaches and families taking part in WRO Saudi Arabia 2025.`,
  });
}

export default async function AnnouncementsPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const announcements = await publicData.announcements();
  const ar = locale === "ar";

  return (
    <ContentPage
      title={<Trans>Announcements</Trans>}
      lead={
        <Trans>News and updates for teams, coaches and families taking part in WRO Saudi Arabia 2025.</Trans>
      }
    >
      {announcements.length === 0 ? (
        <p>
          <Trans>There are no announcements yet. Please check again soon.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <article className={styles.item} aria-labelledby={`announcement-${announcement.slug}`}>
                <p className={styles.date}>
                  <time dateTime={announcement.publishedAt.toISOString()}>
                    {formatDate(announcement.publishedAt, locale)}
                  </time>
                  {ar && <span> ({hijriDate(announcement.publishedAt, locale)})</span>}
                </p>
                <h2 id={`announcement-${announcement.slug}`}>
                  {ar ? announcement.titleAr : announcement.titleEn}
                </h2>
                {(ar ? announcement.bodyAr : announcement.bodyEn).split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </article>
            </li>
          ))}
        </ol>
      )}
    </ContentPage>
  );
}
