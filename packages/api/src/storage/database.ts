import { randomUUID } from "node:crypto";
import { storedFileRow, type Database } from "@wro/db";
import type { Storage } from "./storage.ts";

const folderPattern = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** A stored file without its bytes. */
export interface StoredFileInfo {
  path: string;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, base64url. */
  sha256: string;
}

/** Files in the database (the `stored_files` table), which every instance of the site reads. */
export interface DatabaseStorage extends Storage {
  /** What is stored at each of `paths`, without the bytes; paths with no file are left out. */
  describe(paths: readonly string[]): Promise<Map<string, StoredFileInfo>>;
  /** The bytes stored at `path`, or null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>;
}

const infoFields = { path: true, contentType: true, size: true, sha256: true } as const;

/**
 * Files kept in the database: the default storage, so that any instance serves a file another
 * saved (`/uploads/<path>`) without a shared disk. A path is never reused, so its bytes never
 * change.
 */
export function createDatabaseStorage(db: Database): DatabaseStorage {
  return {
    async save(bytes, { folder, extension }) {
      if (!folderPattern.test(folder)) throw new Error(`Not a storage folder name: ${folder}`);
      const path = `${folder}/${randomUUID()}.${extension}`;
      // `create`, never an upsert: a clash of random names would be a bug, not a replacement.
      await db.storedFile.create({ data: storedFileRow(path, bytes), select: { path: true } });
      return path;
    },
    async delete(path) {
      await db.storedFile.deleteMany({ where: { path } });
    },
    async describe(paths) {
      if (!paths.length) return new Map();
      const rows = await db.storedFile.findMany({ where: { path: { in: [...paths] } }, select: infoFields });
      return new Map(rows.map((row) => [row.path, row]));
    },
    async read(path) {
      const row = await db.storedFile.findUnique({ where: { path }, select: { bytes: true } });
      return row?.bytes ?? null;
    },
  };
}
