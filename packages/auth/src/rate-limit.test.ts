import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it, test, vi } from "vitest";
import { AppError } from "@wro/constants";
import { createAuthRateLimiter, type AuthRateLimiter, type RateLimiterOptions } from "./rate-limit.ts";

/** Redis for these tests: TEST_REDIS_URL, else REDIS_URL; without either the Redis cases are skipped. */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const stores = [
  { store: "memory", options: {}, unavailable: false },
  { store: "redis", options: { redis: redisUrl }, unavailable: !redisUrl },
] as const;

const small = {
  perAccount: { points: 3, durationSeconds: 1 },
  perAccountAnyAddress: { points: 100, durationSeconds: 1 },
  perAddress: { points: 5, durationSeconds: 1 },
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

describe.each(stores)("auth rate limiting in $store", ({ store, options, unavailable }) => {
  const it = test.skipIf(unavailable);
  const opened: AuthRateLimiter[] = [];
  // Each limiter gets its own key prefix, so runs sharing one Redis never count together.
  const limiter = (extra: RateLimiterOptions = {}) => {
    const created = createAuthRateLimiter({
      ...options,
      keyPrefix: `wro-test:${randomBytes(6).toString("hex")}`,
      ...extra,
    });
    opened.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(opened.map((created) => created.close()));
  });

  it("allows 10 attempts per address and account in 15 minutes, then says when to retry", async () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 10; attempt++)
      await limits.consume("signIn", "203.0.113.7", "1100000001");
    const error = await refusal(limits.consume("signIn", "203.0.113.7", "1100000001"));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "rateLimited",
      message: "tooManyAttempts?minutes=15",
    });
    expect(error?.details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error?.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it("answers the readiness check", async () => {
    expect(await limiter().reachable()).toBe(true);
  });

  it("locks an account after 50 attempts in an hour, whatever addresses they came from", async () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 50; attempt++)
      await limits.consume("signIn", `198.51.100.${attempt}`, "1100000009");
    const error = await refusal(limits.consume("signIn", "192.0.2.99", "1100000009"));
    expect(error).toMatchObject({ code: "rateLimited" });
    expect(error?.details.retryAfterSeconds).toBeGreaterThan(59 * 60);
    // A successful sign-in forgets the failures.
    await limits.reset("signIn", "192.0.2.99", "1100000009");
    await limits.consume("signIn", "192.0.2.99", "1100000009");
  });

  it("counts each account, address and action on its own; e-mail case does not matter", async () => {
    const limits = limiter({ policy: small });
    for (let attempt = 0; attempt < 3; attempt++)
      await limits.consume("signIn", "203.0.113.7", "Sara@Example.org");
    await expect(limits.consume("signIn", "203.0.113.7", "sara@example.org")).rejects.toMatchObject({
      code: "rateLimited",
    });
    await limits.consume("signIn", "203.0.113.7", "1100000002");
    await limits.consume("signIn", "198.51.100.2", "sara@example.org");
    await limits.consume("signUp", "203.0.113.7", "sara@example.org");
  });

  it("limits one address across many accounts", async () => {
    const limits = limiter({ policy: small });
    for (let account = 0; account < 5; account++)
      await limits.consume("signIn", "203.0.113.9", `user-${account}`);
    await expect(limits.consume("signIn", "203.0.113.9", "user-new")).rejects.toMatchObject({
      code: "rateLimited",
    });
    // Without a known address only the account counts: unknown callers do not share one bucket.
    for (let account = 0; account < 6; account++)
      await limits.consume("signIn", undefined, `user-${account}`);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const limits = limiter({ policy: small });
    for (let attempt = 0; attempt < 3; attempt++) await limits.consume("signIn", "203.0.113.7", "1100000003");
    await limits.reset("signIn", "203.0.113.7", "1100000003");
    await limits.consume("signIn", "203.0.113.7", "1100000003");
  });

  test.skipIf(store !== "redis" || unavailable)("shares its counts between server processes", async () => {
    const keyPrefix = `wro-test:${randomBytes(6).toString("hex")}`;
    const first = limiter({ keyPrefix, policy: small });
    const second = limiter({ keyPrefix, policy: small });
    await first.consume("signIn", "203.0.113.5", "1100000006");
    await second.consume("signIn", "203.0.113.5", "1100000006");
    await first.consume("signIn", "203.0.113.5", "1100000006");
    await expect(second.consume("signIn", "203.0.113.5", "1100000006")).rejects.toMatchObject({
      code: "rateLimited",
    });
  });

  it("recovers when the window has passed", async () => {
    const limits = limiter({ policy: small });
    for (let attempt = 0; attempt < 3; attempt++) await limits.consume("signIn", "203.0.113.8", "1100000004");
    const error = await refusal(limits.consume("signIn", "203.0.113.8", "1100000004"));
    expect(error).toMatchObject({
      code: "rateLimited",
      message: "tooManyAttempts?minutes=1",
    });
    expect(error?.details.retryAfterSeconds).toBe(1);
    // The window lives in the store (Redis expires it itself), so we ask again until it has
    // passed rather than sleeping a fixed time; refused attempts do not lengthen a window.
    await expect
      .poll(() => refusal(limits.consume("signIn", "203.0.113.8", "1100000004")), {
        interval: 100,
        timeout: 5_000,
      })
      .toBeNull();
  });
});

describe("auth rate limiting when Redis is down", () => {
  it("keeps counting in memory instead of failing sign-in", { timeout: 15_000 }, async () => {
    const limits = createAuthRateLimiter({
      redis: "redis://127.0.0.1:1",
      policy: {
        perAccount: { points: 2, durationSeconds: 60 },
        perAccountAnyAddress: { points: 100, durationSeconds: 60 },
        perAddress: { points: 10, durationSeconds: 60 },
      },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await limits.consume("signIn", "203.0.113.7", "1100000005");
      await limits.consume("signIn", "203.0.113.7", "1100000005");
      await expect(limits.consume("signIn", "203.0.113.7", "1100000005")).rejects.toMatchObject({
        code: "rateLimited",
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("Redis unavailable"));
      // The readiness check says so.
      expect(await limits.reachable()).toBe(false);
    } finally {
      warn.mockRestore();
      await limits.close();
    }
  });
});
