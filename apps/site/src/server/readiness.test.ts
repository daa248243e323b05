import { createAuthRateLimiter } from "@wro/auth";
import { redisServerInstalled, startRedisServer } from "@wro/auth/testing/redis-server";
import { createTestDatabase, type TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createReadinessCheck } from "./readiness.ts";

describe("readiness (/api/ready)", () => {
  let migrated: TestDatabase;
  beforeAll(async () => {
    migrated = await createTestDatabase("pglite");
  });
  afterAll(() => migrated?.close());

  it("is ready on a migrated database, with no word of Redis when the site runs without it", async () => {
    const check = createReadinessCheck({ db: () => migrated.db });
    expect(await check()).toEqual({ httpStatus: 200, body: { status: "ready" } });
  });

  it("is unavailable, with the reason, while migrations are missing", async () => {
    const empty = await createTestDatabase("pglite", { migrated: false });
    try {
      const { httpStatus, body } = await createReadinessCheck({ db: () => empty.db })();
      expect(httpStatus).toBe(503);
      expect(body).toMatchObject({ status: "unavailable", reason: expect.stringMatching(/migration/) });
    } finally {
      await empty.close();
    }
  });

  it.skipIf(!redisServerInstalled())(
    "stays ready while Redis is down, says so in the body, and logs each outage once",
    async () => {
      const redis = await startRedisServer();
      const limiter = createAuthRateLimiter({ redis: redis.url, keyPrefix: "wro-test-readiness" });
      const logged: string[] = [];
      const check = createReadinessCheck({
        db: () => migrated.db,
        redisAnswers: () => limiter.reachable(),
        warn: (line) => logged.push(line),
      });
      // The limiter reports the outage too, in its own words.
      const limiterLog = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        expect(await check()).toEqual({ httpStatus: 200, body: { status: "ready", redis: "up" } });

        await redis.kill();
        expect(await check()).toEqual({ httpStatus: 200, body: { status: "ready", redis: "down" } });
        expect(await check()).toEqual({ httpStatus: 200, body: { status: "ready", redis: "down" } });
        expect(logged).toEqual([expect.stringMatching(/Redis does not answer/)]);

        await redis.start();
        await expect.poll(async () => (await check()).body.redis, { timeout: 10_000 }).toBe("up");
        await check();
        expect(logged).toEqual([
          expect.stringMatching(/Redis does not answer/),
          expect.stringMatching(/Redis answers again/),
        ]);
      } finally {
        limiterLog.mockRestore();
        await limiter.close();
        await redis.close();
      }
    },
  );
});
