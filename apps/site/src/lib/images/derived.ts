import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import sharp from "sharp";
import type { ImageFormat } from "./widths.ts";

/** Content type of each stored file type and of each derived format. */
export const imageContentTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** Stored types sharp resizes; SVG (vector, small) and GIF (may be animated) are sent as they are. */
export const isResizable = (file: string) =>
  [".png", ".jpg", ".jpeg", ".webp"].includes(extname(file).toLowerCase());

const versions = new Map<string, string>();

/**
 * A short hash of a stored file's content, for its URLs: a URL that names the content can be
 * cached for ever (`immutable`). Hashed once per file state (path, size and modification time).
 */
export async function fileVersion(file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    const key = `${file}:${info.size}:${info.mtimeMs}`;
    let version = versions.get(key);
    if (!version) {
      version = createHash("sha256")
        .update(await readFile(file))
        .digest("base64url")
        .slice(0, 12);
      versions.set(key, version);
    }
    return version;
  } catch {
    return undefined;
  }
}

/** Encodings under way, so parallel requests for the same copy share one sharp run. */
const encoding = new Map<string, Promise<Buffer>>();

/**
 * `file` resized to `width` (never enlarged) in `format`, encoded once by sharp and then read
 * from `cacheDir` (keyed by the file's content hash, so a changed file never gets an old copy).
 */
export async function derivedImage(
  file: string,
  { width, format, cacheDir }: { width: number; format: ImageFormat; cacheDir: string },
): Promise<{ body: Buffer; contentType: string }> {
  const version = await fileVersion(file);
  const original = extname(file).toLowerCase();
  const extension = format === "original" ? original : `.${format}`;
  const cached = resolve(cacheDir, `${version}-${width}${extension}`);
  const contentType = imageContentTypes[extension]!;
  try {
    return { body: await readFile(cached), contentType };
  } catch {
    // not derived yet
  }
  let body = encoding.get(cached);
  if (!body) {
    body = encode(file, { width, format, original, cached });
    encoding.set(cached, body);
    void body.finally(() => encoding.delete(cached)).catch(() => {});
  }
  return { body: await body, contentType };
}

async function encode(
  file: string,
  {
    width,
    format,
    original,
    cached,
  }: { width: number; format: ImageFormat; original: string; cached: string },
): Promise<Buffer> {
  let pipeline = sharp(file).rotate().resize({ width, withoutEnlargement: true });
  if (format === "avif") pipeline = pipeline.avif({ quality: 55, effort: 4 });
  else if (format === "webp") pipeline = pipeline.webp({ quality: 78 });
  else if (original === ".png") pipeline = pipeline.png({ compressionLevel: 9, palette: true });
  else pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true });
  const body = await pipeline.toBuffer();
  // Written under a unique temporary name and renamed, so no request ever reads half a file
  // (and other instances sharing the folder may write the same copy at the same time).
  await mkdir(dirname(cached), { recursive: true });
  const temporary = join(dirname(cached), `.${randomUUID()}.tmp`);
  await writeFile(temporary, body);
  await rename(temporary, cached);
  return body;
}
