// `pnpm bench:live`: the live results stream (issue 38) under BENCH_CLIENTS (5,000) open results
// pages, on the production build, in one run:
//   - "one instance": every client holds GET /api/results/stream on instance A directly;
//   - "two instances via nginx": every client holds it through the shipped nginx configuration
//     with A and B as its upstream (about half on each; B hears A's changes over Redis).
// In each, an admin signed in on A imports a CSV of 30 teams through the real `result.importCsv`
// tRPC call, BENCH_WRITES (10) times, one after the other; for every import and every client the
// time from the moment the import is sent to the moment its event arrives at that client is
// recorded (the import's own transaction included), and p50/p99/max are printed over all of
// them. Memory per connection is the instances' resident memory (and nginx's workers') with
// every client connected, minus before, divided by the clients. Errors: a connection refused or
// failed, a stream that ended, an event that never came (within 10 s).
// Target: 5,000 clients, p99 ≤ 1 s, no error. The clients run in this one process, on the same
// two cores as both instances, nginx, PostgreSQL and Redis: their own event loop's delay is in
// the figures. Needs TEST_DATABASE_URL and TEST_REDIS_URL, and nginx (installed when missing).
// Timings are printed, never asserted: run it on an idle machine (about two minutes).
import { readFileSync, chmodSync, mkdtempSync, rmSync } from "node:fs";
import { get, type ClientRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { e2eAdmin } from "../e2e/support/admin-account.ts";
import { ensureTools, startShippedProxy } from "../e2e/support/nginx.ts";
import {
  createDatabase,
  newAuthSecret,
  redisPrefix,
  services,
  startInstance,
  untilReady,
  type Instance,
} from "../e2e/support/topology.ts";

const { databaseUrl, redisUrl } = services;
if (!databaseUrl || !redisUrl) {
  console.error("Set TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis) first.");
  process.exit(2);
}
ensureTools();

const clientCount = Number(process.env.BENCH_CLIENTS ?? 5000);
const writeCount = Number(process.env.BENCH_WRITES ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3300);
/** Connections opened at once while the clients connect. */
const rampConcurrency = 200;
/** An event not at a client this long after its import is counted as missing. */
const eventTimeoutMs = 10_000;
const targetP99Ms = 1000;

/** The back office's admin: a cookie jar over fetch. */
class Admin {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async fetch(path: string, init: RequestInit = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  async signIn() {
    const { csrfToken } = (await (await this.fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    const answer = await this.fetch("/api/auth/callback/admin-credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken,
        login: e2eAdmin.nationalId,
        password: e2eAdmin.password,
        json: "true",
      }),
    });
    await answer.arrayBuffer();
    if (![...this.cookies.keys()].some((name) => name.includes("session-token")))
      throw new Error(`The admin could not sign in (${answer.status}).`);
  }

  /** Imports 30 teams of RoboSports (names of round `round`): one change, one event. */
  async importResults(round: number) {
    const rows = Array.from(
      { length: 30 },
      (_, index) =>
        `robosports,${index + 1},Team ${round}-${index + 1} Falcons,SA,King Fahd Secondary School of Jubail`,
    );
    const answer = await this.fetch("/api/trpc/result.importCsv", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        json: {
          seasonId: "seed-season-2025",
          csv: ["category,place,team,country,institution", ...rows].join("\n"),
        },
      }),
    });
    const body = await answer.text();
    if (!answer.ok || !body.includes('"imported":30')) throw new Error(`The import failed: ${body}`);
  }
}

/** One open results page, as far as the stream goes: when each event id first arrived. */
class Client {
  lastId = 0;
  readonly arrivals = new Map<number, number>();
  failure: string | null = null;
  private request: ClientRequest | undefined;
  private carry = "";

  /** Resolves once the stream has answered and sent its first bytes (or failed). */
  connect(url: string): Promise<void> {
    return new Promise((resolve) => {
      const fail = (why: string) => {
        this.failure ??= why;
        resolve();
      };
      this.request = get(url, { agent: false, headers: { accept: "text/event-stream" } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return fail(`HTTP ${response.statusCode}`);
        }
        response.setEncoding("latin1");
        response.once("data", () => resolve());
        response.on("data", (chunk: string) => this.read(chunk));
        response.on("end", () => fail("the stream ended"));
        response.on("error", (error) => fail(error.message));
      });
      this.request.on("error", (error) => fail(error.message));
    });
  }

  private read(chunk: string) {
    const now = performance.now();
    const text = this.carry + chunk;
    for (const match of text.matchAll(/(?:^|\n)id: (\d+)\n/g)) {
      const id = Number(match[1]);
      if (id > this.lastId) {
        this.lastId = id;
        this.arrivals.set(id, now);
      }
    }
    this.carry = text.slice(-24);
  }

  close() {
    this.failure ??= "closed";
    this.request?.destroy();
  }
}

/** Resident memory of processes, in bytes. */
function residentBytes(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  }
  return total;
}

/**
 * The least resident memory seen in five samples half a second apart: a garbage collection in
 * between gives back what only waits to be collected, which the least sample leaves out.
 */
async function settledBytes(pids: number[]): Promise<number> {
  let least = Infinity;
  for (let sample = 0; sample < 5; sample++) {
    least = Math.min(least, residentBytes(pids));
    await sleep(500);
  }
  return least;
}

