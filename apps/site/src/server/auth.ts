import "server-only";
import { callerFromSession, clientIp, createAuthOptions } from "@wro/auth";
import { createCaller, REQUEST_ID_HEADER, type Context } from "@wro/api";
import { getDb } from "@wro/db";
import type { AuthOptions } from "next-auth";
import { getServerSession } from "next-auth";
import { revalidatePublicSite } from "@/lib/revalidate-public-site.ts";

// Built on first use, not at import: `next build` loads route modules without the
// production secret, which the options require.
let options: AuthOptions | undefined;
export function authOptions(): AuthOptions {
  options ??= createAuthOptions({ db: getDb() });
  return options;
}

/** The tRPC context of a request: who is calling (from the session cookie) and from where. */
export async function requestContext(request: Request): Promise<Context> {
  const db = getDb();
  const session = await getServerSession(authOptions());
  return {
    db,
    caller: await callerFromSession(db, session),
    ip: clientIp(request.headers),
    requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    // Admin writes clear the cached public lists of the legacy REST API and the cached public pages.
    revalidate: revalidatePublicSite,
  };
}

/**
 * The API as the visitor of the current page request (from the session cookie): for the
 * admins' previews, which are rendered per request and never cached.
 */
export async function sessionApi() {
  const db = getDb();
  const session = await getServerSession(authOptions());
  return createCaller({ db, caller: await callerFromSession(db, session) });
}
