import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

// Prisma's schema engine compiled to WebAssembly. Prisma's CLI would download a native
// binary from a host these machines cannot reach; the wasm build does the same work
// through a driver adapter and records migrations exactly as `prisma migrate deploy` does.

const packageRoot = fileURLToPath(new URL("../../", import.meta.url));
/** The schema's folder: `schema.prisma` (generator, datasource, the site's models) and `models/`. */
export const schemaDir = join(packageRoot, "prisma");
export const migrationsDir = join(packageRoot, "prisma/migrations");

/** One file of the schema, as the engine reads it. */
export interface SchemaFile {
  path: string;
  content: string;
}

/** Every `.prisma` file under the schema's folder, as Prisma's CLI reads a multi-file schema. */
export async function readSchemaFiles(dir = schemaDir): Promise<SchemaFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".prisma"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => a.localeCompare(b));
  return Promise.all(paths.map(async (path) => ({ path, content: await readFile(path, "utf8") })));
}

const noFilters = { externalTables: [], externalEnums: [] };

let wasmReady: Promise<void> | undefined;

/** Node cannot import the package's `.wasm` as a module, so we instantiate it by hand. */
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const bindingsFile = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(join(dirname(bindingsFile), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  })();
  return wasmReady;
}

async function openEngine(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> {
  await loadWasm();
  const files = await readSchemaFiles();
  return bindings.SchemaEngine.new(
    { datamodels: files.map(({ path, content }) => [path, content]) },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}

/** The migrations folder in the shape the engine reads, as Prisma's CLI builds it. */
export async function readMigrations(dir = migrationsDir): Promise<MigrationList> {
  const lockfilePath = "migration_lock.toml";
  const lockContent = await readFile(join(dir, lockfilePath), "utf8").catch(() => null);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b))
      .map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: await readFile(join(dir, name, "migration.sql"), "utf8").then(
            (value) => ({ tag: "ok" as const, value }),
            (error: Error) => ({ tag: "error" as const, value: error.message }),
          ),
        },
      })),
  );
  return {
    baseDir: dir,
    lockfile: { path: lockfilePath, content: lockContent },
    migrationDirectories,
    shadowDbInitScript: "",
  };
}

/** Applies every pending migration; returns the names it applied (none when up to date). */
export async function applyMigrations(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  dir = migrationsDir,
): Promise<string[]> {
  const engine = await openEngine(adapter);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrations(dir),
      filters: noFilters,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * The SQL that takes a database from the migrations in `dir` to the schema files given.
 * `adapter` supplies the shadow database the engine replays the migrations into;
 * an in-memory PGlite is enough. Returns an empty string when nothing changed.
 */
export async function diffMigrationsToSchema(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  schema: readonly SchemaFile[],
  dir = migrationsDir,
): Promise<string> {
  const engine = await openEngine(adapter);
  try {
    const result = await engine.diff({
      from: { tag: "migrations", ...(await readMigrations(dir)) },
      to: { tag: "schemaDatamodel", files: [...schema] },
      script: true,
      exitCode: true,
      filters: noFilters,
    });
    // Exit code 2 means "there is a difference"; 0 means none.
    return result.exitCode === 2 ? (result.stdout ?? "") : "";
  } finally {
    engine.free();
  }
}
