// The API's calls answered by the production server itself (server.ts), past Next's routing:
// tRPC (/api/trpc/…, the back office's and the organizers' pages) and the legacy REST API
// (spec §7, the payment gateway's webhook among them). No cache answers these, and Next's route
// handling cost about 2 ms of CPU each, a quarter of what a paid order costs an instance
// (`pnpm bench:registration`). What Next did for them is done here the same way: the caller
// comes from the request's own session cookie, and an admin write's tags are expired in Next's
// cache handler itself (src/server/cache-handler.ts, the module Next loads) before the answer
// goes out, as Next does at the end of a route handler. `next dev` runs without server.ts: there
// the route handlers (app/api/trpc/[trpc]/route.ts, app/api/[...legacy]/route.ts) serve them.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createSiteApi, isLegacyCall } from "@wro/api";
import { createSessionReader, type SessionReader } from "@wro/auth";
import { getDb } from "@wro/db";
import { parse as parseCookies } from "cookie";
import { expireTag } from "./cache-handler.ts";

const TRPC_PATH = /^\/api\/trpc(?:[/?]|$)/;

/**
 * Which of the API's entries answers this request here, if one does: the methods their route
 * handlers export (HEAD stays with Next, which answers it from GET).
 */
export function apiEntryOf(request: IncomingMessage): "trpc" | "rest" | undefined {
  const url = request.url ?? "";
  if (TRPC_PATH.test(url)) return request.method === "GET" || request.method === "POST" ? "trpc" : undefined;
  return request.method !== "HEAD" && isLegacyCall(url.split("?")[0]!) ? "rest" : undefined;
}

/** The request as the API reads it (a fetch `Request`); its body is read as the API asks for it. */
function webRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "OPTIONS";
  return new Request(new URL(request.url ?? "/", "http://localhost"), {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    ...(hasBody && { duplex: "half" }),
  });
}

/** A request's cookies in the shape the session reader takes (Next's `cookies()`). */
const cookiesOf = (request: Request) => ({
  getAll: () =>
    Object.entries(parseCookies(request.headers.get("cookie") ?? "")).flatMap(([name, value]) =>
      value === undefined ? [] : [{ name, value }],
    ),
});

/** Answers the API's calls for a production build whose id (.next/BUILD_ID) is `buildId`. */
export function createApiCalls(buildId: string) {
  let reader: SessionReader | undefined;
  const sessionCaller = (request?: Request) =>
    (reader ??= createSessionReader({ db: getDb() }))(request ? cookiesOf(request) : { getAll: () => [] });

  return async function serve(
    entry: "trpc" | "rest",
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const expiring: Promise<void>[] = [];
    const api = createSiteApi({
      sessionCaller,
      revalidateTag: (tag) => expiring.push(expireTag(tag, buildId)),
    });
    try {
      const answer = await api[entry](webRequest(request));
      const body = Buffer.from(await answer.arrayBuffer());
      // The handler has logged a failure; the answer goes out whatever happened to the cache.
      await Promise.allSettled(expiring);
      response.statusCode = answer.status;
      for (const [name, value] of answer.headers) if (name !== "set-cookie") response.setHeader(name, value);
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) response.setHeader("set-cookie", cookies);
      response.setHeader("content-length", body.byteLength);
      response.end(body);
    } catch (error) {
      // Only the context can throw here (the session's database read): both entries answer their own errors.
      console.error(`API call ${request.url?.split("?")[0]} failed:`, error);
      if (!response.headersSent)
        response.writeHead(500, { "cache-control": "no-store", "content-length": 0 });
      response.end();
    }
  };
}
