import { z } from "zod";

const schema = z.object({
  /** The public address of the site, for canonical URLs, hreflang links, Open Graph and the sitemap. */
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
});

export const env = schema.parse({ SITE_URL: process.env.SITE_URL || undefined });
