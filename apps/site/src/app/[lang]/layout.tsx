import { msg } from "@lingui/core/macro";
import { directionOf } from "@wro/i18n";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LanguageSuggestion } from "@/components/layout/LanguageSuggestion.tsx";
import { LanguageChoice } from "@/components/layout/LanguageChoice.tsx";
import { OfflineGuide } from "@/components/offline/OfflineGuide.tsx";
import { SiteFooter } from "@/components/layout/SiteFooter.tsx";
import { SiteHeader } from "@/components/layout/SiteHeader.tsx";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import "../globals.css";

// Public pages are rendered on their first request (the build has no database), kept in Next's
// cache and re-rendered when an admin change revalidates the data they show (lib/public-data.ts);
// at the latest after an hour, for changes made outside the site's server.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ lang: string }> {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  const siteName = i18n._(msg`WRO Saudi Arabia 2025`);
  return {
    title: { default: siteName, template: `%s | ${siteName}` },
    // A bitmap, not public/icon.svg: Chromium draws a page's SVG favicon as an SVG document of
    // its own, made on the page's main thread while the page loads (15-44 ms tasks in Lighthouse
    // traces of home on a 2-core host, counted in its TBT); the icon's 48-px PNG costs nothing
    // there. The manifest's icons are bitmaps for the same reason.
    icons: { icon: [{ url: "/favicon.ico", sizes: "48x48" }], apple: "/apple-touch-icon.png" },
    // The installable app, in the page's language (app/[lang]/manifest.webmanifest).
    manifest: localePath(locale, "/manifest.webmanifest"),
  };
}

export const viewport: Viewport = { themeColor: "#0a3d62", width: "device-width", initialScale: 1 };

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  // No catalog goes to the browser with a public page: its client islands get their words
  // translated here, as props. The pages whose client forms translate (the account pages, the
  // contact form) and the sign-up dialog bring their own LinguiClientProvider.
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <LanguageChoice />
        <SiteHeader locale={locale} />
        {children}
        <SiteFooter locale={locale} />
        <LanguageSuggestion
          locale={locale}
          words={{
            label: i18n._(msg`Language`),
            offer: i18n._(msg`This site is also in Arabic.`),
            stay: i18n._(msg`Stay in English`),
          }}
        />
        <OfflineGuide />
      </body>
    </html>
  );
}
