import type { Locale } from "@wro/i18n";
import type { publicPages } from "../lib/routes.ts";

// The offline venue guide (issue 38): which pages the service worker keeps, in which language.
// Only these, by an allow-list: the admin, the account and sign-in pages and the API are never
// matched, so the service worker leaves them to the network untouched.

/**
 * What a visitor needs in the hall, by spec §2 path: the home page (where the installed app
 * opens), the schedule, the venue with its directions and map, the emergency numbers, hotels,
 * the shuttles and the FAQ.
 */
export const GUIDE_PAGES = [
  "/",
  "/scheduale/",
  "/event-details/",
  "/general-information/",
  "/Hotels/",
  "/transportation/",
  "/faq/",
] as const satisfies ReadonlyArray<(typeof publicPages)[number]>;

/** Other addresses of the same pages, kept when visited but not fetched ahead. */
const ALIASES = ["/schedule/", "/hotels/"];

const kept = new Set<string>([...GUIDE_PAGES, ...ALIASES]);

export const localeOfPath = (pathname: string): Locale =>
  pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";

/** The page's English path: /ar/faq/ → /faq/. */
const englishPath = (pathname: string) =>
  localeOfPath(pathname) === "ar" ? pathname.slice(3) || "/" : pathname;

/** Whether the service worker keeps a copy of this page (either language). */
export const isGuidePage = (url: URL): boolean => kept.has(englishPath(url.pathname));

/** The guide's pages in one language, as absolute URLs. */
export const guideUrls = (locale: Locale, origin: string): string[] =>
  GUIDE_PAGES.map((path) => new URL(locale === "ar" ? `/ar${path}` : path, origin).href);

/**
 * The build files a page loads (its styles, scripts and fonts under /_next/static/, named by a
 * hash of their content), found in its HTML and the React payload inlined in it.
 */
export function assetsIn(html: string, origin: string): string[] {
  const found = html.match(/\/_next\/static\/[\w\-./~%@]+/g) ?? [];
  return [...new Set(found.map((path) => new URL(path, origin).href))];
}
