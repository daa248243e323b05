import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createDatabaseStorage, type DatabaseStorage } from "@wro/api";
import { createDatabase, type Database } from "@wro/db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createByteCache } from "../lru.ts";
import { resizeActivity, RESIZES_AT_ONCE } from "./derived.ts";
import { serveStoredFile } from "./serve.ts";
import { IMAGE_WIDTHS } from "./widths.ts";

// The test partners' logos live with the test assets (the demo content has no partners).
const seedAsset = (path: string) =>
  readFile(
    new URL(
      `../../../../../packages/db/${path.startsWith("partners/") ? "test-assets" : "seed-assets"}/${path}`,
      import.meta.url,
    ),
  );

describe.each(testDatabaseKinds)("/uploads/<path> on %s", (kind) => {
  let database: TestDatabase;
  /** Another instance of the site: its own client on the same database (PostgreSQL only). */
  let other: { db: Database; close(): Promise<void> } | undefined;
  let storage: DatabaseStorage;
  let otherStorage: DatabaseStorage;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { content: "seeded" });
    other = kind === "postgres" ? createDatabase(database.target) : undefined;
    storage = createDatabaseStorage(database.db);
    otherStorage = createDatabaseStorage(other?.db ?? database.db);
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  const get = (path: string, query = "", from = storage) =>
    serveStoredFile(from, path.split("/"), new URLSearchParams(query));
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it("serves a seeded image as stored, with its type and the security headers", async () => {
    const response = await get("partners/nawat-energy.png");
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(await seedAsset("partners/nawat-energy.png"));
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    const flag = await get("flags/sa.svg");
    expect(flag.headers.get("content-type")).toBe("image/svg+xml");
    expect((await bytesOf(flag)).toString("utf8")).toContain("<svg");
    for (const file of ["placeholder.png", "season-logo.png", "season-attribute.png"]) {
      expect(await bytesOf(await get(file))).toEqual(await seedAsset(`defaults/${file}`));
    }
  });

  it("caches URLs that name the content (v) for a year", async () => {
    const response = await get("seasons/season-2025-banner.jpg", "v=abc&w=640&f=avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("resizes photos and PNGs to the allowed widths and formats with sharp", async () => {
    const avif = await get("seasons/season-2025-banner.jpg", "w=640&f=avif");
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(await sharp(await bytesOf(avif)).metadata()).toMatchObject({ format: "heif", width: 640 });

    const webp = await get("partners/nawat-energy.png", "w=96&f=webp");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(await bytesOf(webp)).metadata()).toMatchObject({ format: "webp", width: 96 });

    const original = await get("seasons/attribute-1.jpg", "w=240&f=original");
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(await bytesOf(original)).metadata()).toMatchObject({ format: "jpeg", width: 240 });

    // The same copy again (from this process's cache): the same bytes.
    expect(await bytesOf(await get("partners/nawat-energy.png", "w=96&f=webp"))).toEqual(
      await bytesOf(await get("partners/nawat-energy.png", "w=96&f=webp")),
    );
    // A raster image is never enlarged.
    const small = await get("placeholder.png", "w=1920&f=webp");
    expect((await sharp(await bytesOf(small)).metadata()).width).toBeLessThan(1920);
  });

  it("draws an SVG into WebP at the width asked, smaller or larger than its own, and keeps its original as SVG", async () => {
    // The seeded flags are drawn 640 × 480.
    for (const width of [48, 1200]) {
      const webp = await get("flags/sa.svg", `w=${width}&f=webp`);
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect(await sharp(await bytesOf(webp)).metadata()).toMatchObject({
        format: "webp",
        width,
        height: (width * 3) / 4,
      });
    }
    const original = await get("flags/sa.svg", "w=48&f=original");
    expect(original.headers.get("content-type")).toBe("image/svg+xml");
    expect(await bytesOf(original)).toEqual(await bytesOf(await get("flags/sa.svg")));
  });

  it("refuses widths and formats it does not make with a 400, and unknown paths with a 404", async () => {
    expect((await get("seasons/season-2025-banner.jpg", "w=1234&f=avif")).status).toBe(400);
    expect((await get("seasons/season-2025-banner.jpg", "w=640&f=bmp")).status).toBe(400);
    expect((await get("seasons/season-2025-banner.jpg", "w=abc")).status).toBe(400);
    expect((await get("partners/missing.png")).status).toBe(404);
    expect((await get("partners/missing.png", "w=96&f=webp")).status).toBe(404);
    for (const path of [
      "../secret.png",
      "partners/../../x.png",
      "partners/.hidden.png",
      "partners/a.txt",
      "",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("serves what another instance saved, and nothing once it is deleted", async () => {
    const logo = await seedAsset("partners/tarqiya-labs.png");
    const path = await otherStorage.save(logo, { folder: "partners", extension: "png" });
    const served = await get(path);
    expect(served.status).toBe(200);
    expect(await bytesOf(served)).toEqual(logo);
    expect((await get(path, "w=128&f=webp")).headers.get("content-type")).toBe("image/webp");

    await otherStorage.delete(path);
    // Even though this instance has the bytes in its cache.
    expect((await get(path)).status).toBe(404);
    expect((await get(path, "w=128&f=webp")).status).toBe(404);
  });

  it("encodes at most RESIZES_AT_ONCE copies at a time, however many first requests come at once", async () => {
    resizeActivity.most = 0;
    // An image made for this run alone (copies are kept by the bytes' hash, across the database
    // kinds): every request is a first one and must be encoded.
    const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
      .png()
      .toBuffer();
    const path = await otherStorage.save(png, { folder: "partners", extension: "png" });
    const widths = IMAGE_WIDTHS;
    const answers = await Promise.all(widths.map((width) => get(path, `w=${width}&f=webp`)));
    for (const answer of answers) expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(widths.length).toBeGreaterThan(RESIZES_AT_ONCE);
    expect(resizeActivity.most).toBe(RESIZES_AT_ONCE);
    expect(resizeActivity.running).toBe(0);
  });

  it("sends a stored image sharp cannot decode as it is", async () => {
    const broken = new Uint8Array([
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      ...new TextEncoder().encode("not really a PNG"),
    ]);
    const path = await storage.save(broken, { folder: "partners", extension: "png" });
    const response = await get(path, "w=96&f=webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(broken);
    await storage.delete(path);
  });
});

describe("the image cache", () => {
  it("keeps the most recently used bytes within its size", () => {
    const cache = createByteCache(100);
    cache.set("a", new Uint8Array(20));
    cache.set("b", new Uint8Array(20));
    cache.set("c", new Uint8Array(20));
    expect(cache.get("a")).toHaveLength(20); // a is now the most recent
    cache.set("d", new Uint8Array(25));
    cache.set("e", new Uint8Array(25));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("e")).toBeDefined();
    // An entry over a quarter of the room is not kept.
    cache.set("big", new Uint8Array(26));
    expect(cache.get("big")).toBeUndefined();
    cache.set("a", new Uint8Array(10));
    expect(cache.size).toBe(10 + 20 + 25 + 25);
  });
});