/** The worker processes of an nginx master. */
function nginxWorkers(pidFile: string): number[] {
  try {
    const master = readFileSync(pidFile, "utf8").trim();
    return readFileSync(`/proc/${master}/task/${master}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;

interface Outcome {
  name: string;
  connected: number;
  errors: Map<string, number>;
  latencies: number[];
  missing: number;
  instanceBytesPerClient: number;
  nginxBytesPerClient: number | null;
  writeMs: number[];
}

async function measure(
  name: string,
  url: string,
  admin: Admin,
  instances: Instance[],
  nginxPids: () => number[],
): Promise<Outcome> {
  const instanceBefore = await settledBytes(instances.map((instance) => instance.pid));
  const nginxBefore = await settledBytes(nginxPids());
  const clients = Array.from({ length: clientCount }, () => new Client());
  let next = 0;
  await Promise.all(
    Array.from({ length: rampConcurrency }, async () => {
      while (next < clients.length) await clients[next++]!.connect(url);
    }),
  );
  const instanceAfter = await settledBytes(instances.map((instance) => instance.pid));
  const nginxAfter = await settledBytes(nginxPids());
  const live = () => clients.filter((client) => !client.failure);
  const connected = live().length;
  process.stdout.write(`${name}: ${connected} of ${clientCount} clients connected; importing`);

  const latencies: number[] = [];
  const writeMs: number[] = [];
  let missing = 0;
  for (let round = 1; round <= writeCount; round++) {
    const before = Math.max(...live().map((client) => client.lastId), 0);
    const sent = performance.now();
    await admin.importResults(round);
    writeMs.push(performance.now() - sent);
    const deadline = performance.now() + eventTimeoutMs;
    const arrived = (client: Client) => client.lastId > before;
    while (performance.now() < deadline && !live().every(arrived)) await sleep(20);
    for (const client of live()) {
      const id = [...client.arrivals.keys()].find((key) => key > before);
      if (id === undefined) missing++;
      else latencies.push(client.arrivals.get(id)! - sent);
    }
    process.stdout.write(".");
    await sleep(500);
  }
  process.stdout.write("\n");

  const errors = new Map<string, number>();
  for (const client of clients)
    if (client.failure) errors.set(client.failure, (errors.get(client.failure) ?? 0) + 1);
  for (const client of clients) client.close();
  await sleep(3000);
  return {
    name,
    connected,
    errors,
    latencies: latencies.sort((x, y) => x - y),
    missing,
    instanceBytesPerClient: (instanceAfter - instanceBefore) / clientCount,
    nginxBytesPerClient: nginxBefore ? (nginxAfter - nginxBefore) / clientCount : null,
    writeMs: writeMs.sort((x, y) => x - y),
  };
}

const database = await createDatabase(databaseUrl);
const redis = redisPrefix(redisUrl);
const work = mkdtempSync(join(tmpdir(), "wro-bench-live-"));
// nginx started by root runs its workers as an unprivileged user: they must read and write here.
chmodSync(work, 0o755);
const common = {
  databaseUrl: database.url,
  redisUrl,
  redisKeyPrefix: redis.prefix,
  authSecret: newAuthSecret(),
  siteUrl: `http://127.0.0.1:${port}`,
};
const a = startInstance({ ...common, name: "A", port: port + 1 });
const b = startInstance({ ...common, name: "B", port: port + 2 });
const outcomes: Outcome[] = [];
const startLoad = loadavg()[0]!;
try {
  await Promise.all([untilReady(a), untilReady(b)]);
  const admin = new Admin(a.baseUrl);
  await admin.signIn();
  // One import before anything is measured (the first one warms the code paths up).
  await admin.importResults(0);

  outcomes.push(await measure("one instance", `${a.baseUrl}/api/results/stream`, admin, [a], () => []));
  const nginxDir = join(work, "nginx");
  // Each stream takes two connections in nginx (the client's and the upstream's), all of them in
  // one worker at worst.
  const proxy = await startShippedProxy(nginxDir, port, [a.port, b.port], {
    workerConnections: 2 * clientCount + 1024,
  });
  try {
    outcomes.push(
      await measure("two instances via nginx", `${proxy.baseUrl}/api/results/stream`, admin, [a, b], () =>
        nginxWorkers(join(nginxDir, "nginx.pid")),
      ),
    );
  } finally {
    proxy.stop();
  }
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await redis.clear();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (value: number | null) => (value === null ? "–" : `${(value / 1024).toFixed(1)} KB`);
console.log(
  `\nmachine: ${cpus().length} cores, load average ${startLoad.toFixed(2)} at the start and ${loadavg()[0]!.toFixed(2)} at the end`,
);
console.log(
  `${clientCount} clients, ${writeCount} imports of 30 teams each; time from sending the import to its event at each client\n`,
);
console.log(
  "setup                      connected      p50      p99      max  missing  errors  memory/client (site)  (nginx)  import p50",
);
for (const outcome of outcomes) {
  const errorCount = [...outcome.errors.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    [
      outcome.name.padEnd(26),
      String(outcome.connected).padStart(9),
      ms(percentile(outcome.latencies, 0.5)).padStart(8),
      ms(percentile(outcome.latencies, 0.99)).padStart(8),
      ms(outcome.latencies.at(-1) ?? NaN).padStart(8),
      String(outcome.missing).padStart(8),
      String(errorCount).padStart(7),
      kb(outcome.instanceBytesPerClient).padStart(21),
      kb(outcome.nginxBytesPerClient).padStart(8),
      ms(percentile(outcome.writeMs, 0.5)).padStart(11),
    ].join(" "),
  );
  for (const [why, count] of outcome.errors) console.log(`  ${count} × ${why}`);
}
const met = outcomes.every(
  (outcome) =>
    outcome.connected === clientCount &&
    outcome.missing === 0 &&
    outcome.errors.size === 0 &&
    percentile(outcome.latencies, 0.99) <= targetP99Ms,
);
console.log(
  `\ntarget: ${clientCount} clients connected, p99 ≤ ${targetP99Ms} ms, no error: ${met ? "met" : "NOT met"}`,
);
