import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "@wro/db";
import { LIVE_LOG_KEPT, liveEventsAfter, newestLiveEvents, type LiveEvent } from "./log.ts";

// GET /api/results/stream: Server-Sent Events of the live results log, one per change, each
// with its id. One hub per process holds every open stream of that instance:
// - it reads new events from the shared log (result_events) when woken — by this process's own
//   admin writes, by the other instances' over Redis, and every `pollMs` as a backstop — with
//   one query per wake whatever the number of streams, and sends each event to every stream as
//   the same bytes, encoded once;
// - it keeps the newest events in memory, so a page that reconnects with `Last-Event-ID` (or
//   opens with `?since=`, the id its cached HTML was rendered at) gets what it missed without a
//   query; a page that missed more than that is sent `reset` (it reloads);
// - writes never wait: a stream whose unsent bytes pass `maxBufferedBytes` (a client that stopped
//   reading) is dropped, so one slow phone never holds back the others;
// - it answers 503 with Retry-After beyond `maxConnections`, and while the server stops;
// - heartbeat comments keep proxies and mobile networks from closing quiet streams and find dead
//   clients; `close()` ends every stream cleanly, telling browsers when to come back.

export const RESULTS_STREAM_PATH = "/api/results/stream";

export interface ResultsStreamOptions {
  /** The database holding the log (read lazily: the server starts before it is reachable). */
  db: () => Database;
  /** Streams this instance holds at most; beyond, 503 with Retry-After. */
  maxConnections: number;
  /** A comment line every so often (ms), on every stream. */
  heartbeatMs?: number;
  /** Unsent bytes a stream may pile up before it is dropped. */
  maxBufferedBytes?: number;
  /** Events kept in memory for pages that reconnect. */
  replayLimit?: number;
  /** How often the log is read without being woken (ms), while streams are open. */
  pollMs?: number;
  /** The reconnection delay browsers are given (ms). */
  retryMs?: number;
  /** Reports a failed read of the log (the database away); the next wake or poll tries again. */
  onError?: (error: unknown) => void;
}

export interface ResultsStreamStats {
  clients: number;
  lastEventId: number;
  /** Streams dropped because their client stopped reading. */
  dropped: number;
  /** Connections refused with 503 (over the bound, or while stopping). */
  refused: number;
}

export interface ResultsStream {
  /** Answers a request for the stream (server.ts sends it GET /api/results/stream). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Reads the log's new events and sends them; concurrent calls share one read. */
  wake(): Promise<void>;
  /** Refuses new streams and ends every open one, telling browsers to reconnect in a moment. */
  close(): void;
  stats(): ResultsStreamStats;
}

interface Client {
  response: ServerResponse;
  /** The newest event id this client has (sent, or shown by its page). */
  lastId: number;
}

interface Entry {
  id: number;
  frame: Buffer;
}

const HEARTBEAT = Buffer.from(":\n\n");
const RESET = (id: number) => Buffer.from(`id: ${id}\nevent: reset\ndata: {}\n\n`);
const frameOf = (event: LiveEvent) =>
  Buffer.from(`id: ${event.id}\nevent: results\ndata: ${JSON.stringify(event.payload)}\n\n`);

