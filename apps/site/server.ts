// The production server: Next's request handler behind a thin layer every request passes.
// - The caller's address is resolved here, from the socket and TRUSTED_PROXIES only, and handed
//   to the app in one header that replaces whatever the client sent under that name.
// - Every request gets an id (a sane x-request-id from a proxy in front is kept), returned, and
//   one JSON access-log line (pino) once answered.
// - Every answer carries the security headers (stored files their own sandboxing policy);
//   methods the site never serves answer 405, and a path that does not decode answers 400
//   (src/server/bad-address.ts) instead of Next's bare 500.
// - Answers are compressed here (Next's own compression is off), and a cached public page goes
//   out as bytes encoded once (src/server/encoded-pages.ts), sent again for a second to the same
//   request without reaching Next at all (an admin write forgets them at once). Its HTML is
//   reshaped once, to paint before any script arrives (src/server/paint-first.ts). An immutable
//   answer (Next's hashed build files, a stored image by its hash) is sent from memory for good.
//   With PAGE_FILES_DIR, cached public pages are also written as files for the shipped nginx to
//   send itself (src/server/page-files.ts).
// - The API's calls (tRPC at /api/trpc/…, the legacy REST API) are answered here, past Next's
//   routing, which cost a quarter of a paid order's CPU (src/server/api-calls.ts).
// - A GET of a public list of the legacy REST API (/api/partners/?status=true …) that this
//   process has already answered is sent straight from the in-memory cache the API fills and
//   admin writes clear. Everything else goes through Next as usual.
// - GET /api/results/stream, the live results (Server-Sent Events, issue 38), is answered here,
//   outside Next: a stream is held open for hours by thousands of phones at once, and here each
//   costs only its socket and a place in one Set (@wro/api/live-results), written to with
//   shared, encoded-once bytes. Through Next's route handler each would also hold a web
//   ReadableStream piped into Node's answer, the compression layer (which would buffer the
//   events) and the request's async context, for no gain: the stream needs no session, no
//   page and no cache.
// - At start it refuses a configuration the app would reject (and, in production on a shared
//   database, an AUTH_SECRET the other instances do not use), and with Redis it listens for the
//   other instances' admin writes before it takes requests.
// - SIGTERM or SIGINT: stop accepting, end the live results streams (browsers reconnect to
//   another instance), finish the requests in flight, those whose client has gone included (at
//   most DRAIN_MS), close the database and Redis connections, exit 0.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER, parseTrustedProxies, resolveClientAddress } from "@wro/auth/client-address";
import { authEnv } from "@wro/auth/env";
import { redisEnv } from "@wro/auth/redis";
import { cachedLegacyAnswer, onInvalidation, sharedInvalidations } from "@wro/api/legacy-cache";
import { isResultsStreamPath, liveResults } from "@wro/api/live-results";
import { startPaymentJobs } from "@wro/api/payment-jobs";
import { pushesSettled, startPushJobs } from "@wro/api/push-jobs";
import { REQUEST_ID_HEADER, requestIdOf } from "@wro/api/request-id";
import { authSecretMismatch, configuredTarget, createDatabase } from "@wro/db";
import { closeProcessResources } from "@wro/db/process";
import { localeCookie } from "@wro/i18n";
import compression from "compression";
import next from "next";
import { pino } from "pino";
import { env } from "./src/env.ts";
import { apiEntryOf, createApiCalls } from "./src/server/api-calls.ts";
import { answerBadAddress, decodablePath } from "./src/server/bad-address.ts";
import { createEncodedPages } from "./src/server/encoded-pages.ts";
import { createPageFiles, pageFilesProblem } from "./src/server/page-files.ts";
import { createPaintFirst } from "./src/server/paint-first.ts";
import { securityHeaders, securityHeadersFor } from "./src/server/security-headers.ts";

const DRAIN_MS = 10_000;
const { HOST: hostname, PORT: port } = env;
const trust = parseTrustedProxies(env.TRUSTED_PROXIES);
const headers = securityHeaders(env.SITE_URL, { uploadThing: Boolean(env.UPLOADTHING_TOKEN) });
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const logger = pino({ level: env.LOG_LEVEL });
// Typed for Express, but it needs only Node's request and answer.
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;
/** Room for every public page in both languages, several times over. */
const PAGES_ROOM = 64 * 1024 * 1024;
const pages = createEncodedPages(PAGES_ROOM, {
  reshape: createPaintFirst(`${import.meta.dirname}/.next/static`),
  pageFiles:
    env.PAGE_FILES_DIR === undefined
      ? undefined
      : createPageFiles(env.PAGE_FILES_DIR, {
          maxBytes: PAGES_ROOM,
          onError: (error) => logger.warn({ err: error }, "a page's files for nginx were not written"),
        }),
});
onInvalidation(() => pages.forgetAnswers());

/**
 * One JSON line per answered request: what an access log needs and nothing personal (no
 * headers, no cookies, no query string). Next keeps its own listeners on every answer; one
 * "finish" listener keeps ours light.
 */
function logAccess(request: IncomingMessage, response: ServerResponse, id: string) {
  const started = performance.now();
  response.once("finish", () => {
    logger.info(
      {
        id,
        method: request.method,
        path: request.url?.split("?")[0],
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
        address: request.headers[CLIENT_ADDRESS_HEADER],
      },
      "answered",
    );
  });
}

