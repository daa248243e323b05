// `pnpm bench:checkin`: how fast the gate gets its verdict (issue 37: p99 ≤ 50 ms on this
// machine) when BENCH_GATES (20) gates scan at once, on the production build with PostgreSQL.
//
// Each gate is a signed-in gate staff account (type 5, as `pnpm wro gate:create` makes) with a
// gate name of its own, scanning through the real `checkin.scan` tRPC call, a new scan id each
// time: green first entries (a person not yet in today), amber repeats (a person some gate let
// in before) and red unknown codes (a forged QR, or a typed manual code no badge has), about
// 60 / 25 / 15 %. The latency is the client's, from the request to the verdict. After 60
// uncounted scans per gate, three loads of BENCH_SCANS (120) scans per gate each:
// - "a scan every 0.5 s at each gate": every gate scans about twice a second (each pause drawn
//   between half and one and a half of BENCH_PACE_MS, 500), the gates independent of each
//   other: 40 scans a second in all, more than 20 lanes of people can walk through. The target
//   is judged on this load.
// - "all gates at the same instant": the same pace, but every gate scans at the same moment,
//   the worst second of the load above: 20 scans arrive together.
// - "flat out": no pause at all, every gate always has a scan in flight; the throughput ceiling
//   (its latency is the queue).
// Every answer is checked against the verdict expected, and at the end the database holds
// exactly one row per scan and one first entry per person let in.
//
// In the same run, as the reference, the same gates do the SQL a verdict needs directly on
// PostgreSQL (pg, one connection per gate) under the same loads: the badge token by id (or
// manual code) with its person, order, paid payment and delegation, then the scan's insert (a
// green that meets the day's first entry is inserted again as amber, as the server does). The
// server adds to that its HTTP and tRPC layers, the session, the scan id's lookup, the event's
// season, the transaction and the audit entry.
//
// The site runs as the production topology does (tests/e2e/support/topology.ts):
// BENCH_INSTANCES instances (default 2, one per core) on one fresh PostgreSQL database at
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, made and dropped),
// with Redis when TEST_REDIS_URL is set; the gates are spread over them. Needs a production
// build (the root script builds it). Timings are printed, never asserted: run it on an idle
// machine (it takes about five minutes).
import { randomBytes, randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { hashPassword } from "../../packages/auth/src/password.ts";
import { badgeToken, newManualCode, newTokenId } from "../../packages/api/src/routers/badge/tokens.ts";
import {
  createDatabase,
  newAuthSecret,
  startInstance,
  untilReady,
  type Instance,
} from "../e2e/support/topology.ts";

const port = Number(process.env.BENCH_PORT ?? 3250);
const instanceCount = Number(process.env.BENCH_INSTANCES ?? 2);
const gateCount = Number(process.env.BENCH_GATES ?? 20);
const scansPerGate = Number(process.env.BENCH_SCANS ?? 120);
const paceMs = Number(process.env.BENCH_PACE_MS ?? 500);
/** Uncounted scans per gate first, flat out: they compile the code paths and open the pools' connections. */
const warmUpScans = 60;
const postgresServer = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const targetP99Ms = 50;
const password = `Gate-${randomBytes(6).toString("hex")}`;
/** People per seeded delegation (each delegation has one paid order with one paid payment). */
const delegationSize = 20;

type Kind = "green" | "amber" | "red";
/** One gate's pattern of scans, repeated: 12 green, 5 amber, 3 red of 20. */
const pattern = [..."ggaggrgagrgagagrgagg"].map((letter): Kind =>
  letter === "g" ? "green" : letter === "a" ? "amber" : "red",
);
const kindAt = (index: number): Kind =>
  // A gate's first scan lets someone in, so that an amber always has someone to repeat.
  index === 0 ? "green" : pattern[index % pattern.length]!;
const greensPer = (scans: number) =>
  Array.from({ length: scans }, (_, index) => kindAt(index)).filter((kind) => kind === "green").length;

/** How the gates' scans are spread in time. */
interface Load {
  name: string;
  /** The mean time from one scan's start to the next at a gate; null: the next starts at the verdict. */
  paceMs: number | null;
  /** Every gate scans at the same instant (else each at its own moments). */
  together: boolean;
}
const loads: Load[] = [
  { name: `a scan every ${paceMs / 1000} s at each gate`, paceMs, together: false },
  { name: "all gates at the same instant", paceMs, together: true },
  { name: "flat out", paceMs: null, together: false },
];
const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

const database = await createDatabase(postgresServer);
const instances: Instance[] = [];
const authSecret = newAuthSecret();

/** A person of a paid delegation with a live badge: the QR's text and the typed code. */
interface Person {
  id: string;
  tokenId: string;
  qr: string;
}

/** The people no gate has let in yet (each green takes one) and those let in (ambers repeat them). */
const waiting: Person[] = [];
const admitted: Person[] = [];
let picks = 0;
/** A deterministic spread over the people let in so far. */
const someoneAdmitted = () => admitted[(picks++ * 7919) % admitted.length]!;

/** A code no badge has: a QR whose signature is not ours, or a typed code of the right shape. */
const unknownCode = (index: number) =>
  index % 2 ? `${newTokenId()}.${randomBytes(16).toString("base64url")}` : newManualCode();

/** A signed-in gate staff member: a cookie jar over fetch. */
class Gate {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;
  readonly login: string;
  /** The gate's name, as its staff set it on the device. */
  readonly name: string;
  constructor(baseUrl: string, login: string, name: string) {
    this.baseUrl = baseUrl;
    this.login = login;
    this.name = name;
  }

  private async fetch(path: string, init: RequestInit = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Signs in on the back office's form, as gate staff do. */
  async signIn() {
    const { csrfToken } = (await (await this.fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    const answer = await this.fetch("/api/auth/callback/admin-credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, login: this.login, password, json: "true" }),
    });
    await answer.arrayBuffer();
    if (![...this.cookies.keys()].some((name) => name.includes("session-token")))
      throw new Error(`${this.login} could not sign in (${answer.status}).`);
  }

  /** One `checkin.scan`: the verdict, or throws with the error's message. */
  async scan(code: string): Promise<Kind> {
    const answer = await this.fetch("/api/trpc/checkin.scan", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        json: { code, gate: this.name, scanId: randomUUID(), scannedAt: new Date().toISOString() },
      }),
    });
    const body = (await answer.json()) as {
      result?: { data: { json: { verdict: Kind } } };
      error?: { json: { message: string } };
    };
    if (!body.result) throw new Error(body.error?.json.message ?? `HTTP ${answer.status}`);
    return body.result.data.json.verdict;
  }
}

