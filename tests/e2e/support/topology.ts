// The production topology of issue "Many instances", made of processes: instances of the built
// site on one PostgreSQL database and one Redis, behind the shipped nginx configuration.
// Each run has its own database and Redis key prefix, and removes both when it is done.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { e2eAdmin } from "./admin-account.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const siteDir = join(root, "apps/site");
const cliDir = join(root, "packages/cli");

/** The services the scale tests need; without them they are skipped. */
export const services = {
  databaseUrl: process.env.TEST_DATABASE_URL,
  redisUrl: process.env.TEST_REDIS_URL,
};

export const nginxInstalled = () => spawnSync("sh", ["-c", "command -v nginx"]).status === 0;

/** A new PostgreSQL database on the test server; `drop` removes it. */
export async function createDatabase(serverUrl: string) {
  const name = `wro_scale_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Runs one query on this database. */
    async query<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<Row>(sql)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A key prefix of this run's own in Redis; `clear` deletes every key under it. */
export function redisPrefix(redisUrl: string) {
  const prefix = `wro-scale-${randomBytes(4).toString("hex")}`;
  return {
    prefix,
    async clear() {
      const redis = new Redis(redisUrl);
      try {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

/**
 * A TCP relay between an instance and PostgreSQL that the test can cut and restore, as a
 * database outage looks to the instance: connections drop and new ones are refused.
 */
export async function databaseRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server!.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: () => listen(port),
  };
}

export interface Instance {
  name: string;
  baseUrl: string;
  port: number;
  /** The server's process id (the shell that set it up was replaced by it). */
  pid: number;
  /** Everything the instance wrote to standard output and error. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM to the instance; resolves with its exit code. */
  stop(): Promise<number | null>;
}

export interface InstanceOptions {
  name: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  authSecret: string;
  siteUrl: string;
  /** Apply the migrations and seed before serving, as `npm start` does (default: yes). */
  setUp?: boolean;
  /** PAGE_FILES_DIR: where it writes public pages as files for nginx (default: none). */
  pageFilesDir?: string;
}

/**
 * Starts one production instance: the set-up `npm start` runs (migrations and seed, under the
 * database's lock), then `node server.ts`, which replaces the shell, so the process the test
 * holds is the server itself.
 */
export function startInstance(options: InstanceOptions): Instance {
  const { name, port, setUp = true } = options;
  const dataDir = mkdtempSync(join(tmpdir(), `wro-scale-${name}-`));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    WRO_DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    AUTH_SECRET: options.authSecret,
    AUTH_SECURE_COOKIES: "false",
    SITE_URL: options.siteUrl,
    NEXTAUTH_URL: options.siteUrl,
    TRUSTED_PROXIES: "127.0.0.1",
    ADMIN_NATIONAL_ID: e2eAdmin.nationalId,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: "warn",
    PAGE_FILES_DIR: options.pageFilesDir ?? "",
  };
  const setUpCommand = setUp ? `cd ${cliDir} && node_modules/.bin/tsx src/main.ts migrate --seed && ` : "";
  const child: ChildProcess = spawn("sh", ["-c", `${setUpCommand}cd ${siteDir} && exec node server.ts`], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    name,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => lines.join(""),
    exited,
    stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Resolves once the instance answers /api/ready with 200; fails with its output if it exits first. */
export async function untilReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void instance.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${instance.name} exited before it was ready:\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} was not ready within ${timeoutMs / 1000} s:\n${instance.output()}`);
}

export const newAuthSecret = () => randomBytes(32).toString("base64url");
