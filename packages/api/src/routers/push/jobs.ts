// `@wro/api/push-jobs`: what the server process runs for notifications besides the admin writes.
import { getDb, type Database } from "@wro/db";
import { notifyDueAnnouncements } from "../announcement/service.ts";

export { pushesSettled } from "./notices.ts";

/** How often scheduled announcements that went public are looked for. */
export const DUE_ANNOUNCEMENTS_INTERVAL_MS = 60_000;

/**
 * Starts looking, every minute, for scheduled announcements whose time has come, to notify
 * subscribed browsers of them. Answers a function that stops it.
 */
export function startPushJobs({ db = getDb() }: { db?: Database } = {}): () => void {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = notifyDueAnnouncements(db)
      .catch((error: unknown) => console.error("Looking for due announcements failed:", error))
      .finally(() => (running = null));
  };
  const timer = setInterval(round, DUE_ANNOUNCEMENTS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
