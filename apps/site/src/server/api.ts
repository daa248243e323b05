import "server-only";
import { createSiteApi } from "@wro/api";
import { revalidateTag } from "next/cache";
import { cookies } from "next/headers";
import { sessionReader } from "./auth.ts";

/**
 * The API as this site serves it (`createSiteApi` builds every request context): callers are
 * signed in by their session cookie (`sessionReader`), and an admin write drops Next's cached
 * pages and data under the tags it names (lib/public-data.ts tags each read). `expire: 0`: the
 * next visitor gets a fresh render, never the stale page, so the change shows at once.
 */
export const api = createSiteApi({
  sessionCaller: async () => sessionReader()(await cookies()),
  revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
});
