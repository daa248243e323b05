import { clientIp, type SessionCaller } from "@wro/auth";
import { getDb } from "@wro/db";
import { handleBadgesPdfRequest, handleDocumentRequest, type DocumentFileName } from "./http/documents.ts";
import { handleTrpcRequest } from "./http/trpc.ts";
import { REQUEST_ID_HEADER } from "./http/request-id.ts";
import type { CacheTag } from "./record-kinds.ts";
import { createInvalidation } from "./rest/cache.ts";
import { handleLegacyRequest } from "./rest/handler.ts";
import { createCaller } from "./root.ts";
import type { Context } from "./trpc.ts";

/** The two things the site's server does for the API: Next, or server.ts past Next (its api-calls.ts). */
export interface SiteHooks {
  /**
   * The caller of the request being served, from its session cookie (`createSessionReader`):
   * `request`'s, or (rendering a page) the one Next is serving.
   */
  sessionCaller: (request?: Request) => Promise<SessionCaller>;
  /** Next's `revalidateTag`, or its equal: Next's cached pages and data under the tag are rebuilt. */
  revalidateTag: (tag: CacheTag) => void;
}

/**
 * The API as the site serves it: every request context is built here, and every one clears the
 * same caches after a write (`createInvalidation`).
 */
export function createSiteApi({ sessionCaller, revalidateTag }: SiteHooks) {
  const revalidate = createInvalidation({ revalidateTag });

  /** The context of a request (or of the page being rendered): its session's caller, address and id. */
  async function requestContext(request?: Request): Promise<Context> {
    return {
      db: getDb(),
      caller: await sessionCaller(request),
      ip: request && clientIp(request.headers),
      requestId: request?.headers.get(REQUEST_ID_HEADER) ?? undefined,
      revalidate,
    };
  }

  return {
    /** /api/trpc/…: the admin app's and the site's procedure calls. */
    trpc: async (request: Request) => handleTrpcRequest(request, await requestContext(request)),
    /** /api/documents/badges: badges as one PDF, for the session's caller (issue 37). */
    badgesPdf: async (request: Request) => handleBadgesPdfRequest(request, await requestContext(request)),
    /** /api/documents/<name>: a document of `documentFiles` as one PDF, for the session's caller (issue 37). */
    documentPdf: async (name: DocumentFileName, request: Request) =>
      handleDocumentRequest(name, request, await requestContext(request)),
    /** /api/…: the legacy REST API, signed in by an access token or, without one, the session. */
    rest: (request: Request) => handleLegacyRequest(request, { db: getDb(), sessionCaller, revalidate }),
    /** The API as nobody: what public pages read, the same for every visitor. */
    anonymous: () => createCaller({ db: getDb(), caller: { kind: "anonymous" } }),
    /** The API as the visitor of the page being rendered (the admins' previews, never cached). */
    asVisitor: async () => createCaller(await requestContext()),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
