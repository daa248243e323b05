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
 * The headers for an answer to `path`: stored files get their own sandboxing policy (set here,
 * since Next keeps a header already set on the answer over the one a route handler returns).
 */
export function securityHeadersFor(headers: Record<string, string>, path: string): Record<string, string> {
  return path.startsWith("/uploads/") ? { ...headers, "content-security-policy": STORED_FILE_CSP } : headers;
}
