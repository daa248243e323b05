import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { linguiMacroSwcPlugin } from "@lingui/swc-plugin/options";
import { localeCookie } from "@wro/i18n";
import {
  CALLER_PAGES,
  publicCacheControl,
  RELEASE_FILES,
  releaseFileCacheControl,
  SECRET_PAGES,
  secretPageCacheControl,
} from "./src/lib/cache-control.ts";
import { IMAGE_WIDTHS } from "./src/lib/images/widths.ts";

// Paths that are not pages: the API, stored images, the admin SPA, Next's own files, and files
// such as robots.txt or schedule.ics (a dot in the last segment).
const notAPage = String.raw`api(?:/|$)|uploads/|admin(?:/|$)|_next/|(?:.*/)?[^/]*\.[a-zA-Z0-9]+$`;
// Pages that carry a secret in their URL (the reset link's token): never kept by any cache.
const secretPages = String.raw`(?:ar/)?(?:${SECRET_PAGES.join("|")})(?:/|$)`;
// Pages that depend on the visitor's session: rendered per request, never shared-cacheable.
const privatePages = String.raw`(?:ar/)?(?:${CALLER_PAGES.join("|")})(?:/|$)|${secretPages}`;

const nextConfig: NextConfig = {
  // The spec's page URLs end with a slash (/registration/) and `redirects` below add it to the
  // bare form; the legacy REST API answers both forms without a redirect (spec §7 clients use both).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript to make its ETag: a third of the CPU a cached
  // page costs (measured with --cpu-prof under wrk). Pages are kept by nginx or a CDN, which
  // revalidate by age (s-maxage), so no answer carries an ETag.
  generateEtags: false,
  transpilePackages: ["@wro/api", "@wro/auth", "@wro/constants", "@wro/db", "@wro/i18n"],
  // Loaded by Node at run time, not bundled: the embedded database ships WebAssembly and data files.
  // (So does the document module, @wro/documents, which the API imports at run time past the
  // bundler, as server.ts's imports are: Node runs its TypeScript as it is.)
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "sharp",
  ],
  // Rendered pages and the data they read: in Redis when REDIS_URL is set (shared by every
  // instance), in memory otherwise. Next's own memory layer stays off so no instance keeps a copy
  // another instance's admin write cannot clear.
  cacheHandler: fileURLToPath(new URL("./src/server/cache-handler.ts", import.meta.url)),
  cacheMaxMemorySize: 0,
  // server.ts compresses, and sends cached pages compressed once (src/server/encoded-pages.ts).
  compress: false,
  experimental: {
    swcPlugins: [linguiMacroSwcPlugin()],
    // A page's stylesheets go inline (src/server/paint-first.ts), so another file costs no
    // request on the first load, and CSS merged in from other pages would cost every page bytes.
    cssChunking: { type: "graph", requestCost: 0 },
  },

  // Language routing happens inside Next's router (no proxy, no second HTTP request): every page
  // sits under app/[lang]/, English is served at the root and Arabic under /ar/.
  async redirects() {
    return [
      // /en/… typed by a visitor is not a public URL.
      { source: "/en", destination: "/", permanent: true },
      { source: "/en/:path(.*)", destination: "/:path", permanent: true },
      // The footer's legacy links (spec §2), in the same language.
      ...["", "/ar"].flatMap((prefix) => [
        { source: `${prefix}/announcement`, destination: `${prefix}/announcements/`, permanent: true },
        { source: `${prefix}/season-2025`, destination: `${prefix}/seasons/season-2025/`, permanent: true },
      ]),
      // A visitor who chose Arabic lands on the Arabic home page next time.
      {
        source: "/",
        has: [{ type: "cookie", key: localeCookie, value: "ar" }],
        destination: "/ar/",
        permanent: false,
      },
      // Page URLs end with a slash.
      // (`$`: Next matches sources with an optional trailing slash, which this rule must not get.)
      { source: `/:path((?!${notAPage}).*[^/]$)`, destination: "/:path/", permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        // The English announcements feed is a file-like path but served by app/[lang]/ too.
        { source: "/announcements/feed.xml", destination: "/en/announcements/feed.xml" },
        // So is the English web app manifest (the Arabic one is /ar/manifest.webmanifest).
        { source: "/manifest.webmanifest", destination: "/en/manifest.webmanifest" },
        { source: `/:path((?!ar(?:/|$)|${notAPage}).*)`, destination: "/en/:path" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    const shared = [{ key: "Cache-Control", value: publicCacheControl }];
    return [
      // Public pages are the same HTML for every visitor (the account menu is read after load),
      // so nginx or a CDN may keep them. Not the home page of a visitor who chose Arabic: that
      // answer is a redirect that depends on the cookie.
      {
        source: `/:path((?!${notAPage}|${privatePages}).+)`,
        headers: shared,
      },
      { source: "/", missing: [{ type: "cookie", key: localeCookie, value: "ar" }], headers: shared },
      // The service worker (public/sw.js, built from src/sw/): when the browser checks it for a
      // new release, the answer comes from the server, never from a cache keeping the old one.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
      {
        source: `/:file(${RELEASE_FILES.map((file) => file.replace(/\./g, "\\.")).join("|")})`,
        headers: [{ key: "Cache-Control", value: releaseFileCacheControl }],
      },
      // Said outright rather than left to Next's default for dynamic pages.
      {
        source: `/:path(${secretPages}.*)`,
        headers: [{ key: "Cache-Control", value: secretPageCacheControl }],
      },
    ];
  },

  images: {
    // Stored images are resized by app/uploads/ (lib/images), which accepts only these widths;
    // components/content/StoredImage asks next/image's getImageProps for srcsets from them.
    imageSizes: IMAGE_WIDTHS.filter((width) => width < 480),
    deviceSizes: IMAGE_WIDTHS.filter((width) => width >= 480),
    qualities: [75],
  },
};

export default nextConfig;
