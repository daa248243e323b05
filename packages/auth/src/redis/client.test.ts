import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisClient, firstConnection, redisAnswers } from "./client.ts";
import { redisServerInstalled, startRedisServer } from "../testing/redis-server.ts";

describe.skipIf(!redisServerInstalled())("a Redis client with the site's settings", () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(() => server?.close());

  it("refuses commands at once while Redis is down, rather than queueing them, and reconnects", async () => {
    const client = createRedisClient(server.url);
    client.on("error", () => {});
    try {
      await firstConnection(client);
      expect(await redisAnswers(client)).toBe(true);
      await client.set("wro-test:key", "value");

      await server.kill();
      await expect.poll(() => client.status).not.toBe("ready");
      // Queued, the command would wait out its timeout (every limiter call of a sign-in did).
      await expect(client.get("wro-test:key")).rejects.toThrow(/enableOfflineQueue/);
      expect(await redisAnswers(client)).toBe(false);

      await server.start();
      await expect.poll(() => redisAnswers(client), { timeout: 10_000 }).toBe(true);
    } finally {
      client.disconnect();
    }
  });

  it("waits for a new client's first connection, so its first commands reach Redis", async () => {
    const client = createRedisClient(server.url);
    client.on("error", () => {});
    try {
      await firstConnection(client);
      expect(await client.ping()).toBe("PONG");
    } finally {
      client.disconnect();
    }
  });
});
