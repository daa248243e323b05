// `pnpm bench:registration`: how many orders per minute national organizers can submit and pay
// when registration opens, on the production build with PostgreSQL, paying through the Moyasar
// double (which speaks Moyasar's API and posts its webhook, as Moyasar does). 200 organizers at
// once, each in a loop for BENCH_SECONDS (default 60): add a person, submit the order, open the
// payment page, pay on it, come back. Then it checks, in the database, that no fee category was
// oversold and that no order was paid twice.
//
// The site runs as the production topology does (tests/e2e/support/topology.ts): BENCH_INSTANCES
// instances (default 2, one per core; each is one Node thread) on one PostgreSQL database, with
// Redis when TEST_REDIS_URL is set; the organizers are spread over them as a load balancer would.
// Needs a production build (the script names below build it) and PostgreSQL at
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database is
// made and dropped.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { hashPassword } from "../../packages/auth/src/password.ts";
import { startMoyasarDouble } from "../../packages/api/src/testing/moyasar-double.ts";
import { startSmtpPeer } from "../../packages/api/src/testing/smtp-peer.ts";
import {
  createDatabase,
  newAuthSecret,
  startInstance,
  untilReady,
  type Instance,
} from "../e2e/support/topology.ts";

const port = Number(process.env.BENCH_PORT ?? 3230);
const instanceCount = Number(process.env.BENCH_INSTANCES ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const organizers = Number(process.env.BENCH_ORGANIZERS ?? 200);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const password = `Organizer-${randomBytes(6).toString("hex")}`;
/** The category every order buys, with fewer places than the run can sell: the race is real. */
const capacity = Number(process.env.BENCH_CAPACITY ?? 4_000);

const moyasar = await startMoyasarDouble();
// The receipts go out as in production: to an SMTP server (the tests' peer).
const smtp = await startSmtpPeer();
const database = await createDatabase(postgresServer);
const instances: Instance[] = [];

/** A signed-in organizer: a cookie jar over fetch. */
class Organizer {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;
  readonly login: string;
  constructor(baseUrl: string, login: string) {
    this.baseUrl = baseUrl;
    this.login = login;
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

  async signIn() {
    const { csrfToken } = (await (await this.fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    const answer = await this.fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, login: this.login, password, json: "true" }),
    });
    await answer.arrayBuffer();
    if (![...this.cookies.keys()].some((name) => name.includes("session-token")))
      throw new Error(`${this.login} could not sign in (${answer.status}).`);
  }

  /** One tRPC mutation; answers the result, or throws with the error's message. */
  async call<T = Record<string, unknown>>(path: string, input?: unknown): Promise<T> {
    const answer = await this.fetch(`/api/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: input ?? null }),
    });
    const body = (await answer.json()) as {
      result?: { data: { json: T } };
      error?: { json: { message: string } };
    };
    if (!body.result) throw new Error(body.error?.json.message ?? `HTTP ${answer.status}`);
    return body.result.data.json;
  }
}

/** CPU seconds (user and system) process `pid` has used so far (Linux counts them in 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the whole machine has been busy so far, all cores together. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  const [, , , idle = 0, iowait = 0] = ticks;
  return (ticks.reduce((sum, tick) => sum + tick, 0) - idle - iowait) / 100;
}

/** Where the CPU went, so far: the site's instances, this process (organizers and doubles), the machine. */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  return {
    instances: instances.reduce((sum, instance) => sum + cpuSecondsOf(instance.pid), 0),
    bench: (user + system) / 1e6,
    machine: machineBusySeconds(),
  };
}

const latencies: number[] = [];
const refusals = new Map<string, number>();

/** One organizer's loop: add a person, submit, pay on the hosted page, come back; until the time is up. */
async function register(organizer: Organizer, until: number) {
  let index = 0;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      await organizer.call("delegation.saveDelegate", {
        feeCategoryKey: "participant",
        role: "supporter",
        nameLatin: `Supporter ${String.fromCharCode(65 + (index++ % 26))}`,
        nameArabic: "داعم",
        nationality: "KW",
        dateOfBirth: "1985-01-01",
      });
      const order = await organizer.call<{ id: string }>("order.submit");
      const start = await organizer.call<{ checkout: { checkoutId: string } }>("order.pay", {
        orderId: order.id,
      });
      const paid = moyasar.pay(start.checkout.checkoutId, "paid");
      if (!paid.ok) throw new Error("the Moyasar double refused to pay");
      const back = await organizer.call<{ status: string }>("order.settleReturn", { orderId: order.id });
      if (back.status !== "paid") throw new Error(`the order came back ${back.status}`);
      latencies.push(performance.now() - started);
    } catch (error) {
      const reason = (error as Error).message;
      refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      // Sold out: this organizer is done; anything else is counted and tried again.
      if (reason.startsWith("soldOut")) return;
    }
  }
}

try {
  // Organizers, verified national organizer accounts (type 2) with one password hash.
  const hash = await hashPassword(password);
  // What every instance reads from its environment (topology.ts passes this process's on).
  Object.assign(process.env, {
    MOYASAR_SECRET_KEY: moyasar.secretKey,
    MOYASAR_API_BASE: moyasar.apiBase,
    MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
    SMTP_URL: smtp.url,
  });
  const common = {
    databaseUrl: database.url,
    redisUrl: process.env.TEST_REDIS_URL ?? "",
    redisKeyPrefix: `wro-bench-${randomBytes(4).toString("hex")}`,
    authSecret: newAuthSecret(),
    siteUrl: `http://127.0.0.1:${port}`,
  };
  // The first sets the database up; the others start on it once it is.
  for (let index = 0; index < instanceCount; index++) {
    const instance = startInstance({
      ...common,
      name: `site ${index + 1}`,
      port: port + index,
      setUp: index === 0,
    });
    instances.push(instance);
    await untilReady(instance);
  }
  // Moyasar calls the site's one public address; here, the first instance.
  moyasar.setWebhookUrl(`${instances[0]!.baseUrl}/api/payments/moyasar/webhook`);
  const logins = Array.from({ length: organizers }, (_, index) => `organizer-${index}@bench.example.org`);
  await database.query(`
    INSERT INTO users (id, name, email, national_id, phone_number, type, verified, password_hash, updated_at)
    VALUES ${logins
      .map(
        (email, index) =>
          `('bench-organizer-${index}', 'Organizer ${index}', '${email}', '${2_200_000_000 + index}', '+96650${String(1_000_000 + index)}', 2, true, '${hash}', now())`,
      )
      .join(", ")}`);
  // Registration opens now, with a capacity on the category every order buys.
  await database.query(`
    UPDATE registration_settings SET opens_at = now() - interval '1 minute', closes_at = now() + interval '1 day';
    UPDATE fee_categories SET capacity = ${capacity} WHERE key = 'participant'`);

  const people = logins.map(
    (login, index) => new Organizer(instances[index % instances.length]!.baseUrl, login),
  );
  for (const [index, organizer] of people.entries()) {
    await organizer.signIn();
    await organizer.call("delegation.save", { name: `Delegation ${index}`, country: "KW" });
  }

  const load = loadavg()[0]!.toFixed(2);
  const started = Date.now();
  const cpuBefore = cpuNow();
  await Promise.all(people.map((organizer) => register(organizer, started + seconds * 1000)));
  const elapsed = (Date.now() - started) / 1000;
  await moyasar.settled();
  const cpuAfter = cpuNow();

  const [sold] = await database.query<{ taken: number; capacity: number; lines: string }>(`
    SELECT f.taken, f.capacity,
      (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.fee_category_key = f.key AND o.status IN ('submitted', 'paid')) AS lines
    FROM fee_categories f WHERE f.key = 'participant'`);
  const [twice] = await database.query<{ orders: string }>(`
    SELECT count(*) AS orders FROM (SELECT order_id FROM payments WHERE status = 'paid'
      GROUP BY order_id HAVING count(*) > 1) AS paid_twice`);
  const [paid] = await database.query<{ orders: string; payments: string; invoices: string }>(`
    SELECT (SELECT count(*) FROM orders WHERE status = 'paid') AS orders,
      (SELECT count(*) FROM payments WHERE status = 'paid') AS payments,
      (SELECT count(DISTINCT invoice_number) FROM orders WHERE invoice_number IS NOT NULL) AS invoices`);

  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.floor(share * (latencies.length - 1))] ?? 0);
  const perMinute = Math.round((Number(paid!.orders) / elapsed) * 60);
  console.log(
    `\nRegistration rush, production build on PostgreSQL, ${instances.length} instance(s), ${organizers} organizers for ${seconds} s` +
      ` (${cpus().length} CPUs, load ${load} at start):`,
  );
  console.table([
    {
      "paid orders": Number(paid!.orders),
      "paid orders/min": perMinute,
      "target/min": 3000,
      "p50 ms": at(0.5),
      "p99 ms": at(0.99),
      refusals: [...refusals.values()].reduce((sum, count) => sum + count, 0),
    },
  ]);
  if (refusals.size) console.table([...refusals].map(([reason, count]) => ({ reason, count })));
  // Per paid order, what each part of the machine spent while the organizers ran: the budget at
  // the target is (CPUs × 60 s) / 3,000 a minute, 40 ms on 2 cores.
  const spent = (part: keyof typeof cpuAfter) =>
    Math.round(((cpuAfter[part] - cpuBefore[part]) * 1000 * 10) / Number(paid!.orders)) / 10;
  console.log("CPU per paid order, ms:");
  console.table([
    {
      "site instances": spent("instances"),
      "organizers and doubles (this process)": spent("bench"),
      "the rest (PostgreSQL, Redis, other)":
        Math.round((spent("machine") - spent("instances") - spent("bench")) * 10) / 10,
      machine: spent("machine"),
      "budget at 3,000/min": Math.round((cpus().length * 60_000 * 10) / 3000) / 10,
    },
  ]);
  const checks = [
    {
      check: "places taken ≤ capacity",
      ok: sold!.taken <= sold!.capacity,
      value: `${sold!.taken} / ${sold!.capacity}`,
    },
    {
      check: "places taken = places on live orders",
      ok: sold!.taken === Number(sold!.lines),
      value: `${sold!.taken} / ${sold!.lines}`,
    },
    { check: "no order paid twice", ok: Number(twice!.orders) === 0, value: twice!.orders },
    {
      check: "one payment per paid order",
      ok: paid!.orders === paid!.payments,
      value: `${paid!.payments} / ${paid!.orders}`,
    },
    {
      check: "one invoice number per paid order",
      ok: paid!.orders === paid!.invoices,
      value: `${paid!.invoices} / ${paid!.orders}`,
    },
  ];
  console.table(checks);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await moyasar.close();
  await smtp.close();
  await database.drop();
}
