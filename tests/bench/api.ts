// Throughput and latency of the legacy REST API on the production build, on the embedded
// database (PGlite) and on PostgreSQL: a cached public list and an admin list (signed in with
// a token from POST /api/adduser), each at 50 concurrent connections. Prints a table.
//
// Needs a production build that includes the API (`pnpm --filter @wro/site build`); this script
// does not build. PostgreSQL: a fresh database on BENCH_POSTGRES_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; skipped when unreachable.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { startProductionServer } from "./production-server.ts";
import { e2eAdmin } from "../e2e/support/admin-account.ts";

const port = Number(process.env.BENCH_PORT ?? 3210);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const postgresServer = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// The first admin the test server seeds.
const admin = { national_id: e2eAdmin.nationalId, password: e2eAdmin.password };

const buildId = fileURLToPath(new URL("../../apps/site/.next/BUILD_ID", import.meta.url));
if (!existsSync(buildId)) {
  console.error(
    "No production build (apps/site/.next/BUILD_ID). Build the site first: pnpm --filter @wro/site build",
  );
  process.exit(1);
}

interface Row {
  database: string;
  call: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  requests: number;
  "non-2xx": number;
  errors: number;
}

async function measure(
  database: string,
  call: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // Warm-up: the first requests compile routes and fill caches.
  for (let index = 0; index < 20; index++) await (await fetch(url, { headers })).arrayBuffer();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    database,
    call,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchmark(database: string, databaseUrl?: string): Promise<Row[]> {
  const server = await startProductionServer(port, { databaseUrl });
  try {
    const openApi = await fetch(`${server.baseUrl}/api/openapi.json`);
    if (!openApi.ok) {
      throw new Error(
        `The production build has no legacy REST API (GET /api/openapi.json answered ${openApi.status}). Rebuild the site.`,
      );
    }
    const signIn = await fetch(`${server.baseUrl}/api/adduser/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...admin, loginType: "national_id", type: 4 }),
    });
    const token = signIn.headers.get("authorization");
    if (!signIn.ok || !token)
      throw new Error(`Admin sign-in failed (${signIn.status}): ${signIn.headers.get("e_message")}`);
    return [
      await measure(
        database,
        "GET /api/partners/?status=true",
        `${server.baseUrl}/api/partners/?status=true`,
      ),
      await measure(
        database,
        "GET /api/admin/partners/?page=0",
        `${server.baseUrl}/api/admin/partners/?page=0`,
        {
          authorization: token,
        },
      ),
    ];
  } finally {
    server.stop();
    // Let the server release its port and database before the next run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const rows: Row[] = [];
rows.push(...(await benchmark("PGlite")));

const name = `wro_bench_${randomBytes(6).toString("hex")}`;
let created = false;
try {
  await withServer((client) => client.query(`CREATE DATABASE "${name}"`));
  created = true;
} catch (error) {
  console.warn(`PostgreSQL skipped: ${postgresServer} is not reachable (${(error as Error).message}).`);
}
if (created) {
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  try {
    rows.push(...(await benchmark("PostgreSQL", url.toString())));
  } finally {
    await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

console.log(`\nLegacy REST API, production build, ${connections} connections, ${seconds} s per call:`);
console.table(rows);
