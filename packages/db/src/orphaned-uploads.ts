import { readdir, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Database } from "./client.ts";

/** Younger files may belong to an upload whose row is not committed yet. */
const GRACE_MS = 60 * 60 * 1000;

/** Every stored file a row names (the columns that hold stored-file paths). */
async function referencedFiles(db: Database): Promise<Set<string>> {
  const [users, seasons, attributes, partners, regions] = await Promise.all([
    db.user.findMany({ select: { picture: true } }),
    db.season.findMany({ select: { logo: true } }),
    db.seasonAttribute.findMany({ select: { image: true } }),
    db.partner.findMany({ select: { filePath: true } }),
    db.region.findMany({ select: { flag: true } }),
  ]);
  return new Set([
    ...users.map((row) => row.picture),
    ...seasons.map((row) => row.logo),
    ...attributes.map((row) => row.image),
    ...partners.map((row) => row.filePath),
    ...regions.map((row) => row.flag),
  ]);
}

/**
 * Removes uploaded files that no row names and that are older than an hour: what a process
 * killed between storing an upload and committing its row (or between committing a new image
 * and removing the one it replaced) leaves behind. Answers the paths it removed.
 */
export async function removeOrphanedUploads(
  db: Database,
  uploadsDir: string,
  now = Date.now(),
): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(uploadsDir, { recursive: true });
  } catch {
    return []; // no uploads folder yet
  }
  const referenced = await referencedFiles(db);
  const removed: string[] = [];
  for (const entry of entries) {
    const file = join(uploadsDir, entry);
    const path = relative(uploadsDir, file).split(sep).join("/");
    // The schema's default images sit at the root, shared by every row that has no image of its own.
    if (referenced.has(path) || !path.includes("/")) continue;
    const info = await stat(file);
    if (!info.isFile() || now - info.mtimeMs < GRACE_MS) continue;
    await rm(file, { force: true });
    removed.push(path);
  }
  return removed;
}