/** What one way of reaching a verdict measured. */
interface Run {
  latencies: number[];
  byKind: Record<Kind, number[]>;
  wrong: number;
  errors: Map<string, number>;
  seconds: number;
}

const newRun = (): Run => ({
  latencies: [],
  byKind: { green: [], amber: [], red: [] },
  wrong: 0,
  errors: new Map(),
  seconds: 0,
});

/**
 * Every gate scans `scans` codes, spread in time as `load` says, all gates at once; `verdict`
 * reaches the verdict of one code at one gate. A gate waits for a verdict before its next scan,
 * as the device does.
 */
async function scanAtGates(
  run: Run,
  scans: number,
  load: Load,
  verdict: (gate: number, code: string) => Promise<Kind>,
) {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: gateCount }, async (_, gate) => {
      const pace = load.paceMs;
      // Independent gates start at moments of their own within the first pause.
      let at = started + (pace !== null && !load.together ? Math.random() * pace : 0);
      for (let index = 0; index < scans; index++) {
        if (pace !== null) {
          await sleepUntil(at);
          at += load.together ? pace : pace * (0.5 + Math.random());
        }
        const kind = kindAt(index);
        const person = kind === "green" ? waiting.shift()! : kind === "amber" ? someoneAdmitted() : null;
        const code = person ? person.qr : unknownCode(index);
        const begun = performance.now();
        try {
          const answer = await verdict(gate, code);
          const took = performance.now() - begun;
          run.latencies.push(took);
          run.byKind[kind].push(took);
          if (answer !== kind) run.wrong++;
          if (kind === "green" && person) admitted.push(person);
        } catch (error) {
          const reason = (error as Error).message;
          run.errors.set(reason, (run.errors.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
}

/** The SQL of a verdict, straight on PostgreSQL: the token with what decides, then the scan's row. */
const lookupSql = (by: "id" | "manual_code") => `
  SELECT t.id, t.revoked_at, d.id AS delegate_id, d.name_latin, d.name_arabic, d.role,
    o.status AS order_status,
    EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid') AS paid,
    g.name AS delegation, g.country, g.status AS delegation_status, g.season_id
  FROM badge_tokens t
  JOIN delegates d ON d.id = t.delegate_id
  JOIN delegations g ON g.id = d.delegation_id
  LEFT JOIN orders o ON o.id = d.order_id
  WHERE t.${by} = $1`;
const insertSql = `
  INSERT INTO check_ins (id, scan_id, delegate_id, token_id, gate, day, scanned_at, verdict, reason, green_for)
  VALUES ($1, $2, $3, $4, $5, (now() AT TIME ZONE 'Asia/Riyadh')::date, now(), $6, $7, $8)
  ON CONFLICT DO NOTHING RETURNING id`;
const tokenPattern = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

async function directVerdict(client: pg.Client, gate: string, code: string): Promise<Kind> {
  const insert = async (kind: Kind, reason: string, token?: { id: string; delegate_id: string }) =>
    (
      await client.query(insertSql, [
        randomUUID(),
        randomUUID(),
        token?.delegate_id ?? null,
        token?.id ?? null,
        gate,
        kind,
        reason,
        kind === "green" ? token!.delegate_id : null,
      ])
    ).rowCount === 1;
  // A forged QR is refused before the database is asked, as on the server (its signature is
  // checked in memory); only the red scan is recorded.
  const qr = tokenPattern.exec(code);
  const signed = qr && badgeToken(authSecret, qr[1]!) === code;
  if (qr && !signed) return (await insert("red", "unknownBadge"), "red");
  const [token] = (
    await client.query<{
      id: string;
      delegate_id: string;
      revoked_at: Date | null;
      order_status: string | null;
      paid: boolean;
      delegation_status: string;
    }>(lookupSql(qr ? "id" : "manual_code"), [qr ? qr[1] : code])
  ).rows;
  if (!token) return (await insert("red", "unknownBadge"), "red");
  if (
    token.revoked_at ||
    token.order_status !== "paid" ||
    !token.paid ||
    token.delegation_status === "cancelled"
  )
    return (await insert("red", "notPaid", token), "red");
  if (await insert("green", "firstEntry", token)) return "green";
  await insert("amber", "alreadyCheckedIn", token);
  return "amber";
}

/** Seeds the paid delegations, their people and a live badge token each. */
async function seedPeople(client: pg.Client, count: number) {
  const delegations = Math.ceil(count / delegationSize);
  await client.query(`
    INSERT INTO users (id, name, email, national_id, phone_number, type, verified, updated_at)
      SELECT 'bench-organizer-' || i, 'Organizer ' || i, 'organizer-' || i || '@bench.example.org',
        (2300000000 + i)::text, '+96651' || (1000000 + i), 2, true, now()
      FROM generate_series(0, ${delegations} - 1) AS i;
    INSERT INTO delegations (id, season_id, organizer_id, name, country, status, updated_at)
      SELECT 'bench-delegation-' || i, (SELECT season_id FROM registration_settings LIMIT 1),
        'bench-organizer-' || i, 'Delegation ' || i, 'KW', 'paid', now()
      FROM generate_series(0, ${delegations} - 1) AS i;
    INSERT INTO orders (id, delegation_id, status, sar_per_usd, vat_basis_points, paid_at, idempotency_key, updated_at)
      SELECT 'bench-order-' || i, 'bench-delegation-' || i, 'paid', 37500, 1500, now(), 'bench-order-' || i, now()
      FROM generate_series(0, ${delegations} - 1) AS i;
    INSERT INTO payments (id, order_id, provider, gateway_payment_id, status, amount_halalas, updated_at)
      SELECT 'bench-payment-' || i, 'bench-order-' || i, 'bank_transfer', 'BENCH-' || i, 'paid', 0, now()
      FROM generate_series(0, ${delegations} - 1) AS i;
    INSERT INTO delegates (id, delegation_id, fee_category_key, role, name_latin, name_arabic, nationality, order_id, updated_at)
      SELECT 'bench-person-' || i, 'bench-delegation-' || (i / ${delegationSize}), 'participant', 'student',
        'Participant ' || i, 'مشارك ' || i, 'KW', 'bench-order-' || (i / ${delegationSize}), now()
      FROM generate_series(0, ${count} - 1) AS i;`);
  const people: Person[] = [];
  const codes = new Set<string>();
  for (let index = 0; index < count; index++) {
    let code = newManualCode();
    while (codes.has(code)) code = newManualCode();
    codes.add(code);
    const tokenId = newTokenId();
    people.push({ id: `bench-person-${index}`, tokenId, qr: badgeToken(authSecret, tokenId) });
  }
  await client.query(
    `INSERT INTO badge_tokens (id, delegate_id, live_for, manual_code)
      SELECT id, delegate, delegate, code FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, delegate, code)`,
    [people.map((person) => person.tokenId), people.map((person) => person.id), [...codes]],
  );
  return people;
}

/** The median, the 99th percentile and the slowest, in ms. */
function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  const ms = (value: number) => Number(value.toFixed(1));
  return { scans: sorted.length, p50: ms(at(0.5)), p99: ms(at(0.99)), max: ms(at(1)) };
}

const client = new pg.Client({ connectionString: database.url });
const gateClients: pg.Client[] = [];
try {
  const common = {
    databaseUrl: database.url,
    redisUrl: process.env.TEST_REDIS_URL ?? "",
    redisKeyPrefix: `wro-bench-${randomBytes(4).toString("hex")}`,
    authSecret,
    siteUrl: `http://127.0.0.1:${port}`,
  };
  // The first sets the database up; the others start on it once it is. A server left on a port
  // would answer for an instance and be measured in its place.
  for (let index = 0; index < instanceCount; index++) {
    const taken = await fetch(`http://127.0.0.1:${port + index}/api/ready`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`Port ${port + index} is taken: stop what answers there first.`);
    const instance = startInstance({
      ...common,
      name: `site ${index + 1}`,
      port: port + index,
      setUp: index === 0,
    });
    instances.push(instance);
    await untilReady(instance);
  }

  await client.connect();
  // The gate staff: accounts of type 5 with one password hash.
  const hash = await hashPassword(password);
  await client.query(
    `INSERT INTO users (id, name, email, national_id, phone_number, type, verified, password_hash, updated_at)
      SELECT 'bench-gate-' || i, 'Gate staff ' || i, 'gate-' || i || '@bench.example.org',
        (1900000000 + i)::text, '+96655' || (1000000 + i), 5, true, $1, now()
      FROM generate_series(0, $2::int - 1) AS i`,
    [hash, gateCount],
  );
  // Enough people for every green: each is let in once.
  const greens = gateCount * (greensPer(warmUpScans) + 2 * loads.length * greensPer(scansPerGate));
  waiting.push(...(await seedPeople(client, greens)));

  const gates = Array.from(
    { length: gateCount },
    (_, index) =>
      new Gate(
        instances[index % instances.length]!.baseUrl,
        `gate-${index}@bench.example.org`,
        `Gate ${String.fromCharCode(65 + (index % 26))}${index >= 26 ? Math.floor(index / 26) : ""}`,
      ),
  );
  for (const gate of gates) await gate.signIn();
  for (let index = 0; index < gateCount; index++) {
    const gateClient = new pg.Client({ connectionString: database.url });
    await gateClient.connect();
    gateClients.push(gateClient);
  }
  const throughServer = (gate: number, code: string) => gates[gate]!.scan(code);
  const straightToPostgres = (gate: number, code: string) =>
    directVerdict(gateClients[gate]!, gates[gate]!.name, code);

  const cpuLoad = loadavg()[0]!.toFixed(2);
  // Uncounted: the first requests compile code paths and open the pools' connections.
  await scanAtGates(newRun(), warmUpScans, loads[2]!, throughServer);
  const runs: Array<{ load: Load; server: Run; direct: Run }> = [];
  for (const load of loads) {
    // Through the server (tRPC over HTTP, as the gate screen calls it), then the reference.
    const server = newRun();
    await scanAtGates(server, scansPerGate, load, throughServer);
    const direct = newRun();
    await scanAtGates(direct, scansPerGate, load, straightToPostgres);
    runs.push({ load, server, direct });
  }

  const [rows] = (
    await client.query<{ scans: string; greens: string; people: string; gates: string }>(`
      SELECT count(*) AS scans, count(*) FILTER (WHERE verdict = 'green') AS greens,
        count(DISTINCT green_for) AS people, count(DISTINCT gate) AS gates FROM check_ins`)
  ).rows;

  console.log(
    `\nCheck-in at the gate: ${gateCount} gates at once, ${scansPerGate} scans each per load, production build` +
      ` on PostgreSQL, ${instances.length} instance(s) (${cpus().length} CPUs, load ${cpuLoad} at start).` +
      `\nServer: checkin.scan over HTTP (tRPC) as a signed-in gate; PostgreSQL: the lookup and the insert with pg.`,
  );
  console.table(
    runs.map(({ load, server, direct }) => {
      const ours = summary(server.latencies);
      const reference = summary(direct.latencies);
      return {
        load: load.name,
        "server p50 ms": ours.p50,
        "server p99 ms": ours.p99,
        "server max ms": ours.max,
        "scans/s": Math.round(server.latencies.length / server.seconds),
        "PostgreSQL p50 ms": reference.p50,
        "PostgreSQL p99 ms": reference.p99,
      };
    }),
  );
  const judged = runs[0]!;
  console.log(`By verdict, server, ${judged.load.name}:`);
  console.table(
    (["green", "amber", "red"] as const).map((kind) => {
      const { scans, p50, p99, max } = summary(judged.server.byKind[kind]);
      return { verdict: kind, scans, "p50 ms": p50, "p99 ms": p99, "max ms": max };
    }),
  );
  const errors = new Map<string, number>();
  for (const { server, direct } of runs)
    for (const [reason, count] of [...server.errors, ...direct.errors])
      errors.set(reason, (errors.get(reason) ?? 0) + count);
  if (errors.size) console.table([...errors].map(([reason, count]) => ({ error: reason, count })));
  const p99 = summary(judged.server.latencies).p99;
  console.log(
    p99 <= targetP99Ms
      ? `Target met: server p99 ${p99} ms ≤ ${targetP99Ms} ms (${judged.load.name}).`
      : `TARGET MISSED: server p99 ${p99} ms > ${targetP99Ms} ms (${judged.load.name}).`,
  );

  const sent = gateCount * (warmUpScans + 2 * loads.length * scansPerGate);
  const wrong = runs.reduce((sum, { server, direct }) => sum + server.wrong + direct.wrong, 0);
  const failed = [...errors.values()].reduce((sum, count) => sum + count, 0);
  const checks = [
    { check: "every verdict as expected", ok: wrong === 0, value: wrong },
    { check: "no scan failed", ok: failed === 0, value: failed },
    { check: "one row per scan", ok: Number(rows!.scans) === sent, value: `${rows!.scans} / ${sent}` },
    {
      check: "one first entry per person let in",
      ok: rows!.greens === rows!.people && Number(rows!.greens) === admitted.length,
      value: `${rows!.greens} / ${admitted.length}`,
    },
    { check: "every gate by its name", ok: Number(rows!.gates) === gateCount, value: rows!.gates },
  ];
  console.table(checks);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
} finally {
  await Promise.all(gateClients.map((gateClient) => gateClient.end()));
  await client.end().catch(() => {});
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.drop();
}
