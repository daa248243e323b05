import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, pngHeader } from "../testing/admin.ts";
import { startUploadThingDouble } from "../testing/uploadthing-double.ts";
import { fileUrl } from "./file-url.ts";
import { decodeBase64, detectImageType, exceedsPixelLimit, MAX_IMAGE_BYTES } from "./images.ts";
import type { Storage } from "./storage.ts";
import { createUploadThingStorage } from "./uploadthing.ts";

const bytesOf = (base64: string) => decodeBase64(base64)!;

describe("detectImageType", () => {
  it("recognises JPG, PNG and GIF by their content", () => {
    expect(detectImageType(bytesOf(images.jpg))).toBe("jpg");
    expect(detectImageType(bytesOf(images.png))).toBe("png");
    expect(detectImageType(bytesOf(images.gif))).toBe("gif");
  });

  it("refuses anything else, whatever its name or declared type", () => {
    expect(detectImageType(bytesOf(images.textAsPng))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("decodes base64 and data URLs, and refuses malformed base64", () => {
    expect(decodeBase64("data:text/plain;base64,aGk=")).toEqual(new TextEncoder().encode("hi"));
    expect(decodeBase64("not base64!")).toBeNull();
    expect(bytesOf(images.oversizePng).length).toBeGreaterThan(MAX_IMAGE_BYTES);
  });
});

describe("exceedsPixelLimit (security finding L3: decompression bombs)", () => {
  it("refuses a 40000 × 40000 PNG by its header, before anything decodes it", () => {
    const bomb = pngHeader(40_000, 40_000);
    expect(detectImageType(bomb)).toBe("png");
    expect(exceedsPixelLimit(bomb)).toBe(true);
  });

  it("accepts real photos and logos, and images up to 40 megapixels", () => {
    expect(exceedsPixelLimit(bytesOf(images.jpg))).toBe(false);
    expect(exceedsPixelLimit(bytesOf(images.png))).toBe(false);
    expect(exceedsPixelLimit(bytesOf(images.gif))).toBe(false);
    expect(exceedsPixelLimit(pngHeader(8000, 5000))).toBe(false);
    expect(exceedsPixelLimit(pngHeader(8000, 5001))).toBe(true);
  });

  it("refuses an image whose size cannot be read", () => {
    expect(exceedsPixelLimit(new Uint8Array([0xff, 0xd8, 0xff, 0x00]))).toBe(true);
  });
});

describe("UploadThing storage (against an HTTP double of UploadThing)", () => {
  let double: Awaited<ReturnType<typeof startUploadThingDouble>>;
  beforeAll(async () => {
    double = await startUploadThingDouble();
  });
  afterAll(() => double?.close());

  const storage = (database?: Storage) =>
    createUploadThingStorage({
      token: double.token,
      apiUrl: double.url,
      ingestUrl: double.url,
      logLevel: "Error",
      database,
    });

  it("uploads through a signed URL, keeps the file URL as the path, and deletes by file key", async () => {
    const bytes = bytesOf(images.gif);
    const path = await storage().save(bytes, { folder: "partners", extension: "gif" });
    expect(path).toMatch(new RegExp(`^https://${double.appId}\\.ufs\\.sh/f/[A-Za-z0-9]+$`));
    const key = path.split("/f/")[1]!;
    expect(double.files.get(key)).toMatchObject({
      type: "image/gif",
      name: expect.stringMatching(/^partners-.*\.gif$/),
    });
    expect(new Uint8Array(double.files.get(key)!.bytes)).toEqual(bytes);
    expect(fileUrl(path)).toBe(path);

    await storage().delete(path);
    expect(double.files.has(key)).toBe(false);
    expect(double.requests).toContain("POST /v6/deleteFiles");
  });

  it("leaves paths that are not UploadThing files alone", async () => {
    const before = double.requests.length;
    await storage().delete("partners/nawat-energy.png");
    expect(double.requests.length).toBe(before);
    expect(fileUrl("partners/nawat-energy.png")).toBe("/uploads/partners/nawat-energy.png");
  });

  it("hands the deletion of a plain path to the database storage, never to UploadThing", async () => {
    const deleted: string[] = [];
    const database: Storage = {
      save: () => Promise.reject(new Error("not used")),
      delete: async (path) => void deleted.push(path),
    };
    const before = double.requests.length;
    await storage(database).delete("partners/nawat-energy.png");
    expect(deleted).toEqual(["partners/nawat-energy.png"]);
    expect(double.requests.length).toBe(before);
  });

  it("fails when UploadThing refuses the key", async () => {
    const wrongKey = Buffer.from(
      JSON.stringify({ apiKey: "sk_test_wrong", appId: double.appId, regions: ["sea1"] }),
    ).toString("base64");
    const refused = createUploadThingStorage({
      token: wrongKey,
      apiUrl: double.url,
      ingestUrl: double.url,
      logLevel: "None",
    });
    await expect(
      refused.save(bytesOf(images.png), { folder: "partners", extension: "png" }),
    ).rejects.toThrow();
    await expect(refused.delete(`https://${double.appId}.ufs.sh/f/abc`)).rejects.toThrow();
  });
});
