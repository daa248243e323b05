import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type DatabaseTarget } from "@wro/db";
import { migrate } from "@wro/db/migrate";
import { seed } from "@wro/db/seed";
import { testSeedAdmin } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCaptured } from "./testing.ts";

describe("pnpm wro backup and restore", () => {
  let dir: string;
  let source: DatabaseTarget & { kind: "pglite" };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wro-cli-backup-"));
    source = { kind: "pglite", dir: join(dir, "site", "pglite") };
    const database = createDatabase(source);
    try {
      await migrate(database.connection);
      await seed(database.db, { admin: testSeedAdmin });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = (target: DatabaseTarget, ...argv: string[]) =>
    runCaptured(argv, {
      open: () => Promise.reject(new Error("backup and restore open no procedures")),
      migrate: () => Promise.reject(new Error("backup and restore migrate nothing")),
      target,
      cwd: dir,
    });

  it("backup snapshots a seeded embedded database; restore puts it into another folder, rows and all", async () => {
    const backup = await run(source, "backup");
    expect(backup).toMatchObject({ status: 0, err: "" });
    const [file] = (await readdir(dir)).filter((name) => /^wro-backup-\d{8}-\d{6}\.tar\.gz$/.test(name));
    expect(backup.out).toBe(
      `Backed up ${source.dir} to ${join(dir, file!)} (${backup.out.match(/\((\d+\.\d) MB\)/)![1]} MB).\n`,
    );

    const target: DatabaseTarget = { kind: "pglite", dir: join(dir, "restored", "pglite") };
    expect(await run(target, "restore", file!)).toMatchObject({
      status: 0,
      out: `Restored ${join(dir, file!)} into ${target.dir}.\n`,
    });
    const restored = createDatabase(target);
    try {
      const admin = await restored.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
      expect(admin).toMatchObject({ email: "admin@example.org", isAdmin: true });
      expect(await restored.db.hotel.count()).toBeGreaterThan(0);
      // The images are in the database, so in the backup too.
      const banner = await restored.db.storedFile.findUniqueOrThrow({
        where: { path: "seasons/season-2025-banner.jpg" },
      });
      expect(banner.contentType).toBe("image/jpeg");
    } finally {
      await restored.close();
    }

    expect(await run(target, "restore", file!)).toMatchObject({
      status: 1,
      err: expect.stringContaining("run restore again with --force"),
    });
    expect(await run(target, "restore", file!, "--force")).toMatchObject({ status: 0 });
    expect(await run(source, "backup", file!)).toMatchObject({
      status: 1,
      err: `${join(dir, file!)} already exists: name another file.\n`,
    });
  });

  it("names pg_dump and pg_restore on PostgreSQL, leaving the URL (and its password) to the shell", async () => {
    const postgres: DatabaseTarget = { kind: "postgres", url: "postgres://wro:s3cret@db:5432/wro" };
    const backup = await run(postgres, "backup", "nightly.dump");
    expect(backup).toMatchObject({
      status: 1,
      err: expect.stringContaining('pg_dump --format=custom --no-owner --file=nightly.dump "$DATABASE_URL"'),
    });
    const restore = await run(postgres, "restore", "nightly.dump");
    expect(restore.err).toContain(
      'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" nightly.dump',
    );
    expect(backup.err + restore.err).not.toContain("s3cret");
    expect((await run(postgres, "backup", "--help")).out).toContain("pg_dump --format=custom");
  });

  it("refuses wrong arguments and an in-memory database", async () => {
    expect(await run(source, "restore")).toMatchObject({
      status: 1,
      err: expect.stringContaining("Name one backup file."),
    });
    expect(await run(source, "backup", "a.tar.gz", "b.tar.gz")).toMatchObject({
      status: 1,
      err: expect.stringContaining("Name at most one file."),
    });
    expect(await run(source, "backup", "--force")).toMatchObject({
      status: 1,
      err: expect.stringContaining("'--force'"),
    });
    expect(await run({ kind: "pglite", dir: null }, "backup")).toMatchObject({
      status: 1,
      err: expect.stringContaining("nothing to back up"),
    });
  });
});
