/**
 * What shared caches (nginx in deploy/, a CDN) may do with a public page. Fresh for a few
 * seconds only: an admin change reaches Next's cache at once (revalidateTag), and the short
 * s-maxage bounds how long a shared cache can lag behind it; stale-while-revalidate lets the
 * cache keep answering from its copy while it fetches the new one in the background.
 */
export const PUBLIC_PAGE_S_MAXAGE = 2;
export const PUBLIC_PAGE_STALE_WHILE_REVALIDATE = 86_400;

export const publicCacheControl = `public, s-maxage=${PUBLIC_PAGE_S_MAXAGE}, stale-while-revalidate=${PUBLIC_PAGE_STALE_WHILE_REVALIDATE}`;

/**
 * Pages whose URL carries a secret (the password-reset link's token; a document's reference,
 * which answers its holder's name at /verify/): their HTML holds it, so no cache (browser,
 * nginx, CDN) may keep them, and a revoked document checks as revoked at once. The shipped nginx
 * passes them through uncached too (deploy/nginx). Both languages (/reset-password/,
 * /ar/reset-password/).
 */
export const SECRET_PAGES = ["reset-password", "verify"] as const;
export const secretPageCacheControl = "private, no-store";

/**
 * Pages rendered for each caller (their HTML depends on the session), in both languages: never
 * shared-cacheable, and passed through uncached by the shipped nginx (deploy/nginx, whose list
 * cache-control.test.ts keeps in step). Their header reads the session even without the
 * signed-in hint (components/auth/use-session-user.ts): they cost the app a request anyway, and a
 * session older than the hint gets it there.
 */
export const CALLER_PAGES = ["signin", "account", "team-registration", "announcement-preview"] as const;
const callerPage = new RegExp(String.raw`^(?:/ar)?/(?:${CALLER_PAGES.join("|")})(?:/|$)`);
export const isCallerPage = (path: string) => callerPage.test(path);

/**
 * The site's icons and share image (public/): they change only with a release, so a browser, nginx
 * or a CDN keeps them a day. Next sends public files with `max-age=0`, and a page view then asked
 * the app for the favicon twice (its `<link>`, then the browser's own favicon request).
 */
export const RELEASE_FILES = [
  "icon.svg",
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "icon-maskable-512.png",
  "og-image.jpg",
] as const;
export const releaseFileCacheControl = "public, max-age=86400";

/**
 * An answer whose address names its content (a stored image's hash, the teams map's drawing):
 * it never changes, so a browser, nginx or a CDN keeps it a year without asking again.
 */
export const immutableCacheControl = "public, max-age=31536000, immutable";
