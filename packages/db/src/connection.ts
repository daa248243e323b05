import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { claimDataDir } from "./data-dir-lock.ts";
import { dataDir, env } from "./env.ts";

/** Which database to talk to: embedded PGlite (in a directory, or in memory) or a PostgreSQL server. */
export type DatabaseTarget = { kind: "pglite"; dir: string | null } | { kind: "postgres"; url: string };

/** The configured database: PostgreSQL when DATABASE_URL is set, PGlite in `.data/pglite` otherwise. */
export function configuredTarget(): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dir: join(dataDir, "pglite") };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "postgres")
    return `PostgreSQL at ${new URL(target.url).host}${new URL(target.url).pathname}`;
  return target.dir ? `embedded PGlite in ${target.dir}` : "embedded PGlite in memory";
}

/** A driver adapter factory for Prisma Client and the schema engine, and how to release it. */
export interface Connection {
  adapter: SqlMigrationAwareDriverAdapterFactory;
  close: () => Promise<void>;
}

/**
 * Names for the statements Prisma sends, so that each connection prepares a statement once and
 * then only binds and executes it: PostgreSQL parses and plans it again for every unnamed one.
 * One name per distinct SQL text, up to a bound (a text made of a list's length, `IN ($1, $2…)`,
 * can take many forms); past it statements go unnamed ("", PostgreSQL's unnamed statement), as
 * before.
 */
function preparedStatementName(limit = 1_000) {
  const names = new Map<string, string>();
  return ({ sql }: { sql: string }): string => {
    let name = names.get(sql);
    if (name === undefined && names.size < limit) names.set(sql, (name = `wro_${names.size}`));
    return name ?? "";
  };
}

export function connect(target: DatabaseTarget): Connection {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator, a database
    // dropped in tests) is an "error" of the pool: without a listener it would end the process.
    // The pool opens a new connection at the next query.
    pool.on("error", (error) => {
      if (!pool.ending) console.error(`PostgreSQL ended an idle connection: ${error.message}`);
    });
    return {
      adapter: new PrismaPg(pool, { statementNameGenerator: preparedStatementName() }),
      close: () => pool.end(),
    };
  }
  if (!target.dir) {
    const pglite = new PGlite();
    return { adapter: new PrismaPGlite(pglite), close: () => pglite.close() };
  }
  // One process at a time in a folder (see data-dir-lock.ts); PGlite creates its own folder
  // but not the parents.
  const release = claimDataDir(target.dir);
  mkdirSync(dirname(target.dir), { recursive: true });
  const pglite = new PGlite(target.dir);
  return {
    adapter: new PrismaPGlite(pglite),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
