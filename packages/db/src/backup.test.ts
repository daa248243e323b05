import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupEmbeddedDatabase, postgresCommands, restoreEmbeddedDatabase } from "./backup.ts";
import { createDatabase } from "./client.ts";
import { claimDataDir, DataDirInUseError, lockFileOf } from "./data-dir-lock.ts";
import { migrate } from "./migrate.ts";

const connectionModule = new URL("./connection.ts", import.meta.url).pathname;

/** Another process with the embedded database in `dir` open, as the running site has it. */
async function openElsewhere(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      `import { connect } from ${JSON.stringify(connectionModule)};
       connect({ kind: "pglite", dir: ${JSON.stringify(dir)} });
       console.log("open");
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
    child.once("exit", (code) => reject(new Error(`the other process exited (${code})`)));
  });
  return child;
}

describe("the embedded database's folder lock", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "wro-lock-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("counts claims within one process and removes its file with the last release", () => {
    const dir = join(root, "counted");
    const first = claimDataDir(dir);
    const second = claimDataDir(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), "utf8"))).toMatchObject({ pid: process.pid });
    first();
    first();
    expect(existsSync(lockFileOf(dir))).toBe(true);
    second();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it("takes over a file whose process is gone, or whose id was recycled", () => {
    const dir = join(root, "stale");
    const gone = spawnSync(process.execPath, ["--eval", "console.log(process.pid)"], { encoding: "utf8" });
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: Number(gone.stdout.trim()), boot: null, start: null }),
    );
    claimDataDir(dir)();
    // The parent process is alive, but started at another time than the file says.
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: process.ppid, boot: null, start: "1" }));
    claimDataDir(dir)();
    writeFileSync(lockFileOf(dir), "not json");
    claimDataDir(dir)();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});

// Each test starts, stops and copies whole PostgreSQL folders in WebAssembly: a few seconds on an
// idle machine, over a minute among other builds. A busy machine makes them slower, not red.
describe("backup and restore of the embedded database", { timeout: 240_000 }, () => {
  let root: string;
  let source: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "wro-backup-"));
    source = join(root, "source", "pglite");
    const database = createDatabase({ kind: "pglite", dir: source });
    await migrate(database.connection);
    await database.db.setting.create({
      data: {
        siteName: "WRO",
        registrationLink: "https://example.org/register",
        contactEmail: "info@example.org",
      },
    });
    await database.close();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("round-trips a folder, and never overwrites a file or a database unasked", async () => {
    const file = join(root, "snapshot.tar.gz");
    const { bytes } = await backupEmbeddedDatabase(source, file);
    expect(bytes).toBe(statSync(file).size);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(backupEmbeddedDatabase(source, file)).rejects.toThrow("already exists");

    const target = join(root, "target", "pglite");
    await restoreEmbeddedDatabase(file, target);
    await expect(restoreEmbeddedDatabase(file, target)).rejects.toThrow(
      "already holds a database. Restoring replaces it",
    );
    await restoreEmbeddedDatabase(file, target, { force: true });
    const restored = createDatabase({ kind: "pglite", dir: target });
    try {
      expect(await restored.db.setting.findFirstOrThrow()).toMatchObject({ siteName: "WRO" });
    } finally {
      await restored.close();
    }
    expect(existsSync(`${target}.restoring`) || existsSync(`${target}.replaced`)).toBe(false);
  });

  it("refuses files that are not backups of this application, and leaves the database as it was", async () => {
    const target = join(root, "untouched", "pglite");
    const text = join(root, "notes.txt");
    writeFileSync(text, "hello");
    await expect(restoreEmbeddedDatabase(text, target)).rejects.toThrow("is not a backup made by");
    await expect(restoreEmbeddedDatabase(join(root, "missing.tar.gz"), target)).rejects.toThrow(
      "no such file",
    );

    // A snapshot of an empty PGlite database: a real PostgreSQL folder without our tables.
    const empty = join(root, "empty", "pglite");
    await createDatabase({ kind: "pglite", dir: empty }).close();
    await backupEmbeddedDatabase(empty, join(root, "empty.tar.gz"));
    await expect(restoreEmbeddedDatabase(join(root, "empty.tar.gz"), target)).rejects.toThrow(
      "holds no WRO Saudi Arabia database",
    );
    expect(existsSync(target)).toBe(false);
  });

  it("refuses to back up or restore while another process has the database open", async () => {
    const other = await openElsewhere(source);
    try {
      const refusal = backupEmbeddedDatabase(source, join(root, "while-open.tar.gz"));
      await expect(refusal).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(refusal).rejects.toThrow(`is open in process ${other.pid}`);
      await expect(
        restoreEmbeddedDatabase(join(root, "snapshot.tar.gz"), source, { force: true }),
      ).rejects.toThrow("stop that process first");
      expect(() => createDatabase({ kind: "pglite", dir: source })).toThrow(DataDirInUseError);
    } finally {
      other.kill("SIGKILL");
      await new Promise((resolve) => other.once("exit", resolve));
    }
    // Killed without closing: its lock is left behind, and taken over.
    expect(existsSync(lockFileOf(source))).toBe(true);
    await backupEmbeddedDatabase(source, join(root, "after.tar.gz"));
  });

  it("names pg_dump and pg_restore commands for PostgreSQL, with the URL left to the shell", () => {
    expect(postgresCommands("wro.dump")).toEqual({
      backup: 'pg_dump --format=custom --no-owner --file=wro.dump "$DATABASE_URL"',
      restore: 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" wro.dump',
    });
  });
});
