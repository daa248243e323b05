import { fileUrl } from "@wro/api/file-url";
import { getImageProps, type ImageLoader } from "next/image";
import { preload } from "react-dom";
import { fileVersion, isResizable } from "@/lib/images/derived.ts";
import { storedFileInfo } from "@/lib/images/stored.ts";
import type { ImageFormat } from "@/lib/images/widths.ts";

/**
 * A stored (uploaded or seeded) image as a <picture>: a modern format (AVIF or WebP) in the
 * widths the layout needs, the stored type for other browsers (srcsets from next/image's
 * `getImageProps`, no client JavaScript), with explicit width and height so nothing moves
 * while it loads. URLs carry a hash of the file's content and are cached for a year. Lazy unless it is `priority` (the
 * page's largest image in the first screen), which is also preloaded.
 */
export async function StoredImage({
  path,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  /** The storage path ("partners/….png"), or the URL of a file UploadThing keeps. */
  path: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width for the browser's choice of candidate, when it varies with the viewport. */
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const src = fileUrl(path);
  // Files in the database are resized by /uploads/ and named by their content; UploadThing's
  // URLs are sent as they are.
  const info = await storedFileInfo(path);
  const version = info && fileVersion(info);
  const loaderFor =
    (format: ImageFormat): ImageLoader =>
    ({ width: candidate }) =>
      `${src}?${new URLSearchParams({ w: String(candidate), f: format, ...(version && { v: version }) })}`;
  const common = { src, alt, width, height, sizes, className };
  const loading = priority ? ("eager" as const) : ("lazy" as const);
  const fetchPriority = priority ? ("high" as const) : undefined;

  if (!info || !isResizable(info.contentType)) {
    const plain = version ? `${src}?v=${version}` : src;
    return (
      <img {...getImageProps({ ...common, unoptimized: true, src: plain, loading, fetchPriority }).props} />
    );
  }

  // Browsers without AVIF and WebP (few) get the stored type at its display width: a srcset
  // for them would double the markup every page carries.
  const { srcSet: _unused, ...fallback } = getImageProps({
    ...common,
    sizes: undefined,
    loader: loaderFor("original"),
    loading,
    fetchPriority,
  }).props;
  // One modern format per stored type keeps the markup small (every page carries it twice, in
  // the HTML and in React's payload): AVIF for photographs, where it saves the most; WebP for
  // PNG and SVG graphics such as logos and flags (flat colours, where AVIF gains little and
  // encodes slowly).
  const format = info.contentType === "image/jpeg" ? "avif" : "webp";
  const modern = getImageProps({ ...common, loader: loaderFor(format) }).props;
  if (priority) {
    preload(modern.src, {
      as: "image",
      imageSrcSet: modern.srcSet,
      imageSizes: modern.sizes,
      fetchPriority: "high",
      type: `image/${format}`,
    });
  }
  return (
    <picture>
      <source type={`image/${format}`} srcSet={modern.srcSet} sizes={modern.sizes} />
      <img {...fallback} />
    </picture>
  );
}
