import "server-only";
import { createHash } from "node:crypto";
import type { DatabaseStorage, StoredFileInfo } from "@wro/api";
import sharp from "sharp";
import { createByteCache } from "../lru.ts";
import { createLimiter } from "./limit.ts";
import type { ImageFormat } from "./widths.ts";

/** Content type of each derived format. */
const derivedTypes: Record<Exclude<ImageFormat, "original">, string> = {
  webp: "image/webp",
  avif: "image/avif",
};

const svg = "image/svg+xml";

/**
 * Stored types sharp resizes. An SVG is drawn into WebP or AVIF, never re-encoded as SVG: a browser
 * builds a whole document on its main thread for every SVG image a page shows (a flag list spent
 * more main-thread time there than on hydrating the page), while it decodes WebP off that thread.
 * GIF (may be animated) is sent as it is.
 */
export const isResizable = (contentType: string) =>
  contentType === "image/png" || contentType === "image/jpeg" || contentType === svg;

/** Whether a stored file in `format` is made by sharp; otherwise the stored bytes are sent. */
export const isEncoded = (contentType: string, format: ImageFormat) =>
  isResizable(contentType) && !(contentType === svg && format === "original");

/** A short hash of a stored file's content, for its URLs: a URL that names the content is cached for ever. */
export const fileVersion = (info: Pick<StoredFileInfo, "sha256">) => info.sha256.slice(0, 12);

/**
 * Stored files and resized copies this process has sent lately, by content hash (so a changed
 * file never gets an old copy), at most 64 MiB. Only a cache: any instance makes any copy
 * from the database alone.
 */
const cache = createByteCache(64 * 1024 * 1024);

/**
 * How many images this process encodes at once. A first request for a copy is anyone's (the
 * URL is public), and one AVIF of a large photo costs seconds of CPU: queued one at a time,
 * and each on one libvips thread, resizing never takes more than one core from the pages.
 */
export const RESIZES_AT_ONCE = 1;
sharp.concurrency(1);
const resizing = createLimiter(RESIZES_AT_ONCE);

/** Encodings running now and the most seen at once (for tests and diagnostics). */
export const resizeActivity = { running: 0, most: 0 };

/** Reads and encodings under way, so parallel requests for the same bytes share one. */
const pending = new Map<string, Promise<Uint8Array | null>>();

function once(key: string, make: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  let running = pending.get(key);
  if (!running) {
    running = make().then((bytes) => {
      if (bytes) cache.set(key, bytes);
      return bytes;
    });
    pending.set(key, running);
    void running.finally(() => pending.delete(key)).catch(() => {});
  }
  return running;
}

/** The stored bytes of a file, or null when it is gone. */
export const storedBytes = (storage: DatabaseStorage, info: StoredFileInfo) =>
  once(info.sha256, () => storage.read(info.path));

/**
 * A stored image resized to `width` (never enlarged) in `format`, encoded once by sharp and then
 * kept in memory; null when the file is gone.
 */
export async function derivedImage(
  storage: DatabaseStorage,
  info: StoredFileInfo,
  { width, format }: { width: number; format: ImageFormat },
): Promise<{ body: Uint8Array; contentType: string } | null> {
  const body = await once(`${info.sha256}:${width}:${format}`, async () => {
    const original = await storedBytes(storage, info);
    return original && resizing(() => encode(original, { width, format, contentType: info.contentType }));
  });
  return body && { body, contentType: format === "original" ? info.contentType : derivedTypes[format] };
}

/**
 * An SVG the site draws itself (the teams map) as `format` at `width`, encoded once per content
 * and then kept, like a stored image's copies.
 */
export async function drawnSvg(
  text: string,
  { width, format }: { width: number; format: Exclude<ImageFormat, "original"> },
): Promise<{ body: Uint8Array; contentType: string }> {
  const bytes = new TextEncoder().encode(text);
  const hash = createHash("sha256").update(bytes).digest("hex");
  const body = await once(`${hash}:${width}:${format}`, () =>
    resizing(() => encode(bytes, { width, format, contentType: svg })),
  );
  return { body: body!, contentType: derivedTypes[format] };
}

async function encode(
  bytes: Uint8Array,
  options: { width: number; format: ImageFormat; contentType: string },
): Promise<Uint8Array> {
  resizeActivity.running++;
  resizeActivity.most = Math.max(resizeActivity.most, resizeActivity.running);
  try {
    return await encodeNow(bytes, options);
  } finally {
    resizeActivity.running--;
  }
}

async function encodeNow(
  bytes: Uint8Array,
  { width, format, contentType }: { width: number; format: ImageFormat; contentType: string },
): Promise<Uint8Array> {
  let pipeline = (await decoded(bytes, { width, contentType }))
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (format === "avif") pipeline = pipeline.avif({ quality: 55, effort: 4 });
  else if (format === "webp") pipeline = pipeline.webp({ quality: 78 });
  else if (contentType === "image/png") pipeline = pipeline.png({ compressionLevel: 9, palette: true });
  else pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true });
  return new Uint8Array(await pipeline.toBuffer());
}

/** The stored image for sharp; an SVG drawn at the density that makes it `width` wide. */
async function decoded(bytes: Uint8Array, { width, contentType }: { width: number; contentType: string }) {
  if (contentType !== svg) return sharp(bytes);
  // sharp draws an SVG at 72 dpi, that is at its own size: a flag 640 wide would be drawn 640 wide
  // and shrunk to 48, an icon 24 wide enlarged and blurred.
  const { width: drawnWidth = width } = await sharp(bytes).metadata();
  return sharp(bytes, { density: Math.min(Math.max((72 * width) / drawnWidth, 1), 100_000) });
}
