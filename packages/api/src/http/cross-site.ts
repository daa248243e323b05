/** Methods that only read: the rules below never refuse them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser sent this request from a page of another origin — the mark of cross-site
 * request forgery, where the visitor's cookies would vouch for a change they never asked for.
 * Fetch metadata first (every current browser sends `Sec-Fetch-Site`); without it, the
 * `Origin` header against the host the request was addressed to. A request with neither
 * header comes from a program, not a page, and carries no one else's cookies.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  // "none": the visitor typed the address or opened a bookmark.
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.get("host");
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage
  }
}
