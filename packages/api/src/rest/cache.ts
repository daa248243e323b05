import { redisEnv } from "@wro/auth/redis";
import { closeOnShutdown } from "@wro/db/process";
import { liveResultsChanged } from "../live/index.ts";
import type { CacheTag } from "../record-kinds.ts";
import { createInvalidationChannel, type InvalidationChannel } from "./cache-sync.ts";

/**
 * The legacy REST adapter's memory cache of public list answers, per process. Entries carry
 * tags ("partners", "seasons" …: the `CacheTag`s a change of a record kind clears, see
 * `createInvalidation`) and are dropped when one of their tags is invalidated — on this instance or, through
 * Redis, another one — or after `ttlMs` at the latest (changes that bypass the site's servers,
 * such as the CLI's, show up then).
 */
export interface TaggedCache {
  /** The cached value of `key`, or `load()`'s, stored under `tags`. Concurrent misses share one load. */
  get<Value>(key: string, tags: readonly string[], load: () => Promise<Value>): Promise<Value>;
  /** The value of `key` if it has loaded and is still fresh; never waits and never loads. */
  peek<Value>(key: string): Value | undefined;
  /** Drops every entry that has one of `tags`. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  value: Promise<unknown>;
  /** Set once `value` has resolved. */
  loaded?: { value: unknown };
  tags: readonly string[];
  expiresAt: number;
}

export const DEFAULT_CACHE_TTL_MS = 30_000;

export function createTaggedCache({
  ttlMs = DEFAULT_CACHE_TTL_MS,
  maxEntries = 500,
  now = () => Date.now(),
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): TaggedCache {
  const entries = new Map<string, Entry>();

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get<Value>(key: string, tags: readonly string[], load: () => Promise<Value>): Promise<Value> {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<Value>;
      if (cached) entries.delete(key);
      if (entries.size >= maxEntries) {
        // Oldest first (Map keeps insertion order): the query strings of a public list are
        // few, so this only trims hostile variety.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const entry: Entry = { value: load(), tags, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      entry.value.then(
        (value) => (entry.loaded = { value }),
        // A failed load is not remembered: the next request tries again.
        () => drop(key, entry),
      );
      return entry.value as Promise<Value>;
    },

    peek<Value>(key: string): Value | undefined {
      const entry = entries.get(key);
      return entry?.loaded && entry.expiresAt > now() ? (entry.loaded.value as Value) : undefined;
    },

    invalidate(tags) {
      // An entry still loading is dropped too, so a load that read the old rows is never kept.
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
    },

    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

/**
 * A public list answer as the cache keeps it: ready to send. Its body is UTF-8 encoded once, when
 * it is filled: the lists carry Arabic names, and Node re-encodes such a string on every send.
 */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** A path without its trailing slash: /api/partners/ and /api/partners are one legacy call. */
export const pathWithoutSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
/** A legacy call's path (`pathWithoutSlash`). */
export const legacyPath = (url: URL) => pathWithoutSlash(url.pathname);

/** The cache key of a public GET: its path and its query parameters in a fixed order. */
export function legacyCacheKey(url: URL): string {
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `GET ${legacyPath(url)}?${query}`;
}

/**
 * This process's cached answer to a GET of a public list, if it has a fresh one. The site's
 * server sends it before the request reaches Next (see apps/site/server.ts): public lists
 * are the API's hottest calls, and Next's request handling costs far more than the answer.
 */
export function cachedLegacyAnswer(url: URL): CachedAnswer | undefined {
  return legacyCache().peek<CachedAnswer>(legacyCacheKey(url));
}

const holder = globalThis as typeof globalThis & {
  __wroLegacyCache?: TaggedCache;
  __wroInvalidations?: InvalidationChannel | null;
  __wroInvalidationListeners?: Set<(tags: readonly string[]) => void>;
};

/**
 * Calls `listener` with the tags of every invalidation this process makes or hears from another
 * instance: the site's server forgets the page answers it sends again without Next
 * (apps/site/src/server/encoded-pages.ts). Kept on globalThis, as the cache is, because the
 * server and the API bundled in Next are two copies of this module.
 */
export function onInvalidation(listener: (tags: readonly string[]) => void): void {
  (holder.__wroInvalidationListeners ??= new Set()).add(listener);
}

function invalidated(tags: readonly string[]) {
  for (const listener of holder.__wroInvalidationListeners ?? []) listener(tags);
}

/**
 * The process's cache (kept on globalThis so development reloads share it with the code that
 * invalidates it). Admin writes clear it through `createInvalidation`.
 */
export function legacyCache(): TaggedCache {
  holder.__wroLegacyCache ??= createTaggedCache();
  return holder.__wroLegacyCache;
}

/**
 * With REDIS_URL, the channel that carries invalidations to and from the other instances; null
 * for a single instance. The server opens it at start, before it takes requests.
 */
export function sharedInvalidations(): InvalidationChannel | null {
  if (holder.__wroInvalidations === undefined) {
    const { redisUrl, redisKeyPrefix } = redisEnv();
    const channel = redisUrl
      ? createInvalidationChannel({
          redisUrl,
          channel: `${redisKeyPrefix}:invalidate`,
          onInvalidate: (tags) => {
            legacyCache().invalidate(tags);
            invalidated(tags);
            // Another instance changed results: its event is in the shared log.
            if (tags.includes("results")) liveResultsChanged();
          },
        })
      : null;
    if (channel) closeOnShutdown(() => channel.close());
    holder.__wroInvalidations = channel;
  }
  return holder.__wroInvalidations;
}

export interface InvalidationTargets {
  /** Next's `revalidateTag`, from the site: its cached pages and data under the tag are rebuilt. */
  revalidateTag?: (tag: CacheTag) => void;
  /** The REST API's public lists; by default the process's (`legacyCache()`). */
  lists?: TaggedCache;
  /** The channel to the other instances; by default the process's (`sharedInvalidations()`). */
  channel?: () => InvalidationChannel | null;
}

/**
 * The `revalidate` of every request context: after an admin write, each cache that serves the
 * changed tags drops them once — this process's REST lists and `onInvalidation` listeners, the
 * other instances' (over Redis;
 * each drops its own lists on hearing it), and Next's cached pages and data. Next's cache
 * handler keeps those in Redis when there is one, so one `revalidateTag` reaches every
 * instance. A change of results also wakes this process's live results streams (the other
 * instances' wake on hearing the tags).
 */
export function createInvalidation({
  revalidateTag,
  lists,
  channel = sharedInvalidations,
}: InvalidationTargets = {}): (tags: CacheTag[]) => void {
  return (tags) => {
    (lists ?? legacyCache()).invalidate(tags);
    invalidated(tags);
    channel()?.publish(tags);
    if (tags.includes("results")) liveResultsChanged();
    for (const tag of tags) revalidateTag?.(tag);
  };
}
