/**
 * Where a browser loads a stored file from: the one rule for every public URL of a stored file
 * (site, back office, REST API, CLI). Dependency-free, so the browser can import it.
 *
 * - An absolute http(s) URL (a file kept by UploadThing) stays as it is.
 * - A storage path (`partners/3f1c….png`) is served by the site at `/uploads/<path>`, each
 *   segment URL-encoded.
 */
export function fileUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `/uploads/${path
    .replace(/^\/+/, "")
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/")}`;
}

/**
 * Where files kept by UploadThing are loaded from: its file URLs are
 * `https://<app id>.ufs.sh/f/<key>` (what the SDK's `ufsUrl` gives, see uploadthing.ts), and
 * files saved by older SDKs `https://utfs.io/f/<key>`. The site's CSP admits these images only.
 */
export const UPLOADTHING_FILE_ORIGINS = ["https://*.ufs.sh", "https://utfs.io"] as const;
