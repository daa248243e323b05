import { msg } from "@lingui/core/macro";
import { directionOf } from "@wro/i18n";
import type { MetadataRoute } from "next";
import { localeFrom } from "@/i18n/server.ts";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { publicCacheControl } from "@/lib/cache-control.ts";

// The web app manifest, one per language (/manifest.webmanifest, /ar/manifest.webmanifest), each
// linked by its language's pages: installed from an Arabic page, the app is named in Arabic,
// laid out right to left and opens on the Arabic home page. Two apps, not one: each has its own
// id (its start page).
export const dynamic = "force-static";

export function generateStaticParams(): Array<{ lang: string }> {
  return [{ lang: "en" }, { lang: "ar" }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const locale = await localeFrom(params);
  const i18n = getI18n(locale);
  const start = localePath(locale, "/");
  const manifest: MetadataRoute.Manifest = {
    id: start,
    name: i18n._(msg`WRO Saudi Arabia 2025`),
    short_name: i18n._(msg`WRO 2025`),
    description: i18n._(
      msg`The official site of the World Robot Olympiad in Saudi Arabia: season 2025, the national final in Jubail on 24 October.`,
    ),
    lang: locale,
    dir: directionOf(locale),
    start_url: start,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0a3d62",
    // Bitmaps only: Chromium fetches a manifest's best icon as a page loads and prefers an SVG
    // one, which it draws as an SVG document of its own on the page's main thread (a 12-19 ms
    // task in Lighthouse traces of home on a 2-core host, counted in the page's TBT).
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": publicCacheControl,
    },
  });
}
