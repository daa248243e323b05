import { randomUUID } from "node:crypto";
import { createRedisClient } from "@wro/auth/redis";

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
  const publisher = createRedisClient(redisUrl);
  // A subscribed connection can do nothing else, hence a second one. Commands are refused while
  // it is not connected (see @wro/auth/redis), so it subscribes each time it (re)connects.
  const subscriber = createRedisClient(redisUrl, { autoResubscribe: false });
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
  // Resolves once subscribed, or once the first connection fails: a Redis outage must not keep
  // the server from starting (it subscribes when Redis is back).
  const listening = new Promise<void>((resolve) => {
    subscriber.on("ready", () => {
      subscriber.subscribe(channel).then(
        () => resolve(),
        () => {},
      );
    });
    subscriber.once("error", () => resolve());
    subscriber.once("end", () => resolve());
  });

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
