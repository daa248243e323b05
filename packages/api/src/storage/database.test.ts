import { createHash } from "node:crypto";
import { createDatabase, type Database } from "@wro/db";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../forms/messages.ts";
import { createAdminTestBed, failure, images, pngHeader, type AdminTestBed } from "../testing/admin.ts";
import { createDatabaseStorage } from "./database.ts";
import { fileUrl } from "./file-url.ts";
import { decodeBase64 } from "./images.ts";

const bytesOf = (base64: string) => decodeBase64(base64)!;
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe.each(testDatabaseKinds)("database storage on %s", (kind) => {
  let bed: AdminTestBed;
  /** A second instance of the site: its own client (and pool) on the same database. */
  let other: { db: Database; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    // An in-memory PGlite belongs to one client: there, both storages share it.
    other = kind === "postgres" ? createDatabase(bed.database.target) : undefined;
  });
  afterAll(async () => {
    await other?.close();
    await bed?.close();
  });

  it("saves under a fresh name in the folder, reads the same bytes back and deletes", async () => {
    const storage = createDatabaseStorage(bed.database.db);
    const bytes = bytesOf(images.png);
    const path = await storage.save(bytes, { folder: "partners", extension: "png" });
    expect(path).toMatch(/^partners\/[0-9a-f-]{36}\.png$/);
    expect(fileUrl(path)).toBe(`/uploads/${path}`);
    expect(await storage.read(path)).toEqual(bytes);
    const info = (await storage.describe([path, "partners/missing.png"])).get(path);
    expect(info).toEqual({
      path,
      contentType: "image/png",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("base64url"),
    });
    expect((await storage.describe(["partners/missing.png"])).size).toBe(0);

    const second = await storage.save(bytes, { folder: "partners", extension: "png" });
    expect(second).not.toBe(path);

    await storage.delete(path);
    expect(await storage.read(path)).toBeNull();
    expect((await storage.describe([path])).size).toBe(0);
    await storage.delete(path);
    expect(await storage.read(second)).toEqual(bytes);
    await storage.delete(second);
    expect(await bed.storedFiles()).toEqual([]);
  });

  it("keeps each type with its content type, SVG flags included", async () => {
    const storage = createDatabaseStorage(bed.database.db);
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    const saved = await Promise.all([
      storage.save(bytesOf(images.jpg), { folder: "seasons", extension: "jpg" }),
      storage.save(bytesOf(images.gif), { folder: "partners", extension: "gif" }),
      storage.save(svg, { folder: "flags", extension: "svg" }),
    ]);
    const infos = await storage.describe(saved);
    expect(saved.map((path) => infos.get(path)?.contentType)).toEqual([
      "image/jpeg",
      "image/gif",
      "image/svg+xml",
    ]);
    expect(await storage.read(saved[2])).toEqual(svg);
    for (const path of saved) await storage.delete(path);
  });

  it("refuses folder names that are not plain", async () => {
    const storage = createDatabaseStorage(bed.database.db);
    for (const folder of ["../x", "/etc", "a//b", "Partners", ""]) {
      await expect(storage.save(new Uint8Array([1]), { folder, extension: "png" })).rejects.toThrow(
        /Not a storage folder name/,
      );
    }
    expect(await bed.storedFiles()).toEqual([]);
  });

  it("shares files between instances: what one saves the other reads, what one deletes is gone for both", async () => {
    const a = createDatabaseStorage(bed.database.db);
    const b = createDatabaseStorage(other?.db ?? bed.database.db);
    const bytes = bytesOf(images.jpg);
    const path = await a.save(bytes, { folder: "partners", extension: "jpg" });
    expect(await b.read(path)).toEqual(bytes);
    expect((await b.describe([path])).get(path)?.sha256).toBe((await a.describe([path])).get(path)?.sha256);
    // The demo content's images, stored by the seed, are there for every instance.
    expect(await b.read("partners/nawat-energy.png")).toEqual(await a.read("partners/nawat-energy.png"));
    expect((await b.describe(["flags/sa.svg"])).get("flags/sa.svg")?.contentType).toBe("image/svg+xml");
    await b.delete(path);
    expect(await a.read(path)).toBeNull();
  });

  it("stores the logo an admin uploads on one instance for the other, and removes it with its record", async () => {
    const partner = await bed
      .caller()
      .partner.create({ name: "Shared Logo", order: 0, logoFile: images.png });
    const elsewhere = createDatabaseStorage(other?.db ?? bed.database.db);
    expect(await elsewhere.read(partner.filePath)).toEqual(bytesOf(images.png));

    // Replacing a seeded logo removes the seeded file too (it belongs to that record).
    const seeded = await bed.caller().partner.byId({ id: "test-partner-sahel-telecom" });
    const replaced = await bed.caller().partner.update({
      id: seeded.id,
      expectedUpdatedAt: seeded.updatedAt,
      name: seeded.name,
      order: seeded.order,
      logoFile: base64Of((await elsewhere.read("partners/falak-robotics.png"))!),
    });
    expect(await elsewhere.read("partners/sahel-telecom.png")).toBeNull();
    expect(await elsewhere.read(replaced.filePath)).toEqual(
      await elsewhere.read("partners/falak-robotics.png"),
    );

    await bed.caller().partner.delete({ id: partner.id });
    expect(await elsewhere.read(partner.filePath)).toBeNull();
    expect(await bed.storedFiles()).toEqual([replaced.filePath]);
  });

  it("refuses a picture declaring more than 40 megapixels, storing nothing", async () => {
    const before = await bed.storedFiles();
    const bomb = base64Of(pngHeader(40_000, 40_000));
    expect(
      await failure(bed.caller().partner.create({ name: "Bomb", order: 0, logoFile: bomb })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: `logoFile: ${adminMessages.imageTooManyPixels}`,
    });
    expect(await bed.storedFiles()).toEqual(before);
  });
});
