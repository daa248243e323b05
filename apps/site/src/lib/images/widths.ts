/**
 * The widths stored images are resized to (the only `w` the /uploads/ route accepts, so nobody
 * can make the server encode arbitrary sizes). next.config's image sizes are this list, so
 * `getImageProps` picks srcset candidates from it.
 */
export const IMAGE_WIDTHS = [48, 96, 128, 240, 320, 480, 640, 828, 1080, 1200, 1600, 1920] as const;

/** Formats a derived image can be encoded in; "original" keeps the stored file's own type. */
export const IMAGE_FORMATS = ["avif", "webp", "original"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const isImageWidth = (value: number): boolean => (IMAGE_WIDTHS as readonly number[]).includes(value);
export const isImageFormat = (value: string): value is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(value);
