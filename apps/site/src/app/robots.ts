import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/metadata.ts";

// Rendered per request, not at build: SITE_URL belongs to the deployment, not to the image.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin/", "/api/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
