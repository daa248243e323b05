import { z } from "zod";

// Redis's settings, apart from any one user of it: the rate limiter (@wro/auth), the REST
// cache's invalidations (@wro/api) and Next's page cache (the site) all read them here.

const schema = z
  .object({
    /**
     * Shared by every instance when set: rate-limit counters, Next's page cache and cache
     * invalidations live in Redis. In this process's memory otherwise (one server only).
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Starts every key this site keeps in Redis, so that several sites (or test runs) can share one. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[a-z0-9-]+$/, "REDIS_KEY_PREFIX may hold only lower-case letters, digits and dashes")
      .default("wro"),
  })
  .transform((vars) => ({ redisUrl: vars.REDIS_URL, redisKeyPrefix: vars.REDIS_KEY_PREFIX }));

export type RedisEnv = z.output<typeof schema>;

const redisEnvNames = Object.keys(schema.in.shape) as Array<keyof typeof schema.in.shape>;

/** Reads and validates the variables; empty strings count as unset. Throws a readable error. */
export function parseRedisEnv(source: Record<string, string | undefined>): RedisEnv {
  const vars = Object.fromEntries(redisEnvNames.map((name) => [name, source[name] || undefined]));
  const result = schema.safeParse(vars);
  if (!result.success) throw new Error(`Invalid Redis environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

let cached: RedisEnv | undefined;

/** The process's Redis settings, read on first use. */
export function redisEnv(): RedisEnv {
  cached ??= parseRedisEnv(process.env);
  return cached;
}
