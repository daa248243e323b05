import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase } from "./client.ts";
import { type Connection, type DatabaseTarget } from "./connection.ts";
import { migrate } from "./migrate.ts";

/**
 * The database kinds the integration tests run on: always an in-memory PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL points at a server (as in CI).
 */
export const testDatabaseKinds: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  target: DatabaseTarget;
  db: ReturnType<typeof createDatabase>["db"];
  /** The driver under `db`, for running migrations on the same (possibly in-memory) database. */
  connection: Connection;
  close(): Promise<void>;
}

/**
 * A new, empty database for one test file: an in-memory PGlite, or a freshly created
 * PostgreSQL database (dropped again on close) so that test files never share rows.
 * With `migrated: false` the schema is left empty, for testing the migrations themselves.
 */
export async function createTestDatabase(
  kind: "pglite" | "postgres",
  { migrated = true } = {},
): Promise<TestDatabase> {
  let target: DatabaseTarget = { kind: "pglite", dir: null };
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `wro_test_${randomBytes(6).toString("hex")}`;
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    target = { kind: "postgres", url: url.toString() };
    dropDatabase = async () => {
      await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    };
  }
  const { db, connection, close } = createDatabase(target);
  if (migrated) await migrate(connection);
  return {
    target,
    db,
    connection,
    async close() {
      await close();
      await dropDatabase();
    },
  };
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
