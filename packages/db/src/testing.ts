import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { createDatabase } from "./client.ts";
import { type Connection, type DatabaseTarget } from "./connection.ts";
import { PrismaClient } from "./generated/prisma/client.ts";
import { migrate } from "./migrate.ts";
import { retiredPlaceholders } from "./seed/content.ts";
import { seed } from "./seed/index.ts";
import { storeMissingFiles } from "./stored-files.ts";

/**
 * The database kinds the integration tests run on: always an in-memory PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL points at a server (as in CI).
 */
export const testDatabaseKinds: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * The admin in every `content: "seeded"` test database. Its hash is of `password`, made once
 * with @wro/auth's `hashPassword` (whose tests check that it still matches), so that building
 * a test database never runs scrypt.
 */
export const testSeedAdmin = {
  nationalId: "1000000001",
  email: "admin@example.org",
  password: "admin-password-1",
  passwordHash:
    "scrypt$32768$8$1$psMouX4KsnHAfzETvmoYRw==$V9s45zGGEOU6qpV1m9QS4mE/OMZuR4jGhP+n8FZ5KA5coWCjtsZsGKmmwFpoKq3jtPfnl2T3VPOVspRYr8fwAQ==",
};

export interface TestDatabase {
  target: DatabaseTarget;
  db: ReturnType<typeof createDatabase>["db"];
  /** The driver under `db`, for running migrations on the same (possibly in-memory) database. */
  connection: Connection;
  close: () => Promise<void>;
}

type Kind = "pglite" | "postgres";
type Content = "migrated" | "seeded";

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder of this run's database templates (see `setupTestDatabaseTemplates`). */
    wroTestTemplates: string;
  }
}

/**
 * A new database for one test file: an in-memory PGlite, or a freshly created PostgreSQL
 * database (dropped again on close), so that test files never share rows.
 * With `migrated: false` the schema is left empty, for testing the migrations themselves;
 * with `content: "seeded"` it holds the demo content, `testSeedAdmin` and the test partners
 * (`testPartners`).
 *
 * Migrating runs the schema engine in WebAssembly, and seeding stores the demo images: seconds
 * each on a busy machine. So when the package's vitest config names this module as
 * its globalSetup, each run migrates (and seeds) once per kind into a template, and every test
 * database is a copy of it: a PGlite data-folder dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 */
export async function createTestDatabase(
  kind: Kind,
  { migrated = true, content = "migrated" }: { migrated?: boolean; content?: Content } = {},
): Promise<TestDatabase> {
  if (!migrated) return openEmpty(kind);
  const templates = templatesFolder();
  if (!templates) return buildFresh(kind, content);
  return kind === "pglite" ? copyPGlite(templates, content) : copyPostgres(templates, content);
}

async function buildFresh(kind: Kind, content: Content): Promise<TestDatabase> {
  const database = await openEmpty(kind);
  await fill(database, content);
  return database;
}

async function fill(database: Pick<TestDatabase, "db" | "connection">, content: Content) {
  await migrate(database.connection);
  if (content === "seeded") {
    await seed(database.db, { admin: testSeedAdmin });
    await addTestPartners(database.db);
  }
}

/**
 * Sponsors for the tests of partner screens, lists and logos: the demo content has none (the
 * specification names no partner), so the ones earlier seeds invented serve. Each has its logo
 * stored at `partners/<slug>.png`.
 */
export const testPartners = retiredPlaceholders.partners;

/** A test logo's bytes (`test-assets/partners/<slug>.png`). */
export const testPartnerLogo = (slug: string) =>
  readFile(new URL(`../test-assets/partners/${slug}.png`, import.meta.url));

async function addTestPartners(db: TestDatabase["db"]) {
  await db.partner.createMany({
    data: testPartners.map(({ slug, ...partner }, order) => ({
      id: `test-partner-${slug}`,
      ...partner,
      filePath: `partners/${slug}.png`,
      order,
    })),
  });
  await storeMissingFiles(
    db,
    testPartners.map(({ slug }) => ({ path: `partners/${slug}.png`, read: () => testPartnerLogo(slug) })),
  );
}

/** An empty database: PGlite in memory, or a new PostgreSQL database of a random name. */
async function openEmpty(kind: Kind, template?: string): Promise<TestDatabase> {
  if (kind === "pglite") return (await openPGlite()).database;
  const serverUrl = serverUrlOrThrow();
  const name = `wro_test_${randomBytes(6).toString("hex")}`;
  await withServer(serverUrl, (client) => createPostgresDatabase(client, name, template));
  const target: DatabaseTarget = { kind: "postgres", url: databaseUrl(serverUrl, name) };
  const { db, connection, close } = createDatabase(target);
  return {
    target,
    db,
    connection,
    close: async () => {
      await close();
      await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function openPGlite(loadDataDir?: Blob) {
  const pglite = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  const adapter = new PrismaPGlite(pglite);
  const db = new PrismaClient({ adapter });
  const close = async () => {
    await db.$disconnect();
    await pglite.close();
  };
  const database: TestDatabase = {
    target: { kind: "pglite", dir: null },
    db,
    connection: { adapter, close },
    close,
  };
  return { pglite, database };
}

async function copyPGlite(templates: string, content: Content): Promise<TestDatabase> {
  const dump = join(templates, `pglite-${content}.tar`);
  const bytes = await readFile(dump).catch(async () => {
    const { pglite, database } = await openPGlite();
    await fill(database, content);
    const tar = Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer());
    await database.close();
    // Two files may build it at once: each writes its own file and the last rename wins.
    const partial = `${dump}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, tar);
    await rename(partial, dump);
    return tar;
  });
  return (await openPGlite(new Blob([bytes]))).database;
}

async function copyPostgres(templates: string, content: Content): Promise<TestDatabase> {
  const serverUrl = serverUrlOrThrow();
  const template = `${basename(templates)}_${content}`;
  const exists = await withServer(serverUrl, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    return rowCount === 1;
  });
  if (!exists) {
    // Built under a name of its own, then renamed: when two files build it at once, the first
    // rename wins and the other copy goes.
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const { db, connection, close } = createDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
    try {
      await fill({ db, connection }, content);
    } finally {
      await close();
    }
    await withServer(serverUrl, async (client) => {
      await client
        .query(`ALTER DATABASE "${name}" RENAME TO "${template}"`)
        .catch(async (error: { code?: string }) => {
          if (error.code !== "42P04") throw error;
          await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
        });
    });
  }
  return openEmpty("postgres", template);
}

async function createPostgresDatabase(client: pg.Client, name: string, template?: string) {
  const sql = template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`;
  // PostgreSQL refuses to copy a template while another session is copying it (55006): retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function templatesFolder(): string | undefined {
  try {
    return inject("wroTestTemplates");
  } catch {
    return undefined;
  }
}

/**
 * vitest globalSetup (`globalSetup: ["@wro/db/testing"]`): a folder for this run's templates,
 * removed afterwards with the PostgreSQL templates named after it.
 */
export default async function setupTestDatabaseTemplates(project: TestProject) {
  const templates = await mkdtemp(join(tmpdir(), "wro_tpl_"));
  const name = basename(templates);
  project.provide("wroTestTemplates", templates);
  return async () => {
    await rm(templates, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    await withServer(serverUrl, async (client) => {
      for (const content of ["migrated", "seeded"] satisfies Content[])
        await client.query(`DROP DATABASE IF EXISTS "${name}_${content}" WITH (FORCE)`);
    });
  };
}

function serverUrlOrThrow(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return serverUrl;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
