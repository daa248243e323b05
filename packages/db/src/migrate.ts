import type { Connection } from "./connection.ts";
import { applyMigrations } from "./migrations/engine.ts";

/** Brings the database up to the latest migration; returns the names applied now. */
export function migrate(connection: Connection): Promise<string[]> {
  return applyMigrations(connection.adapter);
}
