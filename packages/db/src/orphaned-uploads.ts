import type { Database } from "./client.ts";
import { referencedFiles, sharedDefaultFiles } from "./stored-files.ts";

/** Younger files may belong to an upload whose row is not committed yet. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * Removes stored files that no row names and that are older than an hour: what a process
 * killed between storing an upload and committing its row (or between committing a new image
 * and removing the one it replaced) leaves behind. The schema's shared default images stay.
 * Answers the paths it removed.
 */
export async function removeOrphanedUploads(db: Database, now = Date.now()): Promise<string[]> {
  const before = new Date(now - GRACE_MS);
  const candidates = await db.storedFile.findMany({
    where: { createdAt: { lt: before } },
    select: { path: true },
    orderBy: { path: "asc" },
  });
  if (!candidates.length) return [];
  const referenced = await referencedFiles(db);
  const orphans = candidates
    .map((file) => file.path)
    .filter((path) => !referenced.has(path) && !sharedDefaultFiles.has(path));
  if (!orphans.length) return [];
  await db.storedFile.deleteMany({ where: { path: { in: orphans } } });
  return orphans;
}
