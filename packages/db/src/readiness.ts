import type { Database } from "./client.ts";
import { shippedMigrations } from "./generated/migrations.ts";

/**
 * Why this database cannot serve yet, or null when it can: it answers, and every migration
 * this build ships is applied (`pnpm wro migrate`, or `npm start`, applies them).
 */
export async function databaseNotReady(db: Database): Promise<string | null> {
  try {
    await db.$queryRaw`SELECT 1`;
  } catch {
    return "the database does not answer";
  }
  // No migration table yet: nothing is applied.
  const applied = await db.$queryRaw<Array<{ migration_name: string }>>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`.catch(
    () => [],
  );
  const done = new Set(applied.map((row) => row.migration_name));
  const pending = shippedMigrations.filter((name) => !done.has(name));
  return pending.length ? `${pending.length} migration(s) not applied yet` : null;
}