/**
 * Why this instance must not start, or null: a configuration the app would refuse at its first
 * request, or (in production on a shared database) an AUTH_SECRET the other instances don't use.
 */
async function configurationProblem(): Promise<string | null> {
  let auth;
  try {
    auth = authEnv();
    redisEnv();
  } catch (error) {
    return (error as Error).message;
  }
  if (env.PAGE_FILES_DIR !== undefined) {
    const pageFiles = pageFilesProblem(env.PAGE_FILES_DIR);
    if (pageFiles) return pageFiles;
  }
  const target = configuredTarget();
  if (!auth.production || target.kind !== "postgres") return null;
  const database = createDatabase(target);
  try {
    return await authSecretMismatch(database.db, auth.secret);
  } finally {
    await database.close();
  }
}

const problem = await configurationProblem();
if (problem) {
  logger.fatal(problem);
  process.exit(1);
}

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// With Redis, hear the other instances' admin writes before taking requests (their changes of
// results wake the live results streams).
await sharedInvalidations()?.listening;
const liveResultsStream = liveResults();
const serveApiCall = createApiCalls(readFileSync(`${import.meta.dirname}/.next/BUILD_ID`, "utf8").trim());

/** A fresh cached answer for this request, or undefined. Never throws on a strange URL. */
function cachedAnswer(method: string | undefined, path: string | undefined) {
  if (method !== "GET" || !path?.startsWith("/api/")) return undefined;
  try {
    return cachedLegacyAnswer(new URL(path, "http://localhost"));
  } catch {
    return undefined;
  }
}

/**
 * The English home page of a visitor who chose Arabic: a redirect to /ar/ that depends on their
 * cookie (next.config.ts), never a page answered to someone else (nor by the shipped nginx).
 */
const arabicChosen = new RegExp(`(?:^|;)\\s*${localeCookie}=ar\\s*(?:;|$)`);
function personalHome(request: IncomingMessage): boolean {
  return request.url?.split("?")[0] === "/" && arabicChosen.test(request.headers.cookie ?? "");
}

/** Replaces the headers only this server may set; answers the request's id. */
function stamp(request: IncomingMessage): string {
  const id = requestIdOf(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = id;
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress(request, trust);
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  return id;
}

/**
 * Requests still being worked on. A client that goes away (a proxy's timeout, a load test's end)
 * closes its connection while its request's work goes on, so the server can close before that
 * work ends: `stop` waits for it too before it closes the database.
 */
const working = new Set<Promise<unknown>>();
function track(work: Promise<unknown>) {
  working.add(work);
  work.then(
    () => working.delete(work),
    (error: unknown) => {
      working.delete(work);
      logger.error({ err: error }, "a request's work failed");
    },
  );
}

const server = createServer((request, response) => {
  const id = stamp(request);
  logAccess(request, response, id);
  for (const [name, value] of Object.entries(securityHeadersFor(headers, request.url ?? "/")))
    response.setHeader(name, value);
  response.setHeader(REQUEST_ID_HEADER, id);
  if (!SERVED_METHODS.has(request.method ?? "")) {
    response.writeHead(405, { allow: [...SERVED_METHODS].join(", "), "content-length": 0 }).end();
    return;
  }
  if (!decodablePath(request.url)) {
    answerBadAddress(request, response);
    return;
  }
  if (isResultsStreamPath(request.url)) {
    liveResultsStream.handle(request, response);
    return;
  }
  const answer = cachedAnswer(request.method, request.url);
  if (answer) {
    response
      .writeHead(answer.status, { ...answer.headers, "content-length": answer.body.byteLength })
      .end(answer.body);
    return;
  }
  const entry = apiEntryOf(request);
  if (entry) {
    compress(request, response, () => track(serveApiCall(entry, request, response)));
    return;
  }
  if (!personalHome(request) && pages.resend(request, response)) return;
  compress(request, response, () => {
    pages.encode(request, response);
    track(handle(request, response));
  });
});

// Idle kept-alive connections outlive the reverse proxy's and clients' own (nginx keeps upstream
// connections 60 s): with Node's 5 s, a request sent on a connection the server is just closing
// fails with "socket hang up".
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  logger.info({ url: `http://${hostname}:${port}` }, "WRO Saudi Arabia site ready");
});
// Registration fees: reconciliation with the gateway and the expiry of unpaid orders.
const stopPaymentJobs = startPaymentJobs();
// Notifications to phones: scheduled announcements, when their time comes.
const stopPushJobs = startPushJobs();

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  stopPaymentJobs();
  stopPushJobs();
  logger.info({ signal }, "stopping: no new connections, finishing the requests in flight");
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Streams never end by themselves: each is ended now, cleanly, and its browser told to come
  // back in a moment (to another instance, through the load balancer).
  liveResultsStream.close();
  // Kept-alive connections with no request in flight would hold the server open: close them
  // now and as each in-flight answer ends; past the deadline, close whatever is left.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
  // Before the database closes, within the deadline: the work of requests whose client went
  // away, and the notifications being sent (a burst takes seconds).
  await Promise.race([
    Promise.all([Promise.allSettled(working), pushesSettled()]),
    new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
  ]);
  await closeProcessResources();
  logger.info("stopped");
  logger.flush();
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, (received) => void stop(received));
