import "server-only";
import { createSiteApi } from "@wro/api";
import { getServerSession } from "next-auth";
import { revalidateTag } from "next/cache";
import { authOptions } from "./auth.ts";

/**
 * The API as this site serves it (`createSiteApi` builds every request context): callers are
 * signed in by their session cookie, and an admin write drops Next's cached pages and data
 * under the tags it names (lib/public-data.ts tags each read). `expire: 0`: the next visitor
 * gets a fresh render, never the stale page, so the change shows at once.
 */
export const api = createSiteApi({
  session: () => getServerSession(authOptions()),
  revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
});
