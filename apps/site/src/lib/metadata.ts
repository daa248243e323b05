import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "@wro/i18n";
import type { Metadata } from "next";
import { env } from "@/env.ts";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";

export const absoluteUrl = (path: string) => new URL(path, env.SITE_URL).toString();

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph for one page,
 * in the page's language. `path` is the English path (e.g. "/visa/").
 */
export function pageMetadata(
  locale: Locale,
  path: string,
  { title, description }: { title?: MessageDescriptor | string; description: MessageDescriptor | string },
): Metadata {
  const i18n = getI18n(locale);
  const text = (value: MessageDescriptor | string) => (typeof value === "string" ? value : i18n._(value));
  const siteName = i18n._(msg`WRO Saudi Arabia 2025`);
  const pageTitle = title ? text(title) : undefined;
  return {
    metadataBase: new URL(env.SITE_URL),
    title: pageTitle ?? { absolute: siteName },
    description: text(description),
    alternates: {
      canonical: localePath(locale, path),
      languages: {
        en: localePath("en", path),
        ar: localePath("ar", path),
        "x-default": localePath("en", path),
      },
    },
    openGraph: {
      type: "website",
      siteName,
      title: pageTitle ?? siteName,
      description: text(description),
      url: localePath(locale, path),
      locale: locale === "ar" ? "ar_SA" : "en_US",
      alternateLocale: locale === "ar" ? "en_US" : "ar_SA",
      images: [{ url: "/og-image.jpg", width: 1200, height: 630 }],
    },
    twitter: { card: "summary_large_image" },
  };
}
