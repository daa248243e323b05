import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { closeOnShutdown } from "@wro/db/process";
import { AppError, codedMessage } from "@wro/constants";
import { authMessages } from "./messages.ts";
import { createRedisClient, firstConnection, redisAnswers } from "./redis/client.ts";
import { redisEnv, type RedisEnv } from "./redis/env.ts";

/**
 * The attempts that are counted, each in its own buckets: signing in and up, asking for a
 * password-reset link, and sending the contact form (its "account" is the sender's e-mail).
 * "signIn" also counts a wrong current password on the profile page (the same guess by
 * another door). "signUpTaken" counts sign-ups answered "already registered", the answer
 * that tells whether an account exists (its "account" is the client's address).
 * "secondFactor" counts the codes of two-step sign-in (an authenticator's code or a recovery
 * code) given for an account, at sign-in and in the profile (`second-factor.ts`).
 * "pushSubscribe" counts a browser's opt-ins to notifications (its "account" is the endpoint).
 */
export type AuthAction =
  "signIn" | "signUp" | "signUpTaken" | "passwordReset" | "contact" | "secondFactor" | "pushSubscribe";

export interface RateLimitPolicy {
  /** Attempts on one account from one address, per window: slows password guessing. */
  perAccount: { points: number; durationSeconds: number };
  /**
   * Attempts on one account from any address, per window: the limit no change of address
   * resets. Higher than `perAccount`, so one guesser locks out only their own address first.
   */
  perAccountAnyAddress: { points: number; durationSeconds: number };
  /** Attempts from one address on any account, per window: slows trying many accounts. */
  perAddress: { points: number; durationSeconds: number };
}

export const defaultRateLimitPolicy: RateLimitPolicy = {
  perAccount: { points: 10, durationSeconds: 15 * 60 },
  perAccountAnyAddress: { points: 50, durationSeconds: 60 * 60 },
  // Generous: a school or a venue network signs many people in from one address.
  perAddress: { points: 300, durationSeconds: 60 * 60 },
};

/**
 * Each action's limits. A reset link and a contact message each send a mail, so they are
 * counted far more tightly than sign-in: a few per address, enough for a person, too few for
 * a mail bomb.
 */
export const defaultRateLimitPolicies: Record<AuthAction, RateLimitPolicy> = {
  signIn: defaultRateLimitPolicy,
  signUp: defaultRateLimitPolicy,
  // A person who forgot they have an account needs one or two, a school's shared address a few
  // more; probing for accounts needs many. Keyed by the address alone (see auth.signUp).
  signUpTaken: {
    perAccount: { points: 10, durationSeconds: 60 * 60 },
    perAccountAnyAddress: { points: 10, durationSeconds: 60 * 60 },
    perAddress: { points: 10, durationSeconds: 60 * 60 },
  },
  passwordReset: {
    perAccount: { points: 3, durationSeconds: 15 * 60 },
    perAccountAnyAddress: { points: 6, durationSeconds: 60 * 60 },
    perAddress: { points: 20, durationSeconds: 60 * 60 },
  },
  contact: {
    perAccount: { points: 3, durationSeconds: 10 * 60 },
    perAccountAnyAddress: { points: 10, durationSeconds: 60 * 60 },
    perAddress: { points: 5, durationSeconds: 10 * 60 },
  },
  // Only someone who knows the password gets this far. A guess of a 6-digit code passes with a
  // chance of 3 in a million (three time steps are accepted), so the account's own limit is
  // tight: 10 guesses an hour from anywhere bound a year of steady guessing to about 1 in 4.
  secondFactor: {
    perAccount: { points: 5, durationSeconds: 15 * 60 },
    perAccountAnyAddress: { points: 10, durationSeconds: 60 * 60 },
    perAddress: { points: 100, durationSeconds: 60 * 60 },
  },
  // A browser subscribes once or twice (and again in the other language); a venue's network
  // puts many visitors behind one address, so that bucket is wide. Each row costs a push per
  // notification, so a flood from one address is stopped.
  pushSubscribe: {
    perAccount: { points: 10, durationSeconds: 10 * 60 },
    perAccountAnyAddress: { points: 20, durationSeconds: 60 * 60 },
    perAddress: { points: 600, durationSeconds: 60 * 60 },
  },
};

export interface AuthRateLimiter {
  /**
   * Counts one attempt by `ip` on `account` (a national ID or e-mail). Throws an `AppError`
   * "rateLimited" with `retryAfterSeconds` once over either limit. Without an address only
   * the account bucket counts, so requests with no known address do not share one bucket.
   */
  consume(action: AuthAction, ip: string | undefined, account: string): Promise<void>;
  /** Throws as `consume` would once over a limit, without counting an attempt. */
  check(action: AuthAction, ip: string | undefined, account: string): Promise<void>;
  /** Forgets the account's failures after a successful sign-in. */
  reset(action: AuthAction, ip: string | undefined, account: string): Promise<void>;
  /** Whether the Redis it counts in answers (true without Redis: memory always does). */
  reachable(): Promise<boolean>;
  /** Closes the Redis connection this limiter opened, if any. */
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Count in Redis (a URL or a client) when given, in this process's memory otherwise. */
  redis?: string | Redis;
  /** The same limits for every action (tests); each action's own by default (`defaultRateLimitPolicies`). */
  policy?: RateLimitPolicy;
  /** Separates these counters from other users of the same Redis (tests, other sites). */
  keyPrefix?: string;
}

