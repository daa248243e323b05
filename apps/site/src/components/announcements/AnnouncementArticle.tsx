import { msg } from "@lingui/core/macro";
import { hijriDate, type Locale } from "@wro/i18n";
import { StoredImage } from "@/components/content/StoredImage.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { formatDate } from "@/lib/format.ts";
import { Markdown } from "./Markdown.tsx";
import styles from "./announcement.module.css";

export interface AnnouncementContent {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  publishedAt: Date;
  image: string | null;
}

/** An announcement's text in one language. */
export function announcementText(announcement: AnnouncementContent, locale: Locale) {
  const ar = locale === "ar";
  return {
    title: ar ? announcement.titleAr : announcement.titleEn,
    body: ar ? announcement.bodyAr : announcement.bodyEn,
  };
}

/** The date line of an announcement (with the Hijri date in Arabic). */
export function AnnouncementDate({ date, locale }: { date: Date; locale: Locale }) {
  return (
    <p className={styles.date}>
      <time dateTime={date.toISOString()}>{formatDate(date, locale)}</time>
      {locale === "ar" && <span> ({hijriDate(date, locale)})</span>}
    </p>
  );
}

/**
 * The body of an announcement's page: date, optional image and Markdown text. Shared by the
 * public detail page and the admins' preview of a draft, so the preview is what visitors get.
 */
export function AnnouncementArticle({
  announcement,
  locale,
}: {
  announcement: AnnouncementContent;
  locale: Locale;
}) {
  const { title, body } = announcementText(announcement, locale);
  return (
    <article className={styles.article}>
      <AnnouncementDate date={announcement.publishedAt} locale={locale} />
      {announcement.image && (
        <StoredImage
          className={styles.image}
          path={announcement.image}
          alt={getI18n(locale)._(msg`Picture for ${title}`)}
          width={1200}
          height={630}
          sizes="(min-width: 62rem) 60rem, 100vw"
          priority
        />
      )}
      <Markdown source={body} />
    </article>
  );
}
