import "server-only";
import { TRPCError } from "@trpc/server";
import { createCaller } from "@wro/api";
import { getDb } from "@wro/db";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import superjson from "superjson";

/**
 * The data public pages show, read as an anonymous visitor and kept in Next's cache under the
 * tags the back office names when it changes that data (`auditedWrite` → `revalidatePublicSite`).
 * A page rendered from these reads carries their tags, so an admin write re-renders exactly the
 * pages that show what changed. Nothing here depends on the visitor.
 */

/**
 * Backstop: cached data is re-read at least this often (seconds), for changes that bypass the
 * site's server (the CLI, a second instance without a shared cache handler, SQL by hand).
 */
export const PUBLIC_DATA_MAX_AGE = 3600;

const anonymousApi = () => createCaller({ db: getDb(), caller: { kind: "anonymous" } });
type Api = ReturnType<typeof anonymousApi>;

/**
 * One cached read. Next's data cache stores JSON, so values go through superjson to keep their
 * Dates; React's `cache` shares one result between the layout and the page of one render.
 */
function cachedRead<Args extends string[], Result>(
  key: string,
  tags: string[],
  read: (api: Api, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const stored = unstable_cache(
    async (...args: Args) => superjson.stringify(await read(anonymousApi(), ...args)),
    [key],
    { tags, revalidate: PUBLIC_DATA_MAX_AGE },
  );
  return cache(async (...args: Args) => superjson.parse<Result>(await stored(...args)));
}

export const publicData = {
  event: cachedRead("event.current", ["event"], (api) => api.event.current()),
  participatingCountries: cachedRead("region.participating", ["regions"], (api) =>
    api.region.participating(),
  ),
  partnersByTier: cachedRead("partner.byTier", ["partners"], (api) => api.partner.byTier()),
  activePartners: cachedRead("partner.active", ["partners"], (api) => api.partner.active()),
  settings: cachedRead("setting.get", ["settings"], (api) => api.setting.get()),
  faqs: cachedRead("faq.list", ["faqs"], (api) => api.faq.list()),
  hotels: cachedRead("hotel.list", ["hotels"], (api) => api.hotel.list()),
  announcements: cachedRead("announcement.list", ["announcements"], (api) => api.announcement.list()),
  schedule: cachedRead("schedule.days", ["schedule"], (api) => api.schedule.days()),
  trainingCentres: cachedRead("training.list", ["trainings"], (api) => api.training.list()),
  /** The published season with this slug, or null when there is none (unknown, hidden or malformed). */
  seasonBySlug: cachedRead("season.bySlug", ["seasons"], async (api, slug: string) => {
    try {
      return await api.season.bySlug({ slug });
    } catch (error) {
      if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST"))
        return null;
      throw error;
    }
  }),
};
