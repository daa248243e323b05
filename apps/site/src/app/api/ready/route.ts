import { authRateLimiter } from "@wro/auth";
import { databaseNotReady, getDb } from "@wro/db";

// For load balancers: whether this instance can serve — its database answers with every
// migration applied and, when configured, its Redis answers. 503 with the reason otherwise.
export async function GET() {
  const reason =
    (await databaseNotReady(getDb())) ??
    ((await authRateLimiter().reachable()) ? null : "Redis does not answer");
  return Response.json(reason ? { status: "unavailable", reason } : { status: "ready" }, {
    status: reason ? 503 : 200,
    headers: { "cache-control": "no-store" },
  });
}
