import type { SerwistPlugin } from "serwist";

// The signed-in visitor's own badge (issue 37), for the gate when the hall's network is down.
// Personal, so apart from the guide: kept when they download it from their account page, in a
// cache of its own, and dropped when anyone signs out or in on this browser, or when the server
// no longer gives it (signed out, revoked). Offline, a saved page's note links to it.

export const BADGE_CACHE = "wro-badge";

/** The account page's "Download my badge" link: badgesPdfPath({ of: "me" }) of @wro/api/schemas/badge. */
export const MY_BADGE = "/api/documents/badges?of=me&layout=a6";

export const isMyBadge = (url: URL): boolean =>
  url.pathname === "/api/documents/badges" && url.searchParams.get("of") === "me";

/** A sign-out, or a sign-in (perhaps as someone else): the badge kept is nobody's now. */
export const changesSession = (request: Request, origin: string): boolean => {
  const url = new URL(request.url);
  return (
    request.method === "POST" &&
    url.origin === origin &&
    /^\/api\/auth\/(?:signout|callback\/)/.test(url.pathname)
  );
};

export const dropBadge = (): Promise<boolean> => caches.delete(BADGE_CACHE);

export const hasBadge = async (): Promise<boolean> =>
  (await caches.has(BADGE_CACHE)) && (await (await caches.open(BADGE_CACHE)).keys()).length > 0;

/** Keeps the PDF the server gave; a refusal (signed out, no badge any more) drops the copy. */
export const badgePlugin: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if ([401, 403, 404].includes(response.status)) await dropBadge();
    return response;
  },
  cacheWillUpdate: async ({ response }) =>
    response.ok && response.type === "basic" && response.headers.get("content-type") === "application/pdf"
      ? response
      : null,
};
