// `pnpm bench:scale`: what a second instance adds, in one run on the production build. Two
// instances of the site on one PostgreSQL database and one Redis (the scale test's topology),
// measured with wrk -t2 -c50 -d10s through the shipped nginx configuration, first with one
// instance as its upstream and then with both:
//   - home (en): nginx answers it from its own cache (s-maxage) and refreshes it in the background;
//   - /api/partners/?status=true: never cached by nginx, so every request reaches an instance.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL (as CI sets them) and nginx + wrk (installed when
// missing). On a 2-core machine wrk, nginx, both instances, PostgreSQL and Redis share the same
// two cores, so expect a modest gain, not a doubling.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureTools, startShippedProxy } from "../e2e/support/nginx.ts";
import {
  createDatabase,
  newAuthSecret,
  redisPrefix,
  services,
  startInstance,
  untilReady,
} from "../e2e/support/topology.ts";
import { wrk } from "./wrk.ts";

const { databaseUrl, redisUrl } = services;
if (!databaseUrl || !redisUrl) {
  console.error("Set TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis) first.");
  process.exit(2);
}
ensureTools();

const port = Number(process.env.BENCH_PORT ?? 3200);
const paths = [
  { name: "home (en)", path: "/" },
  { name: "/api/partners/?status=true", path: "/api/partners/?status=true" },
];

const database = await createDatabase(databaseUrl);
const redis = redisPrefix(redisUrl);
const work = mkdtempSync(join(tmpdir(), "wro-bench-scale-"));
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
try {
  await Promise.all([untilReady(a), untilReady(b)]);
  const results: Record<string, Record<string, ReturnType<typeof wrk>>> = {};
  for (const [label, upstreams] of [
    ["one instance", [a.port]],
    ["two instances", [a.port, b.port]],
  ] as const) {
    const proxy = await startShippedProxy(join(work, label.replace(" ", "-")), port, [...upstreams]);
    try {
      for (const { name, path } of paths) {
        for (let warm = 0; warm < 20; warm++) await (await fetch(`${proxy.baseUrl}${path}`)).arrayBuffer();
        (results[name] ??= {})[label] = wrk(`${proxy.baseUrl}${path}`);
      }
    } finally {
      proxy.stop();
    }
  }

  console.log(`\nmachine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at the end\n`);
  console.log(
    "through nginx (wrk -t2 -c50 -d10s)   one instance                            two instances                           two / one",
  );
  for (const [name, byLabel] of Object.entries(results)) {
    const one = byLabel["one instance"]!;
    const two = byLabel["two instances"]!;
    const cell = (r: typeof one) =>
      `${r.requestsPerSecond} req/s p50 ${r.p50Ms} ms p99 ${r.p99Ms} ms`.padEnd(40) +
      (r.failed || r.socketErrors ? ` (${r.failed + r.socketErrors} failed)` : "");
    console.log(
      `${name.padEnd(37)}${cell(one)}${cell(two)}${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}×`,
    );
  }
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await redis.clear();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
