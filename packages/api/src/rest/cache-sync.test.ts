import { randomBytes } from "node:crypto";
import { redisServerInstalled, startRedisServer } from "@wro/auth/testing/redis-server";
import { describe, expect, it } from "vitest";
import { createInvalidationChannel } from "./cache-sync.ts";

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

describe.skipIf(!redisUrl)("invalidations shared over Redis", () => {
  it("reach every other instance, and not the one that sent them", async () => {
    const channel = `wro-test-${randomBytes(6).toString("hex")}:invalidate`;
    const heard = { a: [] as string[][], b: [] as string[][], c: [] as string[][] };
    const open = (name: keyof typeof heard) =>
      createInvalidationChannel({
        redisUrl: redisUrl!,
        channel,
        onInvalidate: (tags) => heard[name].push(tags),
      });
    const instances = [open("a"), open("b"), open("c")];
    try {
      await Promise.all(instances.map((instance) => instance.listening));
      const received = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (heard.b.length && heard.c.length) resolve(clearInterval(check));
        }, 5);
      });
      instances[0]!.publish(["partners", "faqs"]);
      await received;
      expect(heard).toEqual({ a: [], b: [["partners", "faqs"]], c: [["partners", "faqs"]] });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe.skipIf(!redisServerInstalled())("invalidations over a Redis that goes away", () => {
  const channel = "wro-test:invalidate";

  it("do not hold up the start while Redis is down, and flow again once it is back", async () => {
    const redis = await startRedisServer();
    await redis.kill();
    const heard: string[][] = [];
    const sender = createInvalidationChannel({ redisUrl: redis.url, channel, onInvalidate: () => {} });
    const receiver = createInvalidationChannel({
      redisUrl: redis.url,
      channel,
      onInvalidate: (tags) => heard.push(tags),
    });
    try {
      await Promise.all([sender.listening, receiver.listening]);
      await redis.start();
      // Redis comes back empty: the receiver subscribes again on its own.
      await expect
        .poll(
          () => {
            sender.publish(["faqs"]);
            return heard.length > 0;
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe(true);
      expect(heard[0]).toEqual(["faqs"]);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
      await redis.close();
    }
  });
});
