import "server-only";
import { TRPCError } from "@trpc/server";
import type { CacheTag } from "@wro/api";
import { authMessages } from "@wro/auth/client";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import superjson from "superjson";
import { api } from "@/server/api.ts";

/**
 * The data public pages show, read as an anonymous visitor and kept in Next's cache under the
 * tags the back office names when it changes that data (`auditedWrite` → `revalidate`, see
 * server/api.ts).
 * A page rendered from these reads carries their tags, so an admin write re-renders exactly the
 * pages that show what changed. Nothing here depends on the visitor.
 */

/**
 * Backstop: cached data is re-read at least this often (seconds), for changes that bypass the
 * site's server (the CLI, a second instance without a shared cache handler, SQL by hand).
 */
export const PUBLIC_DATA_MAX_AGE = 3600;

const anonymousApi = () => api.anonymous();
type Api = ReturnType<typeof anonymousApi>;

/**
 * One cached read. Next's data cache stores JSON, so values go through superjson to keep their
 * Dates; React's `cache` shares one result between the layout and the page of one render.
 */
function cachedRead<Args extends string[], Result>(
  key: string,
  tags: CacheTag[],
  read: (api: Api, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const stored = unstable_cache(
    async (...args: Args) => superjson.stringify(await read(anonymousApi(), ...args)),
    [key],
    { tags, revalidate: PUBLIC_DATA_MAX_AGE },
  );
  return cache(async (...args: Args) => superjson.parse<Result>(await stored(...args)));
}

/**
 * Announcements also change with time alone: a scheduled one goes public at its own moment,
 * with no admin write to revalidate anything. So their reads are keyed by the next publish time
 * (read fresh, it is one indexed row) and kept only until then: the data cache and every page
 * rendered from it (Next takes a page's lifetime from the shortest read) end exactly when the
 * next item is due, and the hour stays the backstop.
 */
const announcementWindow = cache(async () => {
  const next = await anonymousApi().announcement.nextPublishAt();
  const secondsLeft = next ? Math.ceil((next.getTime() - Date.now()) / 1000) : PUBLIC_DATA_MAX_AGE;
  return {
    until: next?.toISOString() ?? "none",
    revalidate: Math.min(Math.max(secondsLeft, 1), PUBLIC_DATA_MAX_AGE),
  };
});

/** A cached announcement read that lasts until the next scheduled announcement is due. */
function announcementRead<Args extends string[], Result>(
  key: string,
  read: (api: Api, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return cache(async (...args: Args) => {
    const { until, revalidate } = await announcementWindow();
    const stored = unstable_cache(
      async (_until: string, ...rest: Args) => superjson.stringify(await read(anonymousApi(), ...rest)),
      [key],
      { tags: ["announcements"], revalidate },
    );
    return superjson.parse<Result>(await stored(until, ...args));
  });
}

/** A NOT_FOUND (or a malformed key, BAD_REQUEST) as null: the page shows its not-found page. */
async function orNull<Result>(read: Promise<Result>): Promise<Result | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST"))
      return null;
    throw error;
  }
}

export const publicData = {
  event: cachedRead("event.current", ["event"], (api) => api.event.current()),
  participatingCountries: cachedRead("region.participating", ["regions"], (api) =>
    api.region.participating(),
  ),
  partnersByTier: cachedRead("partner.byTier", ["partners"], (api) => api.partner.byTier()),
  activePartners: cachedRead("partner.active", ["partners"], (api) => api.partner.active()),
  settings: cachedRead("setting.public", ["settings"], (api) => api.setting.public()),
  faqs: cachedRead("faq.active", ["faqs"], (api) => api.faq.active()),
  hotels: cachedRead("hotel.active", ["hotels"], (api) => api.hotel.active()),
  /** The active fee categories with their SAR prices and places left, and the window and rates. */
  feeCategories: cachedRead("feeCategory.offered", ["registration"], (api) => api.feeCategory.offered()),
  registration: cachedRead("registrationSetting.public", ["registration"], (api) =>
    api.registrationSetting.public(),
  ),
  announcements: announcementRead("announcement.published", (api) => api.announcement.published()),
  /** The public announcement with this slug, or null (unknown, draft, not yet due or malformed). */
  announcementBySlug: announcementRead("announcement.bySlug", (api, slug: string) =>
    orNull(api.announcement.bySlug({ slug })),
  ),
  schedule: cachedRead("schedule.days", ["schedule"], (api) => api.schedule.days()),
  homeSeasons: cachedRead("season.onHome", ["seasons"], (api) => api.season.onHome()),
  /** A season's results ("" for the newest season that has some) and the seasons with results. */
  results: cachedRead("result.bySeason", ["results", "seasons"], (api, slug: string) =>
    orNull(api.result.bySeason(slug ? { slug } : undefined)),
  ),
  trainingCentres: cachedRead("training.active", ["trainings"], (api) => api.training.active()),
  /** The published season with this slug, or null when there is none (unknown, hidden or malformed). */
  seasonBySlug: cachedRead("season.bySlug", ["seasons"], (api, slug: string) =>
    orNull(api.season.bySlug({ slug })),
  ),
};

/**
 * Makes the page being rendered expire at `moment` (ms) rather than after the usual hour, for a
 * page whose content changes with the clock (the home page at each stage of the final). Next
 * keeps a rendered page for the shortest lifetime of the cached reads it made, so this is a read
 * of nothing that lives exactly until then. Without Cache Components there is no `cacheLife` to
 * say it directly.
 */
export async function expireRenderAt(moment: number | null): Promise<void> {
  if (moment === null) return;
  const seconds = Math.ceil((moment - Date.now()) / 1000);
  if (seconds >= PUBLIC_DATA_MAX_AGE) return;
  const expiring = unstable_cache(async () => moment, ["expire-render-at", String(moment)], {
    revalidate: Math.max(1, seconds),
  });
  await expiring();
}

/**
 * Whether a password-reset link still works. Never cached: using the link changes the answer.
 * A malformed token is simply not a link of ours.
 */
export async function resetLinkStatus(token: string) {
  try {
    return await anonymousApi().auth.resetLinkStatus({ token });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST")
      return { state: "unknown" as const, message: authMessages.resetLinkUnknown };
    throw error;
  }
}
