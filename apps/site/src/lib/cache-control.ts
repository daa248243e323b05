/**
 * What shared caches (nginx in deploy/, a CDN) may do with a public page. Fresh for a few
 * seconds only: an admin change reaches Next's cache at once (revalidateTag), and the short
 * s-maxage bounds how long a shared cache can lag behind it; stale-while-revalidate lets the
 * cache keep answering from its copy while it fetches the new one in the background.
 */
export const PUBLIC_PAGE_S_MAXAGE = 2;
export const PUBLIC_PAGE_STALE_WHILE_REVALIDATE = 86_400;

export const publicCacheControl = `public, s-maxage=${PUBLIC_PAGE_S_MAXAGE}, stale-while-revalidate=${PUBLIC_PAGE_STALE_WHILE_REVALIDATE}`;
