// `@wro/auth/redis`: Redis's settings and the one way to open a client with them.
export { createRedisClient, firstConnection, redisAnswers, redisClientOptions } from "./client.ts";
export { parseRedisEnv, redisEnv, type RedisEnv } from "./env.ts";
