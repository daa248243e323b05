// How the site talks to Redis: the settings of every client it opens (rate limits, the REST
// cache's invalidations, Next's page cache). Redis helps, but the site serves without it: each
// user of a client has a fallback (counting in memory, rendering afresh, the cache's time limit),
// so a command must fail fast when Redis is away rather than hold a request up.
import { Redis, type RedisOptions } from "ioredis";

export const redisClientOptions = {
  // On a working Redis a command answers in about a millisecond; 200 ms means it is stuck
  // (a hung server, a dropped network), and the fallback answers instead.
  commandTimeout: 200,
  // While the connection is lost, refuse commands at once instead of queueing them until it
  // is back: queued, every limiter call of a sign-in waited out its timeout (2.6 s in all).
  enableOfflineQueue: false,
  // A command caught in flight by a lost connection is retried on one reconnection at most.
  maxRetriesPerRequest: 1,
  // A host that does not answer at all (rather than refusing) counts as down after 2 s.
  connectTimeout: 2_000,
} satisfies RedisOptions;

/** Each client's first connection, settled (see `firstConnection`). */
const firstConnections = new WeakMap<Redis, Promise<void>>();

/** A client with the site's settings; `overrides` for a user with its own reasons. */
export function createRedisClient(url: string, overrides: RedisOptions = {}): Redis {
  const client = new Redis(url, { ...redisClientOptions, ...overrides });
  firstConnections.set(client, settled(client));
  return client;
}

/**
 * Resolves once the client's first connection has come up or failed (bounded by the connect
 * timeout). Commands are refused while there is no connection, so its first users wait for
 * this: right after start-up, Redis is not down, only not connected yet. Later reconnections
 * are not waited for: then Redis has been lost, and the fallback answers at once.
 */
export function firstConnection(client: Redis): Promise<void> {
  let first = firstConnections.get(client);
  if (!first) {
    first = settled(client);
    firstConnections.set(client, first);
  }
  return first;
}

function settled(client: Redis): Promise<void> {
  if (client.status !== "connecting" && client.status !== "connect" && client.status !== "wait")
    return Promise.resolve();
  return new Promise<void>((resolve) => {
    const events = ["ready", "error", "end"] as const;
    const timer = setTimeout(done, redisClientOptions.connectTimeout + 500);
    timer.unref();
    function done() {
      clearTimeout(timer);
      for (const event of events) client.off(event, done);
      resolve();
    }
    for (const event of events) client.once(event, done);
  });
}

/** Whether the client's Redis answers a PING now (after its first connection, see above). */
export async function redisAnswers(client: Redis): Promise<boolean> {
  await firstConnection(client);
  try {
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
