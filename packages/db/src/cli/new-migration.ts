// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the change between the
// existing migrations and the schema (prisma/schema.prisma and prisma/models/*.prisma) —
// `prisma migrate dev --create-only`, offline.
// Usage: pnpm db:new-migration <name>
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { connect } from "../connection.ts";
import { diffMigrationsToSchema, migrationsDir, readSchemaFiles } from "../migrations/engine.ts";

const name = (process.argv[2] ?? "")
  .trim()
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: pnpm db:new-migration <name>   (for example: add_hotel_phone)");
  process.exit(2);
}

const shadow = connect({ kind: "pglite", dir: null });
try {
  const sql = await diffMigrationsToSchema(shadow.adapter, await readSchemaFiles());
  if (!sql.trim()) {
    console.log("The schema matches the migrations: nothing to create.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = join(migrationsDir, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "migration.sql"), sql);
    console.log(`Created ${dir}/migration.sql:\n\n${sql}`);
  }
} finally {
  await shadow.close();
}
