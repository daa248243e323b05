import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../testing/admin.ts";
import { startUploadThingDouble } from "../testing/uploadthing-double.ts";
import { fileUrl } from "./file-url.ts";
import { decodeBase64, detectImageType, exceedsPixelLimit, MAX_IMAGE_BYTES } from "./images.ts";
import { createLocalStorage } from "./local.ts";
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

/** The signature and IHDR chunk of a PNG declaring `width` × `height`: a header, no pixels. */
function pngHeader(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA, no interlace
  return new Uint8Array(header);
}

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

describe("local storage", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "wro-storage-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("saves under a fresh name in the folder, serves it under /uploads/ and deletes it", async () => {
    const storage = createLocalStorage(root);
    const bytes = bytesOf(images.png);
    const path = await storage.save(bytes, { folder: "partners", extension: "png" });
    expect(path).toMatch(/^partners\/[0-9a-f-]{36}\.png$/);
    expect(new Uint8Array(await readFile(join(root, path)))).toEqual(bytes);
    expect(fileUrl(path)).toBe(`/uploads/${path}`);
    await storage.delete(path);
    await expect(stat(join(root, path))).rejects.toMatchObject({ code: "ENOENT" });
    await storage.delete(path);
  });

  it("never reaches outside its folder", async () => {
    const storage = createLocalStorage(root);
    await expect(storage.delete("../outside.png")).rejects.toThrow(/Not a path inside the storage/);
    await expect(storage.delete("/etc/passwd")).rejects.toThrow(/Not a path inside the storage/);
    await expect(storage.save(new Uint8Array([1]), { folder: "../x", extension: "png" })).rejects.toThrow(
      /Not a storage folder name/,
    );
  });
});

describe("UploadThing storage (against an HTTP double of UploadThing)", () => {
  let double: Awaited<ReturnType<typeof startUploadThingDouble>>;
  beforeAll(async () => {
    double = await startUploadThingDouble();
  });
  afterAll(() => double?.close());

  const storage = () =>
    createUploadThingStorage({
      token: double.token,
      apiUrl: double.url,
      ingestUrl: double.url,
      logLevel: "Error",
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
