import { describe, expect, it } from "vitest";
import { parseRedisEnv } from "./env.ts";

describe("Redis environment", () => {
  it("runs without Redis by default, under the key prefix wro", () => {
    expect(parseRedisEnv({})).toEqual({ redisUrl: undefined, redisKeyPrefix: "wro" });
  });

  it("reads REDIS_URL, treats an empty one as unset, and refuses another protocol", () => {
    expect(parseRedisEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(parseRedisEnv({ REDIS_URL: "" }).redisUrl).toBeUndefined();
    expect(() => parseRedisEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
  });

  it("takes a Redis key prefix of letters, digits and dashes", () => {
    expect(parseRedisEnv({ REDIS_KEY_PREFIX: "wro-staging" }).redisKeyPrefix).toBe("wro-staging");
    expect(() => parseRedisEnv({ REDIS_KEY_PREFIX: "wro:*" })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
