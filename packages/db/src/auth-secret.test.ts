import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSecretMismatch, recordAuthSecret } from "./auth-secret.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing.ts";

const first = "first-secret-of-at-least-thirty-two-characters";
const second = "second-secret-of-at-least-thirty-two-characters";

describe.each(testDatabaseKinds)("the deployment's AUTH_SECRET on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("is recorded by the first instance, accepted again, refused when another, replaced by migrate", async () => {
    const { db } = database;
    expect(await authSecretMismatch(db, first)).toBeNull();
    expect(await authSecretMismatch(db, first)).toBeNull();

    const refusal = await authSecretMismatch(db, second);
    expect(refusal).toMatch(/AUTH_SECRET differs/);
    expect(refusal).toMatch(/pnpm wro migrate/);
    // The database never holds the secret itself.
    const stored = await db.deploymentFact.findMany();
    expect(JSON.stringify(stored)).not.toContain(first);

    await recordAuthSecret(db, second);
    expect(await authSecretMismatch(db, second)).toBeNull();
    expect(await authSecretMismatch(db, first)).toMatch(/AUTH_SECRET differs/);
  });

  it("lets instances starting at the same moment with one secret all start", async () => {
    await database.db.deploymentFact.deleteMany();
    const answers = await Promise.all([1, 2, 3].map(() => authSecretMismatch(database.db, first)));
    expect(answers).toEqual([null, null, null]);
  });
});
