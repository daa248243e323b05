import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setUpDatabase } from "./setup.ts";
import { createTestDatabase } from "./testing.ts";

// Several instances start at once on one empty PostgreSQL database: one migrates and seeds,
// the others wait for it and find nothing left to do.
describe.skipIf(!process.env.TEST_DATABASE_URL)("set-up of a shared PostgreSQL database", () => {
  it("takes turns: two instances starting together, ten times, give one migration run, one seed and no error", async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const database = await createTestDatabase("postgres", { migrated: false });
      const uploadsDir = await mkdtemp(join(tmpdir(), "wro-setup-"));
      const lines: string[] = [];
      try {
        const start = () =>
          setUpDatabase({ target: database.target, uploadsDir, seed: true, log: (line) => lines.push(line) });
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
      } finally {
        await database.close();
        await rm(uploadsDir, { recursive: true, force: true });
      }
    }
  }, 180_000);
});
