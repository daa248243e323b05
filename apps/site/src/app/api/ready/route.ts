import { authRateLimiter } from "@wro/auth";
import { redisEnv } from "@wro/auth/redis";
import { getDb } from "@wro/db";
import { createReadinessCheck } from "@/server/readiness.ts";

// For load balancers: whether this instance can serve, i.e. its database answers with every
// migration applied (503 with the reason otherwise). Redis, when configured, is reported in
// the body ("redis": "up" or "down") but never fails readiness: see src/server/readiness.ts.
let checkReadiness: ReturnType<typeof createReadinessCheck> | undefined;

export async function GET() {
  checkReadiness ??= createReadinessCheck({
    db: getDb,
    redisAnswers: redisEnv().redisUrl ? () => authRateLimiter().reachable() : undefined,
  });
  const { httpStatus, body } = await checkReadiness();
  return Response.json(body, { status: httpStatus, headers: { "cache-control": "no-store" } });
}
