// /api/ready's answer. Readiness is what a load balancer acts on, so only what stops this
// instance from serving may fail it: its database, and migrations this build needs. Redis is
// shared by every instance; failing readiness on it would take the whole site out while each
// instance can serve without it (rate limits count in memory, pages render afresh), so it is
// reported as degraded in the body and in the log instead.
import { databaseNotReady, type Database } from "@wro/db";

export interface ReadinessAnswer {
  httpStatus: 200 | 503;
  body: { status: "ready" | "unavailable"; reason?: string; redis?: "up" | "down" };
}

export interface ReadinessDeps {
  db: () => Database;
  /** Whether Redis answers; absent when the site runs without Redis. */
  redisAnswers?: () => Promise<boolean>;
  /** Where an outage and its end are reported (once each). */
  warn?: (line: string) => void;
}

/** A check that remembers whether Redis was down, so each outage is logged once, not per request. */
export function createReadinessCheck({ db, redisAnswers, warn = console.warn }: ReadinessDeps) {
  let redisDown = false;
  return async function checkReadiness(): Promise<ReadinessAnswer> {
    const [reason, redisUp] = await Promise.all([databaseNotReady(db()), redisAnswers?.()]);
    if (redisUp !== undefined && redisUp === redisDown) {
      redisDown = !redisUp;
      warn(
        redisDown
          ? "Readiness: Redis does not answer; serving without it (rate limits in memory, pages rendered afresh)."
          : "Readiness: Redis answers again.",
      );
    }
    const redis = redisUp === undefined ? {} : { redis: redisUp ? ("up" as const) : ("down" as const) };
    return reason
      ? { httpStatus: 503, body: { status: "unavailable", reason, ...redis } }
      : { httpStatus: 200, body: { status: "ready", ...redis } };
  };
}
