import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/**
 * Tells the other instances which cache tags an admin write changed, over Redis
 * publish/subscribe, so that their in-memory caches (the REST API's public lists) drop them
 * too. Each instance hears its own messages as well and ignores them: it has already dropped
 * the tags itself.
 */
export interface InvalidationChannel {
  publish(tags: readonly string[]): void;
  /** Resolves once this instance listens, so that nothing published after it is missed. */
  readonly listening: Promise<void>;
  close(): Promise<void>;
}

export function createInvalidationChannel({
  redisUrl,
  channel,
  onInvalidate,
}: {
  redisUrl: string;
  channel: string;
  onInvalidate: (tags: string[]) => void;
}): InvalidationChannel {
  const instance = randomUUID();
  const options = { maxRetriesPerRequest: 1, commandTimeout: 1_000 };
  const publisher = new Redis(redisUrl, options);
  // A subscribed connection can do nothing else, hence a second one. It resubscribes by itself
  // after a reconnection.
  const subscriber = new Redis(redisUrl, options);
  // A Redis outage is reported by the rate limiter and /api/ready; until it is back, the other
  // instances' lists refresh at the cache's time limit.
  for (const client of [publisher, subscriber]) client.on("error", () => {});

  subscriber.on("message", (_channel: string, message: string) => {
    try {
      const { from, tags } = JSON.parse(message) as { from?: unknown; tags?: unknown };
      if (from !== instance && Array.isArray(tags))
        onInvalidate(tags.filter((tag) => typeof tag === "string"));
    } catch {
      // Not one of ours: ignored.
    }
  });
  const listening = subscriber.subscribe(channel).then(
    () => undefined,
    () => undefined,
  );

  return {
    publish(tags) {
      if (tags.length > 0)
        publisher.publish(channel, JSON.stringify({ from: instance, tags })).catch(() => {});
    },
    listening,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
