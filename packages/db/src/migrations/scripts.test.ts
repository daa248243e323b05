import { describe, expect, it } from "vitest";
import { readMigrations } from "./engine.ts";

// PostgreSQL's driver adapter (@prisma/adapter-pg) runs a migration script by cutting it at every
// ";" and sending each piece on its own, comments included: a ";" inside a comment leaves the rest
// of the comment's line as a statement of its own ("syntax error at or near …") and the migration
// fails on PostgreSQL, though the embedded database (which runs the script whole) takes it.
describe("migration scripts", () => {
  it("have no ';' outside the end of a statement (none in a comment)", async () => {
    const { migrationDirectories } = await readMigrations();
    const offending = migrationDirectories.flatMap((directory) => {
      const content = directory.migrationFile.content;
      if (content.tag !== "ok") return [`${directory.path}: ${content.value}`];
      return content.value
        .split("\n")
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => /--.*;/.test(line))
        .map(({ number }) => `${directory.path}/migration.sql:${number}`);
    });
    expect(offending).toEqual([]);
  });
});
