import type { SerwistPlugin } from "serwist";
import { hasBadge, MY_BADGE } from "./badge.ts";
import { localeOfPath } from "./guide.ts";
import { offlineNoteHtml } from "./offline-note.ts";

// A saved page carries the moment it was saved (a header of the stored copy). When the service
// worker answers with the copy instead of the network, the page says so: the note is written at
// the end of its <body> (after React's own nodes, which React leaves alone when it hydrates).

export const SAVED_AT_HEADER = "x-wro-saved-at";

/** When a stored copy was saved (ms since the epoch), or null. */
export function savedAt(response: Response): number | null {
  const value = Number(response.headers.get(SAVED_AT_HEADER));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Whether an answer may be kept: this site's own (no opaque or cross-origin answer), ok, not
 * reached through a redirect, and not marked private or no-store by the server (the pages kept
 * are the same for every visitor; this holds the line should one ever stop being so).
 */
export function keepable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.type === "basic" &&
    response.ok &&
    !response.redirected &&
    !/private|no-store/i.test(cacheControl)
  );
}

/** The page's address without its query or fragment: one copy per page. */
export function pageKey(request: Request): string {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  return url.href;
}

/** The copy to store: the answer with the moment it was saved. */
export function stamped(response: Response, now = Date.now()): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A stored page as it is served in place of the network's answer: with the offline note (and
 * its link to the visitor's badge when `badge`, its address, is given).
 */
export async function marked(
  copy: Response,
  url: string,
  options: { now?: Date; badge?: string } = {},
): Promise<Response> {
  const at = savedAt(copy);
  if (at === null) return copy;
  const html = await copy.text();
  const bodyEnd = html.lastIndexOf("</body>");
  const end = bodyEnd === -1 ? html.length : bodyEnd;
  const note = offlineNoteHtml(at, localeOfPath(new URL(url).pathname), options);
  const headers = new Headers(copy.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(`${html.slice(0, end)}${note}${html.slice(end)}`, {
    status: copy.status,
    statusText: copy.statusText,
    headers,
  });
}

/**
 * The guide's pages: asked of the server, never of the browser's HTTP cache (whose copy may be
 * a day old: pages allow stale-while-revalidate, and the saved copy is the fallback here); one
 * copy each, stamped when saved and marked when served.
 */
export const savedPagePlugin: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }),
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request),
  cacheWillUpdate: async ({ response }) => (keepable(response) ? stamped(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse
      ? marked(cachedResponse, request.url, { badge: (await hasBadge()) ? MY_BADGE : undefined })
      : null,
};
