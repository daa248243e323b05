import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { uploadsDir } from "@wro/db";
import type { Storage } from "./storage.ts";

const folderPattern = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/**
 * Files on the local disk under `root` (by default the uploads folder the site serves at
 * /uploads/<path>).
 */
export function createLocalStorage(root: string = uploadsDir): Storage {
  const base = resolve(root);

  /** The absolute location of a path, refusing anything that would leave the root. */
  function locate(path: string): string {
    const location = resolve(base, path);
    const inside = relative(base, location);
    if (!inside || inside.startsWith("..") || inside.startsWith(sep) || resolve(base, inside) !== location) {
      throw new Error(`Not a path inside the storage: ${path}`);
    }
    return location;
  }

  return {
    async save(bytes, { folder, extension }) {
      if (!folderPattern.test(folder)) throw new Error(`Not a storage folder name: ${folder}`);
      const path = `${folder}/${randomUUID()}.${extension}`;
      const location = locate(path);
      await mkdir(dirname(location), { recursive: true });
      // "wx": never overwrite; a clash of random names would be a bug, not a replacement.
      await writeFile(location, bytes, { flag: "wx" });
      return path;
    },
    async delete(path) {
      await rm(locate(path), { force: true });
    },
  };
}
