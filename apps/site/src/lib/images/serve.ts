import "server-only";
import type { DatabaseStorage } from "@wro/api";
import { storedFileExtension } from "@wro/db";
import { immutableCacheControl } from "@/lib/cache-control.ts";
import { STORED_FILE_CSP } from "@/server/security-headers.ts";
import { derivedImage, isEncoded, storedBytes } from "./derived.ts";
import { isImageFormat, isImageWidth } from "./widths.ts";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * The answer to `/uploads/<path>`: the stored file as it is, or with `?w=<width>&f=<avif|webp|original>`
 * resized and re-encoded by sharp. URLs built by StoredImage carry `v`, a hash of the file's
 * content, so those answers never change and are cached for a year.
 */
export async function serveStoredFile(
  storage: DatabaseStorage,
  segments: readonly string[],
  query: URLSearchParams,
): Promise<Response> {
  const path = segments.join("/");
  if (!storedFileExtension(path)) return notFound();

  const width = Number(query.get("w") ?? 0);
  const format = query.get("f") ?? "original";
  if ((query.has("w") && !isImageWidth(width)) || !isImageFormat(format)) {
    return new Response("Unsupported image size or format", { status: 400 });
  }

  const info = (await storage.describe([path])).get(path);
  if (!info) return notFound();
  const derived =
    width > 0 && isEncoded(info.contentType, format)
      ? await derivedImage(storage, info, { width, format }).catch(() => null)
      : null;
  // Not resizable, or a stored file sharp cannot decode (its header passed the upload checks):
  // sent as stored, which is what pages showed before resizing existed.
  const body = derived?.body ?? (await storedBytes(storage, info));
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": derived?.contentType ?? info.contentType,
      "Cache-Control": query.has("v") ? immutableCacheControl : "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      // SVG can carry script; never let a stored file run in our origin. (The production server
      // sets the same policy on every /uploads/ answer before Next, which keeps the first one.)
      "Content-Security-Policy": STORED_FILE_CSP,
    },
  });
}
