import sharp from "sharp";

/** The long side of a photo made ready for print: 600 px is 300 dpi across a badge's photo box. */
export const PRINT_PHOTO_PIXELS = 600;

/**
 * A stored photo made ready for a badge: turned upright (EXIF), shrunk to at most
 * `PRINT_PHOTO_PIXELS` on its long side (never enlarged), flattened on white and encoded as
 * JPEG, the one format every document embeds. A phone's 4000-px original would otherwise make
 * each badge megabytes, and a GIF could not be embedded at all. Bytes sharp cannot read give
 * undefined: that badge goes without a photo rather than failing the whole batch.
 */
export async function printPhoto(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PRINT_PHOTO_PIXELS, PRINT_PHOTO_PIXELS, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch {
    return undefined;
  }
}
