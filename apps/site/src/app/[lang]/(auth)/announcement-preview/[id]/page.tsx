import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TRPCError } from "@trpc/server";
import { ADMIN_SIGN_IN_PATH } from "@wro/auth/client";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AnnouncementArticle, announcementText } from "@/components/announcements/AnnouncementArticle.tsx";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { api } from "@/server/api.ts";
import styles from "./preview.module.css";

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = getI18n(await localeFrom(params));
  return { title: i18n._(msg`Announcement preview`), robots: { index: false, follow: false } };
}

/**
 * Any announcement (a draft, a scheduled one) as visitors will see it, for admins only: read
 * with the admin's session, so anyone else is sent to the admin sign-in. Rendered per request
 * and never stored in a shared cache (the (auth) layout, next.config's private pages).
 */
async function loadForAdmin(id: string) {
  try {
    return await (await api.asVisitor()).announcement.byId({ id });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "UNAUTHORIZED" || error.code === "FORBIDDEN"))
      redirect(ADMIN_SIGN_IN_PATH);
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST"))
      notFound();
    throw error;
  }
}

export default async function AnnouncementPreviewPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const announcement = await loadForAdmin((await params).id);
  const { title } = announcementText(announcement, locale);
  const state = {
    DRAFT: <Trans>Draft</Trans>,
    SCHEDULED: <Trans>Scheduled</Trans>,
    PUBLISHED: <Trans>Published</Trans>,
  }[announcement.state];

  return (
    <ContentPage title={title}>
      <p className={styles.banner} role="status">
        <Trans>Preview for organizers ({state}). Visitors cannot see this page.</Trans>
      </p>
      <AnnouncementArticle announcement={announcement} locale={locale} />
    </ContentPage>
  );
}
