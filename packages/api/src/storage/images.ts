/**
 * Image uploads (spec §5: JPG, PNG or GIF), recognised by their first bytes — never by the
 * file name or the type a browser claims. Safe to import in the browser.
 */
import { imageSize } from "image-size";

export type ImageType = "jpg" | "png" | "gif";

/** The largest image accepted, in bytes (2 MiB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const signatures: Array<{ type: ImageType; bytes: number[] }> = [
  { type: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { type: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "GIF87a" and "GIF89a"
  { type: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/**
 * The most pixels an accepted image may have (40 megapixels, e.g. 8000 × 5000). A small file can
 * declare a huge picture (a "decompression bomb"): resizing it would take gigabytes of memory,
 * so the declared size is checked before anything decodes the image.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * True when the image's header declares more than MAX_IMAGE_PIXELS (per frame), or cannot be
 * read as an image at all — only the header is parsed, nothing is decoded.
 */
export function exceedsPixelLimit(bytes: Uint8Array): boolean {
  try {
    const { width, height } = imageSize(bytes);
    return !width || !height || width * height > MAX_IMAGE_PIXELS;
  } catch {
    return true;
  }
}

/** The image type the content starts with, or null when it is none of JPG, PNG and GIF. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const match = signatures.find(
    (signature) =>
      bytes.length > signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}

/** Base64 (optionally a `data:` URL, whose declared type is ignored) to bytes; null when malformed. */
export function decodeBase64(value: string): Uint8Array | null {
  const comma = value.startsWith("data:") ? value.indexOf(",") : -1;
  const base64 = value.slice(comma + 1).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 characters of the largest accepted image, plus room for a `data:` URL prefix. */
export const MAX_IMAGE_BASE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 100;
