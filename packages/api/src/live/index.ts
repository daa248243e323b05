// `@wro/api/live-results`: this process's live results stream (GET /api/results/stream), which
// the production server (apps/site/server.ts) serves, and the wake-up admin writes give it.
import { getDb } from "@wro/db";
import { env } from "../env.ts";
import { createResultsStream, RESULTS_STREAM_PATH, type ResultsStream } from "./results-stream.ts";

export { RESULTS_STREAM_PATH, type ResultsStream };

// On globalThis: the server (server.ts) holds the streams, while admin writes run in Next's
// bundled route code, which has its own copy of this module.
const holder = globalThis as typeof globalThis & { __wroLiveResults?: ResultsStream };

/** The process's stream hub, made on first use (by the server, at start). */
export function liveResults(): ResultsStream {
  holder.__wroLiveResults ??= createResultsStream({
    db: getDb,
    maxConnections: env.LIVE_RESULTS_MAX_CONNECTIONS,
    onError: (error) => console.error("Live results: reading the log failed:", error),
  });
  return holder.__wroLiveResults;
}

/**
 * Public results changed (an admin write committed, here or on another instance): the
 * process's streams read the log now. Without a hub (the CLI, tests, `next dev`) it does nothing.
 */
export function liveResultsChanged(): void {
  void holder.__wroLiveResults?.wake();
}

/** Whether a request path (query string included) asks for the stream. */
export function isResultsStreamPath(url: string | undefined): boolean {
  const path = url?.split("?")[0];
  return path === RESULTS_STREAM_PATH || path === `${RESULTS_STREAM_PATH}/`;
}
