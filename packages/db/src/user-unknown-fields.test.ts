import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, migrationsDir } from "./migrations/engine.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing.ts";

const migration = "20261126061927_user_unknown_gender_nationality";

/**
 * Walk-through 3, M5: sign-up never asked gender or nationality, yet the columns' defaults made
 * every student "Male" and "SA". The migration makes both unknown (null) for the people whose
 * values only those defaults set, and leaves admins (who chose theirs) and real choices alone.
 */
describe.each(testDatabaseKinds)("the unknown gender and nationality migration on %s", (kind) => {
  let database: TestDatabase;
  let before: string;
  let through: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrated: false });
    // The migrations folder as it was before this one, and up to this one.
    before = await migrationsUpTo((entry) => entry.localeCompare(migration) < 0);
    through = await migrationsUpTo((entry) => entry.localeCompare(migration) <= 0);
  });
  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
    await rm(through, { recursive: true, force: true });
    await database?.close();
  });

  it("clears the defaults of students, coaches and entities, and keeps admins' and real values", async () => {
    const { db, connection } = database;
    await applyMigrations(connection.adapter, before);
    const person = (n: number, type: number) => ({
      name: `Person ${n}`,
      email: `person${n}@example.org`,
      nationalId: `100000000${n}`,
      phoneNumber: "+966500000000",
      type,
    });
    // Created as sign-up did: the columns' old defaults fill gender and nationality.
    await db.$executeRaw`INSERT INTO users (id, name, email, national_id, phone_number, type, updated_at)
      VALUES ('student', ${person(1, 0).name}, ${person(1, 0).email}, ${person(1, 0).nationalId}, '+966500000000', 0, now()),
             ('coach', ${person(2, 1).name}, ${person(2, 1).email}, ${person(2, 1).nationalId}, '+966500000000', 1, now()),
             ('admin', ${person(3, 4).name}, ${person(3, 4).email}, ${person(3, 4).nationalId}, '+966500000000', 4, now())`;
    await db.$executeRaw`INSERT INTO users (id, name, email, national_id, phone_number, type, gender, nationality, updated_at)
      VALUES ('chosen', ${person(4, 0).name}, ${person(4, 0).email}, ${person(4, 0).nationalId}, '+966500000000', 0, 'Female', 'BH', now())`;

    expect(await applyMigrations(connection.adapter, through)).toEqual([migration]);
    const rows = await db.user.findMany({
      select: { id: true, gender: true, nationality: true },
      orderBy: { id: "asc" },
    });
    expect(rows).toEqual([
      { id: "admin", gender: "Male", nationality: "SA" },
      { id: "chosen", gender: "Female", nationality: "BH" },
      { id: "coach", gender: null, nationality: null },
      { id: "student", gender: null, nationality: null },
    ]);
    // New rows have no invented values either (on the latest schema, which the client knows).
    await applyMigrations(connection.adapter);
    const created = await db.user.create({ data: person(5, 0), select: { gender: true, nationality: true } });
    expect(created).toEqual({ gender: null, nationality: null });
  });
});

async function migrationsUpTo(included: (entry: string) => boolean): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "wro-migrations-"));
  for (const entry of await readdir(migrationsDir)) {
    if (included(entry) || entry === "migration_lock.toml")
      await cp(join(migrationsDir, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}
