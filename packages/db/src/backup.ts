// Backups of the embedded database (`pnpm wro backup` / `restore`): a consistent snapshot of
// the PGlite data folder in one .tar.gz (PGlite's own dumpDataDir), and putting one back.
// Both take the folder for themselves (data-dir-lock.ts), so they refuse while the site or
// another command has the database open. A PostgreSQL server is backed up with its own tools
// (pg_dump / pg_restore, see postgresCommands).
import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { claimDataDir } from "./data-dir-lock.ts";

/** A backup or restore the user can fix (wrong file, database in the way); printed as is. */
export class BackupError extends Error {
  override readonly name = "BackupError";
}

const isDatabase = (dir: string) => existsSync(`${dir}/PG_VERSION`);

/** The file name `pnpm wro backup` uses when given none: wro-backup-20251024-093000.tar.gz (UTC). */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/-|:/g, "").replace("T", "-");
  return `wro-backup-${stamp}.tar.gz`;
}

/**
 * Writes a snapshot of the embedded database in `dir` to `file` (a new .tar.gz, readable by its
 * owner only: it holds password hashes). The folder is checkpointed first, so the snapshot
 * opens without replaying the write-ahead log. Refuses to overwrite an existing file.
 */
export async function backupEmbeddedDatabase(dir: string, file: string): Promise<{ bytes: number }> {
  if (!isDatabase(dir)) throw new BackupError(`There is no embedded database in ${dir}.`);
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  const release = claimDataDir(dir);
  try {
    const pglite = new PGlite(dir);
    let archive: Uint8Array;
    try {
      await pglite.exec("CHECKPOINT");
      archive = new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await pglite.close();
    }
    // Written beside, then renamed: an interrupted backup never looks like a complete one.
    const partial = `${file}.partial`;
    try {
      await writeFile(partial, archive, { mode: 0o600 });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { bytes: archive.byteLength };
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database in `dir` with the snapshot in `file`. Without `force`, refuses
 * when `dir` already holds a database. The snapshot is unpacked and opened beside `dir` first,
 * and must hold this application's tables; only then does it take the place of the old folder.
 */
export async function restoreEmbeddedDatabase(
  file: string,
  dir: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const archive = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      `Cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}.`,
    );
  });
  // Our backups are gzip files (magic bytes 1f 8b).
  if (archive[0] !== 0x1f || archive[1] !== 0x8b)
    throw new BackupError(`${file} is not a backup made by \`pnpm wro backup\` (a .tar.gz).`);
  const occupied = isDatabase(dir) || (existsSync(dir) && readdirSync(dir).length > 0);
  if (occupied && !force) {
    throw new BackupError(
      `${dir} already holds a database. Restoring replaces it: back it up first (pnpm wro backup), ` +
        "then run restore again with --force.",
    );
  }

  const release = claimDataDir(dir);
  const staging = `${dir}.restoring`;
  const replaced = `${dir}.replaced`;
  try {
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(dirname(dir), { recursive: true });
    const pglite = new PGlite(staging, {
      loadDataDir: new Blob([archive], { type: "application/gzip" }),
    });
    try {
      await pglite.waitReady;
      const migrations = await pglite
        .query<{ count: number }>("SELECT count(*)::int AS count FROM _prisma_migrations")
        .catch(() => null);
      if (!migrations?.rows[0]?.count) throw new BackupError(`${file} holds no WRO Saudi Arabia database.`);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${file} could not be opened as a database: ${(error as Error).message}`);
    } finally {
      await pglite.close().catch(() => {});
    }
    rmSync(replaced, { recursive: true, force: true });
    if (existsSync(dir)) renameSync(dir, replaced);
    renameSync(staging, dir);
    rmSync(replaced, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** What to run instead on a PostgreSQL database: the server's own backup tools. */
export function postgresCommands(file = defaultBackupName().replace(/\.tar\.gz$/, ".dump")) {
  return {
    backup: `pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`,
    restore: `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`,
  };
}
