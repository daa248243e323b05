import "server-only";
import { invalidateLegacyCache } from "@wro/api";
import { revalidateTag } from "next/cache";

/**
 * What the site passes as `revalidate` to the API: an admin write names the data it changed
 * ("partners", "faqs" …) and both caches that serve it drop it — the REST API's public lists
 * and Next's cache of public pages (lib/public-data.ts tags each read). `expire: 0`: the next
 * visitor gets a fresh render, never the stale page, so the change shows at once.
 */
export function revalidatePublicSite(tags: string[]): void {
  invalidateLegacyCache(tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
