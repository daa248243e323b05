import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root.ts";
import { createAdminTestBed, type AdminTestBed } from "../testing/admin.ts";
import { appendLiveEvent } from "./log.ts";
import { createResultsStream, type ResultsStream, type ResultsStreamOptions } from "./results-stream.ts";

// The live results stream (issue 38) on a real HTTP server and a real database: events reach
// every open stream with their ids, a reconnection gets what it missed, a client that stops
// reading is dropped without holding back the others, the bound answers 503, and closing ends
// every stream cleanly.

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

/** An open stream read by a minimal SSE parser, as a browser's EventSource reads it. */
interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  events: SseEvent[];
  /** The named events (not the `retry:` preambles), in order. */
  named(): SseEvent[];
  /** Resolves once `count` named events have arrived. */
  until(count: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream: true when it ended cleanly. */
  ended: Promise<boolean>;
  /** The body of a refused request. */
  body(): string;
  close(): void;
}

function open(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { accept: "text/event-stream", ...headers } }, (response) => {
      response.setEncoding("utf8");
      const events: SseEvent[] = [];
      const waiters: Array<() => void> = [];
      let text = "";
      response.on("data", (chunk: string) => {
        text += chunk;
        let end: number;
        while ((end = text.indexOf("\n\n")) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const colon = line.indexOf(":");
            const field = line.slice(0, colon) as keyof SseEvent;
            event[field] = line.slice(colon + 1).replace(/^ /, "");
          }
          if (Object.keys(event).length > 0) events.push(event);
        }
        for (const wake of waiters.splice(0)) wake();
      });
      const ended = new Promise<boolean>((done) => {
        response.on("end", () => done(true));
        response.on("error", () => done(false));
        response.on("close", () => done(response.complete));
      });
      const named = () => events.filter((event) => event.event);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        named,
        until: (count) =>
          new Promise((done) => {
            const check = () => (named().length >= count ? done(named()) : waiters.push(check));
            check();
          }),
        ended,
        body: () => text,
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const csv = (...rows: string[]) => ["category,place,team,country,institution", ...rows].join("\n");

