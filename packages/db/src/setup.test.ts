import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase } from "./client.ts";
import { setUpDatabase } from "./setup.ts";
import { referencedFiles } from "./stored-files.ts";
import { createTestDatabase, testSeedAdmin } from "./testing.ts";

const firstAdmin = () => Promise.resolve(testSeedAdmin);

const storedPaths = async (db: ReturnType<typeof createDatabase>["db"]) =>
  (await db.storedFile.findMany({ select: { path: true }, orderBy: { path: "asc" } })).map(
    (file) => file.path,
  );

// Several instances start at once on one empty PostgreSQL database: one migrates and seeds,
// the others wait for it and find nothing left to do.
describe.skipIf(!process.env.TEST_DATABASE_URL)("set-up of a shared PostgreSQL database", () => {
  it("takes turns: two instances starting together, ten times, give one migration run, one seed and no error", async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const database = await createTestDatabase("postgres", { migrated: false });
      const legacyUploadsDir = await mkdtemp(join(tmpdir(), "wro-setup-"));
      const lines: string[] = [];
      try {
        const start = () =>
          setUpDatabase({
            target: database.target,
            legacyUploadsDir,
            firstAdmin,
            log: (line) => lines.push(line),
          });
        await Promise.all([start(), start()]);
        expect(
          lines.filter((line) => line === "Seeded the demo content."),
          `try ${attempt}`,
        ).toHaveLength(1);
        expect(
          lines.filter((line) => /\((?!0 )\d+ migration\(s\) applied now\)/.test(line)),
          `try ${attempt}`,
        ).toHaveLength(1);
        expect(await database.db.setting.count()).toBe(1);
        // The seeding start stored the images; the other found them there.
        expect(lines.filter((line) => /image|stored file/.test(line))).toEqual([]);
        const stored = await storedPaths(database.db);
        for (const path of await referencedFiles(database.db)) expect(stored).toContain(path);
      } finally {
        await database.close();
        await rm(legacyUploadsDir, { recursive: true, force: true });
      }
    }
  }, 180_000);
});

describe("set-up of a database seeded before files were kept in it", () => {
  it("copies the images rows name from the old uploads folder, and puts back the demo images", async () => {
    const dir = await mkdtemp(join(tmpdir(), "wro-upgrade-"));
    const target = { kind: "pglite" as const, dir: join(dir, "pglite") };
    const legacyUploadsDir = join(dir, "uploads");
    const logo = await readFile(new URL("../test-assets/partners/tarqiya-labs.png", import.meta.url));
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    try {
      await setUpDatabase({ target, legacyUploadsDir, firstAdmin, log });
      // What an earlier version left: rows naming files on disk, none of them in the database.
      const before = createDatabase(target);
      try {
        await before.db.storedFile.deleteMany();
        // …and no registration yet.
        await before.db.registrationSetting.deleteMany();
        await before.db.feeCategory.deleteMany();
        await before.db.season.update({
          where: { slug: "season-2025" },
          data: { logo: "seasons/0b6f7c1e-uploaded.png" },
        });
      } finally {
        await before.close();
      }
      await mkdir(join(legacyUploadsDir, "seasons"), { recursive: true });
      await writeFile(join(legacyUploadsDir, "seasons", "0b6f7c1e-uploaded.png"), logo);

      lines.length = 0;
      await setUpDatabase({ target, legacyUploadsDir, firstAdmin, log });
      expect(lines).toContain(`Copied 1 stored file(s) from ${legacyUploadsDir} into the database.`);
      expect(lines).toContainEqual(
        expect.stringMatching(/^Stored \d+ demo image\(s\) the database lacked\.$/),
      );
      expect(lines).not.toContain("Seeded the demo content.");
      expect(lines).toContain("Added the registration fees and settings.");

      const after = createDatabase(target);
      try {
        const stored = await storedPaths(after.db);
        for (const path of await referencedFiles(after.db)) expect(stored).toContain(path);
        // The replaced seed logo is named by no row: not put back.
        expect(stored).not.toContain("seasons/season-2025-banner.jpg");
        const copied = await after.db.storedFile.findUniqueOrThrow({
          where: { path: "seasons/0b6f7c1e-uploaded.png" },
        });
        expect(Buffer.from(copied.bytes)).toEqual(logo);
        expect(await after.db.feeCategory.count()).toBe(8);
        expect(await after.db.registrationSetting.count()).toBe(1);
      } finally {
        await after.close();
      }
      // Only once: a category an admin then removes is not put back at the next start.
      const admin = createDatabase(target);
      try {
        await admin.db.feeCategory.delete({ where: { key: "industry_guest" } });
      } finally {
        await admin.close();
      }
      lines.length = 0;
      await setUpDatabase({ target, legacyUploadsDir, firstAdmin, log });
      expect(lines).not.toContain("Added the registration fees and settings.");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
