import type { Database } from "@wro/db";
import { createDatabaseStorage } from "./database.ts";
import { MAX_IMAGE_BYTES } from "./images.ts";

/** How long fetching a file kept outside may take before the document goes without it. */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * The bytes of a stored file, wherever the storage keeps it, or null when there are none: a
 * plain path from the database (`stored_files`), a full URL (a file at UploadThing, `Storage`'s
 * paths) over HTTPS. For the server's own use (photos drawn into documents); what visitors see
 * goes through `fileUrl`.
 */
export async function readStoredFile(db: Database, path: string): Promise<Uint8Array | null> {
  if (!/^https:\/\//.test(path)) return createDatabaseStorage(db).read(path);
  try {
    const answer = await fetch(path, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!answer.ok) return null;
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // Stored files were capped when saved; anything larger is not one of ours.
    return bytes.byteLength <= MAX_IMAGE_BYTES ? bytes : null;
  } catch {
    return null;
  }
}