export function createAuthRateLimiter({
  redis,
  policy,
  keyPrefix = "wro-auth",
}: RateLimiterOptions = {}): AuthRateLimiter {
  // Commands fail at once while Redis is unreachable (see ./redis/client.ts), so that the in-memory
  // insurance limiter counts instead and a sign-in stays fast. Only the first connection is
  // waited for, so that the first attempts after start-up count in Redis too.
  const client = typeof redis === "string" ? createRedisClient(redis) : redis;
  const connected = client ? firstConnection(client) : Promise.resolve();
  const ownsClient = typeof redis === "string";
  // ioredis reports every failed reconnection; an outage is worth one line, not one a second.
  let outageReported = false;
  client?.on("error", (error: Error) => {
    if (outageReported) return;
    outageReported = true;
    console.warn(`Rate limiting: Redis unavailable (${error.message}); counting in memory until it is back.`);
  });
  client?.on("ready", () => {
    if (outageReported) console.warn("Rate limiting: Redis is back.");
    outageReported = false;
  });

  const limiter = (
    name: string,
    { points, durationSeconds }: { points: number; durationSeconds: number },
  ) => {
    const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration: durationSeconds };
    const memory = new RateLimiterMemory(options);
    return client
      ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: memory })
      : memory;
  };
  const limitersFor = (action: AuthAction) => {
    const limits = policy ?? defaultRateLimitPolicies[action];
    return {
      perAccount: limiter(`${action}:account`, limits.perAccount),
      perAccountAnyAddress: limiter(`${action}:account-any-ip`, limits.perAccountAnyAddress),
      perAddress: limiter(`${action}:ip`, limits.perAddress),
    };
  };
  const limiters: Record<AuthAction, Record<keyof RateLimitPolicy, RateLimiterAbstract>> = {
    signIn: limitersFor("signIn"),
    signUp: limitersFor("signUp"),
    signUpTaken: limitersFor("signUpTaken"),
    passwordReset: limitersFor("passwordReset"),
    contact: limitersFor("contact"),
    secondFactor: limitersFor("secondFactor"),
    pushSubscribe: limitersFor("pushSubscribe"),
  };
  const accountOf = (account: string) => account.trim().toLowerCase();
  const accountKey = (ip: string | undefined, account: string) => `${ip ?? "unknown"}|${accountOf(account)}`;

  const limited = (rejection: RateLimiterRes) => {
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return new AppError("rateLimited", {
      message: codedMessage(authMessages.tooManyAttempts, { minutes: Math.ceil(retryAfterSeconds / 60) }),
      retryAfterSeconds,
    });
  };
  /** Each bucket of an attempt by `ip` on `account`, with its key. */
  const bucketsOf = (action: AuthAction, ip: string | undefined, account: string) => {
    const { perAccount, perAccountAnyAddress, perAddress } = limiters[action];
    const buckets: Array<[RateLimiterAbstract, string]> = [
      [perAccount, accountKey(ip, account)],
      [perAccountAnyAddress, accountOf(account)],
    ];
    if (ip) buckets.push([perAddress, ip]);
    return buckets;
  };

  return {
    async consume(action, ip, account) {
      await connected;
      try {
        for (const [bucket, key] of bucketsOf(action, ip, account)) await bucket.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw limited(rejection);
      }
    },

    async check(action, ip, account) {
      await connected;
      for (const [bucket, key] of bucketsOf(action, ip, account)) {
        const state = await bucket.get(key);
        if (state && state.consumedPoints >= bucket.points) throw limited(state);
      }
    },

    async reset(action, ip, account) {
      await connected;
      await limiters[action].perAccount.delete(accountKey(ip, account));
      await limiters[action].perAccountAnyAddress.delete(accountOf(account));
    },

    async reachable() {
      return client ? redisAnswers(client) : true;
    },

    async close() {
      if (!ownsClient || !client) return;
      // quit() waits for pending replies, which needs a connection; without one, just stop retrying.
      if (client.status === "ready") await client.quit();
      else client.disconnect();
    },
  };
}

const holder = globalThis as typeof globalThis & { __wroAuthRateLimiter?: AuthRateLimiter };

/**
 * The process's rate limiter: in Redis when REDIS_URL is set, in memory otherwise. One per
 * process (kept on globalThis so development reloads do not open more Redis connections).
 */
export function authRateLimiter(env: RedisEnv = redisEnv()): AuthRateLimiter {
  if (!holder.__wroAuthRateLimiter) {
    const limiter = createAuthRateLimiter({ redis: env.redisUrl, keyPrefix: `${env.redisKeyPrefix}:auth` });
    holder.__wroAuthRateLimiter = limiter;
    closeOnShutdown(() => limiter.close());
  }
  return holder.__wroAuthRateLimiter;
}
