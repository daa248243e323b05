import "server-only";
import { createDatabaseStorage, type DatabaseStorage, type StoredFileInfo } from "@wro/api";
import { getDb, storedFileExtension } from "@wro/db";

/** Where `/uploads/<path>` files are read: the database every instance shares. */
export const siteStorage = (): DatabaseStorage => createDatabaseStorage(getDb());

type Waiting = { resolve: (info: StoredFileInfo | undefined) => void; reject: (error: unknown) => void };
let batch: Map<string, Waiting[]> | undefined;

/**
 * What is stored at `path` (content type and hash), or undefined when nothing is, or when the
 * path is an external URL (UploadThing). The images of one page render are looked up together,
 * in one query.
 */
export function storedFileInfo(path: string): Promise<StoredFileInfo | undefined> {
  if (!storedFileExtension(path)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    if (!batch) {
      batch = new Map();
      // lookUp settles every waiting promise itself, with the answer or the failure.
      setImmediate(() => void lookUp());
    }
    const waiting = batch.get(path) ?? [];
    waiting.push({ resolve, reject });
    batch.set(path, waiting);
  });
}

async function lookUp() {
  const current = batch!;
  batch = undefined;
  try {
    const infos = await siteStorage().describe([...current.keys()]);
    for (const [path, waiting] of current) for (const { resolve } of waiting) resolve(infos.get(path));
  } catch (error) {
    for (const waiting of current.values()) for (const { reject } of waiting) reject(error);
  }
}
