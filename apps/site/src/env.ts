import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next itself while it builds (`phase-production-build`). */
  NEXT_PHASE: z.string().optional(),
  /** The public address of the site, for canonical URLs, hreflang links, Open Graph and the sitemap. */
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
  /** Where the production server (server.ts) listens. */
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Proxies whose X-Forwarded-For the server believes (addresses, CIDR ranges); none by default. */
  TRUSTED_PROXIES: z.string().default(""),
  /** The production server's log level (JSON lines on standard output). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * UploadThing's server token (used by @wro/api); read here only to know whether pages may show
   * images from UploadThing's hosts (the Content-Security-Policy's img-src).
   */
  UPLOADTHING_TOKEN: z.string().optional(),
  /**
   * A folder shared with the shipped nginx, where public pages are written as files for it to
   * send (src/server/page-files.ts); unset, none are written.
   */
  PAGE_FILES_DIR: z.string().optional(),
});

const names = Object.keys(schema.shape) as Array<keyof typeof schema.shape>;

// Empty strings count as unset.
export const env = schema.parse(
  Object.fromEntries(names.map((name) => [name, process.env[name] || undefined])),
);
