import { seed } from "@wro/db/seed";
import { createTestDatabase, type TestDatabase } from "@wro/db/testing";

/** A migrated test database filled with the demo content (its images in the database too). */
export async function createSeededDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  await seed(database.db, {
    admin: { nationalId: "1000000001", email: "admin@example.org", password: "admin-password-1" },
  });
  return database;
}
