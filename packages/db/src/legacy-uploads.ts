import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "./client.ts";
import { referencedFiles, storedFileExtension, storeMissingFiles } from "./stored-files.ts";

/**
 * Earlier versions kept stored files on the local disk of the instance that saved them
 * (`<data dir>/uploads`). Copies the ones a row still names and the database lacks into the
 * database, so an upgraded installation keeps its images; the folder itself is left alone.
 * Answers the paths it copied.
 */
export async function importLegacyUploads(db: Database, dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const paths = [...(await referencedFiles(db))].filter((path) => storedFileExtension(path)).sort();
  return storeMissingFiles(
    db,
    paths.map((path) => ({
      path,
      read: () => readFile(join(dir, path)).catch(() => null),
    })),
  );
}
