import { Trans } from "@lingui/react/macro";
import { fileUrl } from "@wro/api/file-url";
import { markdownToText } from "@wro/api/markdown";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AnnouncementArticle, announcementText } from "@/components/announcements/AnnouncementArticle.tsx";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";

type Props = { params: Promise<{ lang: string; slug: string }> };

// Rendered on an announcement's first request and cached (see the [lang] layout and public-data).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

/** The public announcement with this slug; unknown, draft or not yet due is a not-found page. */
async function loadAnnouncement(slug: string) {
  return (await publicData.announcementBySlug(slug)) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeFrom(params);
  const announcement = await loadAnnouncement((await params).slug);
  const { title, body } = announcementText(announcement, locale);
  const metadata = pageMetadata(locale, `/announcements/${announcement.slug}/`, {
    title,
    description: markdownToText(body),
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: announcement.publishedAt.toISOString(),
      ...(announcement.image && {
        images: [{ url: `${fileUrl(announcement.image)}?w=1200&f=original`, width: 1200, alt: title }],
      }),
    },
  };
}

export default async function AnnouncementPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const announcement = await loadAnnouncement((await params).slug);
  const { title } = announcementText(announcement, locale);

  return (
    <ContentPage title={title}>
      <AnnouncementArticle announcement={announcement} locale={locale} />
      <p>
        <a href={localePath(locale, "/announcements/")}>
          <Trans>All announcements</Trans>
        </a>
      </p>
    </ContentPage>
  );
}
