import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seed } from "@wro/db/seed";
import { createTestDatabase, type TestDatabase } from "@wro/db/testing";

/** A migrated test database filled with the demo content (its images in a temporary folder). */
export async function createSeededDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  const uploadsDir = await mkdtemp(join(tmpdir(), "wro-api-uploads-"));
  await seed(database.db, {
    uploadsDir,
    admin: { nationalId: "1000000001", email: "admin@example.org", password: "admin-password-1" },
  });
  return {
    ...database,
    async close() {
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
