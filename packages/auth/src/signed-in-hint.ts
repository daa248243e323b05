/**
 * A cookie scripts may read, saying that this browser holds a session cookie (as GitHub's
 * `logged_in`). The public pages are the same cached HTML for everyone, so their header asks
 * next-auth who is signed in after load; with this hint it asks only when someone may be.
 * Without it every anonymous page view cost the app one uncached `/api/auth/session`, some
 * thirty times the work of the cached page itself. It grants nothing: the session cookie
 * (HttpOnly) stays the only proof of who is signed in.
 */
export const SIGNED_IN_COOKIE = "wro-signed-in";

/** Whether a `Cookie` header (or `document.cookie`) carries the hint. */
export const carriesSignedInHint = (cookies: string) =>
  cookies.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);

/**
 * Adds the hint beside every `Set-Cookie` of `response` that sets or clears the session cookie
 * named `sessionCookie`, with that cookie's own Path, Expires, Max-Age, SameSite and Secure, so
 * the two are set, renewed, expire and are cleared together. next-auth sets it when it signs
 * someone in and renews it as it answers a session read; it clears it when the session ends
 * (sign-out, an account disabled or signed out elsewhere, the session's absolute lifetime).
 */
export function withSignedInHint(response: Response, sessionCookie: string): Response {
  for (const header of response.headers.getSetCookie()) {
    const pair = /^([^=;]+)=([^;]*)/.exec(header);
    if (pair?.[1]?.trim() !== sessionCookie) continue;
    const hint = `${SIGNED_IN_COOKIE}=${pair[2] ? "1" : ""}`;
    response.headers.append("set-cookie", header.replace(pair[0], hint).replace(/;\s*HttpOnly/i, ""));
  }
  return response;
}
