// Next's cache of rendered public pages and of the data they read (lib/public-data.ts), loaded by
// Next itself (next.config.ts `cacheHandler`), outside the app's bundle.
// - With REDIS_URL: in Redis, shared by every instance. An admin write on one instance
//   (`revalidateTag`) deletes the tagged entries for all of them, so no instance keeps serving
//   the old page.
// - Without: in this process's memory, for a single server.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import { createRedisClient, redisEnv } from "@wro/auth/redis";
import { closeOnShutdown } from "@wro/db/process";
import { env } from "../env.ts";

/**
 * The library files a page under the tags Next wrote in its `x-next-cache-tags` header, but a
 * route handler's response (the Atom feeds, the calendar files) under none, so `revalidateTag`
 * never reached it and a feed kept its old items until its own time ran out. Route responses
 * carry the same header: file them under it too.
 */
function withRouteTags(handler: Handler): Handler {
  return {
    ...handler,
    set: (key, entry, context) => {
      // Next declares the kinds as a const enum, which an isolated module cannot import.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison
      const headers = entry.value?.kind === "APP_ROUTE" ? entry.value.headers : undefined;
      const tags = headers?.["x-next-cache-tags"];
      return handler.set(
        key,
        typeof tags === "string" ? { ...entry, tags: tags.split(",") } : entry,
        context,
      );
    },
  };
}

/** This process's handlers (the build's id names their Redis keys), made once for Next and `expireTag`. */
let configured: Promise<Handler[]> | undefined;
const handlersFor = (buildId: string | undefined) => (configured ??= createHandlers(buildId));

async function createHandlers(buildId: string | undefined): Promise<Handler[]> {
  const { redisUrl, redisKeyPrefix } = redisEnv();
  // `next build` renders nothing from the database and must not need Redis.
  if (!redisUrl || env.NEXT_PHASE === "phase-production-build") {
    return [withRouteTags(createLruHandler())];
  }
  // A page is tens of kilobytes: allow a busy Redis the handler's own second rather than the
  // short default (see @wro/auth/redis), since a miss means rendering the page again.
  const client = createRedisClient(redisUrl, { commandTimeout: 1_000 });
  closeOnShutdown(async () => void client.disconnect());
  // An outage is reported by the rate limiter and /api/ready; meanwhile pages render afresh.
  client.on("error", () => {});
  // The handler refuses commands until the connection is up, and an admin write's invalidation
  // refused then would be lost: wait for it (bounded, so a Redis outage never blocks the site).
  await new Promise<void>((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, 5_000).unref();
  });
  const redis = createRedisHandler({
    client: ioredisAdapter(client),
    // One build's entries never serve another (a rolling upgrade runs two side by side).
    keyPrefix: `${redisKeyPrefix}:next:${buildId ?? "unknown-build"}:`,
    timeoutMs: 1_000,
  });
  return [
    withRouteTags({
      ...redis,
      // A lost invalidation leaves old pages on every instance until the backstop: say so.
      revalidateTag: (tag) =>
        redis.revalidateTag(tag).catch((error: unknown) => {
          console.error(`Next's cache: revalidating "${tag}" in Redis failed:`, error);
          throw error;
        }),
    }),
  ];
}

CacheHandler.onCreation(async ({ buildId }) => ({ handlers: await handlersFor(buildId) }));

/**
 * Drops the cached pages and data under `tag`, as Next's `revalidateTag` does at the end of a
 * request, for the API calls server.ts answers past Next (src/server/api-calls.ts). The same handlers:
 * Next imports this very module (next.config.ts `cacheHandler`), so without Redis it is the one
 * memory both see. `buildId` is the build's (.next/BUILD_ID), which Next hands `onCreation`.
 */
export async function expireTag(tag: string, buildId: string): Promise<void> {
  await Promise.all((await handlersFor(buildId)).map((handler) => handler.revalidateTag(tag)));
}

export default CacheHandler;
