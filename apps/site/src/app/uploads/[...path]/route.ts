import { readFile } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { dataDir, uploadsDir } from "@wro/db";
import { derivedImage, imageContentTypes, isResizable } from "@/lib/images/derived.ts";
import { isImageFormat, isImageWidth } from "@/lib/images/widths.ts";

// Resized copies, kept beside the stored files (one encoding per file, width and format).
const derivedDir = join(dataDir, "image-cache");

const notFound = () => new Response("Not found", { status: 404 });

/**
 * Serves stored images from local disk (the default storage): the file as stored, or with
 * `?w=<width>&f=<avif|webp|original>` resized and re-encoded by sharp. URLs built by
 * lib/images carry `v`, a hash of the file's content, so those answers never change and are
 * cached for a year.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const root = resolve(uploadsDir);
  const file = resolve(root, ...path);
  const type = imageContentTypes[extname(file).toLowerCase()];
  if (!file.startsWith(root + sep) || !type) return notFound();

  const query = new URL(request.url).searchParams;
  const width = Number(query.get("w") ?? 0);
  const format = query.get("f") ?? "original";
  if ((query.has("w") && !isImageWidth(width)) || !isImageFormat(format)) {
    return new Response("Unsupported image size or format", { status: 400 });
  }
  try {
    const derived =
      width > 0 && isResizable(file)
        ? await derivedImage(file, { width, format, cacheDir: derivedDir }).catch(() => null)
        : null;
    // Not resizable, or a stored file sharp cannot decode (its header passed the upload checks):
    // sent as stored, which is what pages showed before resizing existed.
    const { body, contentType } = derived ?? { body: await readFile(file), contentType: type };
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": contentType,
        "Cache-Control": query.has("v") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
        "X-Content-Type-Options": "nosniff",
        // SVG can carry script; never let a stored file run in our origin.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch {
    return notFound();
  }
}