describe.each(testDatabaseKinds)("the live results stream on %s", (kind) => {
  let bed: AdminTestBed;
  let seasonId: string;
  const servers: Array<{ server: Server; stream: ResultsStream }> = [];

  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    seasonId = (await bed.database.db.season.findUniqueOrThrow({ where: { slug: "season-2025" } })).id;
  });
  afterEach(async () => {
    for (const { server, stream } of servers.splice(0)) {
      stream.close();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
  afterAll(() => bed?.close());

  /** An instance's stream on its own HTTP server, as server.ts serves it. */
  async function instance(options: Partial<ResultsStreamOptions> = {}) {
    const stream = createResultsStream({ db: () => bed.database.db, maxConnections: 100, ...options });
    const server = createServer((request, response) => stream.handle(request, response));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    servers.push({ server, stream });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/results/stream`;
    return { stream, url, server };
  }

  /** The admin, whose writes wake the given streams (the site's `revalidate` does it in production). */
  const adminWaking = (...streams: ResultsStream[]) =>
    createCaller({
      db: bed.database.db,
      caller: bed.admin,
      storage: bed.storage,
      revalidate: (tags) => {
        if (tags.includes("results")) for (const stream of streams) void stream.wake();
      },
    }).result;

  const lastEventId = async () =>
    (await createCaller({ db: bed.database.db, caller: { kind: "anonymous" } }).result.bySeason()).eventId;

  const importTeam = (api: ReturnType<typeof adminWaking>, team: string) =>
    api.importCsv({ seasonId, csv: csv(`robosports,1,${team},SA,School`) });

  const teamOf = (event: SseEvent) =>
    (JSON.parse(event.data!) as { categories: Array<{ results: Array<{ teamName: string }> }> })
      .categories[0]!.results[0]!.teamName;

  it("sends an admin write to every open stream, with its id, on two instances", async () => {
    const a = await instance();
    const b = await instance();
    const since = await lastEventId();
    const streams = await Promise.all([
      open(`${a.url}?since=${since}`),
      open(`${a.url}?since=${since}`),
      open(`${b.url}?since=${since}`),
    ]);
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(stream.headers["cache-control"]).toBe("no-store, no-transform");
      expect(stream.headers["x-accel-buffering"]).toBe("no");
    }
    await importTeam(adminWaking(a.stream, b.stream), "Team Live");
    for (const stream of streams) {
      const [event] = await stream.until(1);
      expect(event).toMatchObject({ id: String(since + 1), event: "results" });
      expect(JSON.parse(event!.data!)).toEqual({
        season: "season-2025",
        latest: true,
        categories: [
          {
            category: "robosports",
            results: [
              {
                id: expect.any(String),
                place: 1,
                medal: "gold",
                teamName: "Team Live",
                country: "SA",
                institution: "School",
              },
            ],
          },
        ],
      });
      // The browser is told how soon to reconnect.
      expect(stream.events[0]).toEqual({ retry: "2000" });
      stream.close();
    }
  });

  it("a reconnection with Last-Event-ID gets the events it missed, on the same or a fresh instance", async () => {
    const a = await instance();
    const api = adminWaking(a.stream);
    const first = await open(`${a.url}?since=${await lastEventId()}`);
    await importTeam(api, "Team One");
    const [seen] = await first.until(1);
    first.close();

    // Two changes while the page is away.
    await importTeam(api, "Team Two");
    await importTeam(api, "Team Three");

    // The browser reconnects with the id of the last event it got (the `since` of its first
    // connection is ignored then).
    const again = await open(`${a.url}?since=1`, { "last-event-id": seen!.id! });
    const missed = await again.until(2);
    expect(missed.map((event) => [Number(event.id) - Number(seen!.id), teamOf(event)])).toEqual([
      [1, "Team Two"],
      [2, "Team Three"],
    ]);
    // And then what comes next, live.
    await importTeam(api, "Team Four");
    expect(teamOf((await again.until(3))[2]!)).toBe("Team Four");

    // A fresh instance (started after those changes) replays them from the shared log.
    const fresh = await instance();
    const elsewhere = await open(fresh.url, { "last-event-id": seen!.id! });
    expect((await elsewhere.until(3)).map(teamOf)).toEqual(["Team Two", "Team Three", "Team Four"]);
    again.close();
    elsewhere.close();
  });

  it("a page that missed more than the instance keeps is told to reload", async () => {
    const a = await instance({ replayLimit: 2 });
    const api = adminWaking(a.stream);
    const since = await lastEventId();
    // Three changes; the instance keeps two.
    for (const team of ["Team Five", "Team Six", "Team Seven"]) await importTeam(api, team);
    await a.stream.wake();
    const late = await open(`${a.url}?since=${since}`);
    const [reset] = await late.until(1);
    expect(reset).toEqual({ id: String(since + 3), event: "reset", data: "{}" });
    // One missed event only: replayed.
    const recent = await open(`${a.url}?since=${since + 2}`);
    expect(teamOf((await recent.until(1))[0]!)).toBe("Team Seven");
    late.close();
    recent.close();
  });

  it("a client that never reads is dropped, and the others get every event", async () => {
    const a = await instance({ maxBufferedBytes: 256 * 1024 });
    const since = await lastEventId();
    // A client that sends its request and then never reads a byte.
    const stuck = connect((a.server.address() as AddressInfo).port, "127.0.0.1");
    stuck.pause();
    stuck.write(`GET /api/results/stream?since=${since} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const reader = await open(`${a.url}?since=${since}`);
    await expect.poll(() => a.stream.stats().clients).toBe(2);

    // Forty large changes (half a megabyte each: well past what the kernel's socket buffers
    // absorb for the stuck client), appended to the log as admin writes append them. The reader
    // gets each one while the stuck client is still connected, then after it is dropped.
    const padding = "x".repeat(512 * 1024);
    for (let change = 1; change <= 40; change++) {
      await bed.database.db.$transaction((tx) => appendLiveEvent(tx, { change, padding }));
      void a.stream.wake();
      await reader.until(change);
    }
    expect(reader.named().map((event) => (JSON.parse(event.data!) as { change: number }).change)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(a.stream.stats()).toMatchObject({ clients: 1, dropped: 1 });
    reader.close();
    stuck.destroy();
  });

  it("answers 503 with Retry-After beyond its bound", async () => {
    const a = await instance({ maxConnections: 2 });
    const [first, second] = await Promise.all([open(a.url), open(a.url)]);
    const refused = await open(a.url);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body()).toMatch(/Too many live connections/);
    expect(a.stream.stats()).toMatchObject({ clients: 2, refused: 1 });
    // A place freed is a place taken again.
    first.close();
    await expect.poll(() => a.stream.stats().clients).toBe(1);
    const admitted = await open(a.url);
    expect(admitted.status).toBe(200);
    for (const stream of [second, admitted]) stream.close();
  });

  it("closing ends every stream cleanly, tells browsers when to come back, and refuses new ones", async () => {
    const a = await instance();
    const streams = await Promise.all([open(a.url), open(a.url), open(a.url)]);
    await expect.poll(() => a.stream.stats().clients).toBe(3);
    a.stream.close();
    for (const stream of streams) {
      expect(await stream.ended).toBe(true);
      expect(Number(stream.events.at(-1)?.retry)).toBeGreaterThanOrEqual(500);
    }
    const refused = await open(a.url);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