/** The id a client already has: `Last-Event-ID` (a reconnection) or `?since=` (a page's first connection). */
function lastIdOf(request: IncomingMessage): number | undefined {
  const header = request.headers["last-event-id"];
  const query = new URL(request.url ?? "/", "http://localhost").searchParams.get("since");
  const value = (typeof header === "string" && header.trim()) || query;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

export function createResultsStream(options: ResultsStreamOptions): ResultsStream {
  const {
    maxConnections,
    heartbeatMs = 20_000,
    maxBufferedBytes = 1024 * 1024,
    replayLimit = Math.min(500, LIVE_LOG_KEPT),
    pollMs = 5_000,
    retryMs = 2_000,
  } = options;
  const clients = new Set<Client>();
  /** The newest events, oldest first: every event with an id above `floor`. */
  const ring: Entry[] = [];
  let floor = 0;
  let lastEventId = 0;
  let loaded = false;
  let closing = false;
  let dropped = 0;
  let refused = 0;
  /** Streams waiting for the first read of the log before they start. */
  let waiting: Client[] = [];

  const drop = (client: Client) => {
    clients.delete(client);
    dropped++;
    client.response.destroy();
  };

  /**
   * Writes without ever waiting; a client that has not taken what it was sent before (more than
   * the bound still unsent) is dropped instead. The frames are shared: what waits for a slow
   * client is a reference to the same bytes every other client got.
   */
  const send = (client: Client, chunk: Buffer) => {
    if (client.response.writableLength > maxBufferedBytes) return drop(client);
    client.response.write(chunk);
  };

  const remember = (entry: Entry) => {
    ring.push(entry);
    if (ring.length > replayLimit) floor = ring.shift()!.id;
    lastEventId = entry.id;
  };

  /**
   * Sends a stream what it has not got yet, from memory (or `reset` if that is gone), in one go:
   * a burst the bound does not count (it is at most the events kept), checked at the next send.
   */
  const catchUp = (client: Client) => {
    if (client.lastId < floor) {
      client.response.write(RESET(lastEventId));
    } else {
      for (const entry of ring) if (entry.id > client.lastId) client.response.write(entry.frame);
    }
    client.lastId = Math.max(client.lastId, lastEventId);
  };

  const readLog = async () => {
    const db = options.db();
    if (!loaded) {
      const newest = await newestLiveEvents(db, replayLimit);
      for (const event of newest) remember({ id: event.id, frame: frameOf(event) });
      // Fewer than asked: the log holds every event there has been (it keeps more than this).
      floor = newest.length === replayLimit ? newest[0]!.id - 1 : 0;
      loaded = true;
      const started = waiting;
      waiting = [];
      for (const client of started) if (clients.has(client)) start(client);
      return false;
    }
    const events = await liveEventsAfter(db, lastEventId, 200);
    for (const event of events) {
      const entry = { id: event.id, frame: frameOf(event) };
      remember(entry);
      for (const client of clients) {
        if (client.lastId < entry.id) {
          send(client, entry.frame);
          client.lastId = entry.id;
        }
      }
    }
    return events.length === 200;
  };

  let reading: Promise<void> | undefined;
  let again = false;
  const wake = (): Promise<void> => {
    again = true;
    reading ??= (async () => {
      try {
        while (again) {
          again = false;
          if (await readLog()) again = true;
        }
      } catch (error) {
        options.onError?.(error);
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };

  /** A stream's start once the log is loaded: what it missed, then live events. */
  const start = (client: Client) => {
    if (client.lastId === -1) {
      client.lastId = lastEventId;
      return;
    }
    if (client.lastId > lastEventId) {
      // Ahead of this instance (another one sent it newer events): read the log first. Still
      // ahead after that, the id is not from this log (a replaced database): start afresh.
      void wake().then(() => {
        if (clients.has(client) && client.lastId > lastEventId) {
          send(client, RESET(lastEventId));
          client.lastId = lastEventId;
        }
      });
      return;
    }
    catchUp(client);
  };

  const refuse = (response: ServerResponse, retryAfterSeconds: number, reason: string) => {
    refused++;
    response
      .writeHead(503, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": String(retryAfterSeconds),
      })
      .end(reason);
  };

  const heartbeat = setInterval(() => {
    for (const client of clients) send(client, HEARTBEAT);
  }, heartbeatMs);
  heartbeat.unref();
  const poll = setInterval(() => {
    if (clients.size > 0) void wake();
  }, pollMs);
  poll.unref();

  return {
    handle(request, response) {
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { allow: "GET, HEAD", "content-length": 0 }).end();
        return;
      }
      if (closing) return refuse(response, 2, "This server is restarting; reconnect in a moment.\n");
      if (clients.size >= maxConnections) {
        // Spread the retries: a bound is reached by a crowd, which should not come back as one.
        return refuse(
          response,
          5 + Math.floor(Math.random() * 10),
          "Too many live connections on this server; try again shortly.\n",
        );
      }
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        // nginx: pass each event on at once, whatever the location says.
        "x-accel-buffering": "no",
      });
      if (request.method === "HEAD") {
        response.end();
        return;
      }
      request.socket.setNoDelay(true);
      request.socket.setKeepAlive(true, heartbeatMs);
      const client: Client = { response, lastId: lastIdOf(request) ?? -1 };
      clients.add(client);
      response.on("close", () => clients.delete(client));
      response.write(`retry: ${retryMs}\n\n`);
      if (loaded) start(client);
      else {
        waiting.push(client);
        void wake();
      }
    },

    wake,

    close() {
      closing = true;
      clearInterval(heartbeat);
      clearInterval(poll);
      // Each browser is told its own delay, so that a crowd spreads over the other instances.
      for (const client of clients) {
        client.response.end(`retry: ${500 + Math.floor(Math.random() * 2500)}\n\n`);
      }
      clients.clear();
      waiting = [];
    },

    stats: () => ({ clients: clients.size, lastEventId, dropped, refused }),
  };
}
