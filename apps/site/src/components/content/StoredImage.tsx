import { resolve } from "node:path";
import { uploadsDir } from "@wro/db";
import { getImageProps, type ImageLoader } from "next/image";
import { preload } from "react-dom";
import { fileVersion, isResizable } from "@/lib/images/derived.ts";
import type { ImageFormat } from "@/lib/images/widths.ts";
import { uploadUrl } from "@/lib/format.ts";

/**
 * A stored (uploaded or seeded) image as a <picture>: AVIF, then WebP, then the stored type,
 * each in the widths the layout needs (srcset from next/image's `getImageProps`, no client
 * JavaScript), with explicit width and height so nothing moves while it loads. URLs carry a
 * hash of the file's content and are cached for a year. Lazy unless it is `priority` (the
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
  /** The storage path ("partners/….png"). */
  path: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width for the browser's choice of candidate, when it varies with the viewport. */
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const src = uploadUrl(path);
  const version = await fileVersion(resolve(uploadsDir, path));
  const loaderFor =
    (format: ImageFormat): ImageLoader =>
    ({ width: candidate }) =>
      `${src}?${new URLSearchParams({ w: String(candidate), f: format, ...(version && { v: version }) })}`;
  const common = { src, alt, width, height, sizes, className };
  const loading = priority ? ("eager" as const) : ("lazy" as const);
  const fetchPriority = priority ? ("high" as const) : undefined;

  if (!isResizable(path)) {
    const plain = version ? `${src}?v=${version}` : src;
    return (
      <img {...getImageProps({ ...common, unoptimized: true, src: plain, loading, fetchPriority }).props} />
    );
  }

  const fallback = getImageProps({ ...common, loader: loaderFor("original"), loading, fetchPriority }).props;
  const sources = (["avif", "webp"] as const).map((format) => ({
    format,
    props: getImageProps({ ...common, loader: loaderFor(format) }).props,
  }));
  if (priority) {
    const avif = sources[0]!.props;
    preload(avif.src, {
      as: "image",
      imageSrcSet: avif.srcSet,
      imageSizes: avif.sizes,
      fetchPriority: "high",
      type: "image/avif",
    });
  }
  return (
    <picture>
      {sources.map(({ format, props }) => (
        <source key={format} type={`image/${format}`} srcSet={props.srcSet} sizes={props.sizes} />
      ))}
      <img {...fallback} />
    </picture>
  );
}
