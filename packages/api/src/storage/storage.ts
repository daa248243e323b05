/** The file types the storage keeps: uploaded images, and the SVG flags of the country library. */
export type StoredFileExtension = "jpg" | "png" | "gif" | "svg";

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

/**
 * The schema's default file names (placeholders shared by many rows, not owned by one):
 * replacing or deleting a record never deletes these.
 */
export const sharedDefaultFiles: ReadonlySet<string> = new Set([
  "placeholder.png",
  "season-logo.png",
  "season-attribute.png",
]);

export const isOwnedFile = (path: string | null | undefined): path is string =>
  !!path && !sharedDefaultFiles.has(path);
