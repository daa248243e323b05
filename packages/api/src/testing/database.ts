import { createTestDatabase, type TestDatabase } from "@wro/db/testing";

/** A migrated test database filled with the demo content (its images in the database too). */
export function createSeededDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  return createTestDatabase(kind, { content: "seeded" });
}
