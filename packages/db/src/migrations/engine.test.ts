import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../connection.ts";
import { diffMigrationsToSchema, readSchemaFiles } from "./engine.ts";

// What `pnpm db:new-migration` writes: the SQL between the committed migrations and the schema.
describe("new migration from a schema change (offline)", () => {
  const shadow = connect({ kind: "pglite", dir: null });
  afterAll(() => shadow.close());

  it("finds nothing to do when the schema matches the migrations", async () => {
    expect(await diffMigrationsToSchema(shadow.adapter, await readSchemaFiles())).toBe("");
  });

  it("writes the SQL for an added column and a new table (in a file of its own)", async () => {
    const files = (await readSchemaFiles()).map(({ path, content }) => ({
      path,
      content: content.replace("model Hotel {", "model Hotel {\n  phone String?"),
    }));
    const sponsorships = {
      path: "models/sponsorships.prisma",
      content: 'model Sponsorship {\n  id String @id\n  amount Int\n\n  @@map("sponsorships")\n}\n',
    };

    const sql = await diffMigrationsToSchema(shadow.adapter, [...files, sponsorships]);

    expect(sql).toContain('ALTER TABLE "hotels" ADD COLUMN     "phone" TEXT;');
    expect(sql).toMatch(/CREATE TABLE "sponsorships" \(\s+"id" TEXT NOT NULL,\s+"amount" INTEGER NOT NULL,/);
  });
});
