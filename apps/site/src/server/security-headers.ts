// Headers every answer carries (site, admin and API), set by the production server (server.ts).
// No nonces: public pages are the same cached HTML for everyone, and Next's inline bootstrap
// scripts are what 'unsafe-inline' admits; everything else may come only from this origin.
import { UPLOADTHING_FILE_ORIGINS } from "@wro/api/file-url";

export interface SecurityHeaderOptions {
  /** Whether stored images may live with UploadThing (UPLOADTHING_TOKEN is set). */
  uploadThing?: boolean;
}

const contentSecurityPolicy = (https: boolean, { uploadThing = false }: SecurityHeaderOptions) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    // Mantine and Next set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    // Stored images come from /uploads/ (or UploadThing when configured); flags, charts and the
    // admin's image previews use data: and blob: URLs.
    ["img-src 'self' data: blob:", ...(uploadThing ? UPLOADTHING_FILE_ORIGINS : [])].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");

/**
 * The policy of a stored file sent as it is (`/uploads/…`): an uploaded SVG can carry script,
 * and opened on its own it must never run in this origin.
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The security headers for a site served at `siteUrl` (HSTS only over https). */
export function securityHeaders(
  siteUrl: string,
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  const https = siteUrl.startsWith("https:");
  return {
    "content-security-policy": contentSecurityPolicy(https, options),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "cross-origin-opener-policy": "same-origin",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * What the back office's pages may do beyond the site's: its gate screen (issue 37) reads badges
 * with this origin's camera, and its QR decoder (qr-scanner) runs in a worker made from a blob
 * when the browser has no BarcodeDetector. The SPA moves between screens without loading a page,
 * so the policy is the whole back office's.
 */
const backOfficeHeaders = (headers: Record<string, string>) => ({
  ...headers,
  "content-security-policy": `${headers["content-security-policy"]}; worker-src 'self' blob:`,
  "permissions-policy": headers["permissions-policy"]!.replace("camera=()", "camera=(self)"),
});

/**
 * The headers for an answer to `path`: stored files get their own sandboxing policy (set here,
 * since Next keeps a header already set on the answer over the one a route handler returns),
 * the back office may use the camera.
 */
export function securityHeadersFor(headers: Record<string, string>, path: string): Record<string, string> {
  if (path.startsWith("/uploads/")) return { ...headers, "content-security-policy": STORED_FILE_CSP };
  if (path === "/admin" || path.startsWith("/admin/")) return backOfficeHeaders(headers);
  return headers;
}
