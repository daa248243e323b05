// Headers every answer carries (site, admin and API), set by the production server (server.ts).
// No nonces: public pages are the same cached HTML for everyone, and Next's inline bootstrap
// scripts are what 'unsafe-inline' admits; everything else may come only from this origin.

const contentSecurityPolicy = (https: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    // Mantine and Next set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    // Stored images may live with UploadThing (https); flags and charts use data: URLs.
    "img-src 'self' data: blob: https:",
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

/** The security headers for a site served at `siteUrl` (HSTS only over https). */
export function securityHeaders(siteUrl: string): Record<string, string> {
  const https = siteUrl.startsWith("https:");
  return {
    "content-security-policy": contentSecurityPolicy(https),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "cross-origin-opener-policy": "same-origin",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
