import { sharedDefaultFiles, type StoredFileExtension } from "@wro/db";

export { sharedDefaultFiles, type StoredFileExtension };

/**
 * Where uploaded files live. A path names a stored file relative to the storage's root
 * (`partners/3f1c….png`), or is the file's absolute URL when an external service keeps it; the
 * database keeps paths, never other URLs. `fileUrl` (file-url.ts) makes a path a link.
 */
export interface Storage {
  /** Stores new bytes under a fresh, unguessable name in `folder`; returns the path. */
  save(bytes: Uint8Array, options: { folder: string; extension: StoredFileExtension }): Promise<string>;
  /** Removes a stored file; a path that is already gone is not an error. */
  delete(path: string): Promise<void>;
}

/** A file a record owns: replacing or deleting the record removes it (not a shared default). */
export const isOwnedFile = (path: string | null | undefined): path is string =>
  !!path && !sharedDefaultFiles.has(path);
