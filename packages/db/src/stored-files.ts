import { createHash } from "node:crypto";
import type { Database } from "./client.ts";

/** The file types the storage keeps (uploaded images, library flags) and their content types. */
export const storedFileTypes = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
} as const;

export type StoredFileExtension = keyof typeof storedFileTypes;

/**
 * The schema's default file names (placeholders shared by many rows, not owned by one): replacing
 * or deleting a record never deletes these, and they are never orphans.
 */
export const sharedDefaultFiles: ReadonlySet<string> = new Set([
  "placeholder.png",
  "season-logo.png",
  "season-attribute.png",
]);

/** A path segment: letters, digits, `-`, `_` and dots, not first (no `.`, `..` or hidden names). */
const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * The type of a stored file's path (`partners/3f1c….png`, `flags/sa.svg`, `placeholder.png`), or
 * undefined when the text is not such a path: relative, plain segments (no `.` or `..`), and one
 * of the stored types' extensions.
 */
export function storedFileExtension(path: string): StoredFileExtension | undefined {
  const segments = path.split("/");
  if (!segments.every((segment) => segmentPattern.test(segment))) return undefined;
  const extension = /\.([a-z]+)$/.exec(segments.at(-1)!)?.[1];
  return extension && Object.hasOwn(storedFileTypes, extension)
    ? (extension as StoredFileExtension)
    : undefined;
}

/** A hash of the bytes (SHA-256, base64url), as kept in `stored_files.sha256`. */
export const contentHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("base64url");

/** The `stored_files` row that keeps `bytes` at `path` (its type comes from the extension). */
export function storedFileRow(path: string, bytes: Uint8Array) {
  const extension = storedFileExtension(path);
  if (!extension) throw new Error(`Not a stored file path: ${path}`);
  return {
    path,
    contentType: storedFileTypes[extension],
    size: bytes.length,
    sha256: contentHash(bytes),
    bytes: new Uint8Array(bytes),
  };
}

/** Every stored file a row names (the columns that hold stored-file paths). */
export async function referencedFiles(db: Database): Promise<Set<string>> {
  const [users, seasons, attributes, partners, regions, announcements, delegates] = await Promise.all([
    db.user.findMany({ select: { picture: true } }),
    db.season.findMany({ select: { logo: true } }),
    db.seasonAttribute.findMany({ select: { image: true } }),
    db.partner.findMany({ select: { filePath: true } }),
    db.region.findMany({ select: { flag: true } }),
    db.announcement.findMany({ where: { image: { not: null } }, select: { image: true } }),
    db.delegate.findMany({ where: { photo: { not: null } }, select: { photo: true } }),
  ]);
  const optional = (paths: Array<string | null>) => paths.filter((path) => path !== null);
  return new Set([
    ...users.map((row) => row.picture),
    ...seasons.map((row) => row.logo),
    ...attributes.map((row) => row.image),
    ...partners.map((row) => row.filePath),
    ...regions.map((row) => row.flag),
    ...optional(announcements.map((row) => row.image)),
    ...optional(delegates.map((row) => row.photo)),
  ]);
}

/**
 * Stores the files the database lacks (`read` answers null for one that cannot be had), leaving
 * the ones it has as they are: a path's bytes never change. Safe when several processes do it
 * at once. Answers the paths it added.
 */
export async function storeMissingFiles(
  db: Database,
  files: ReadonlyArray<{ path: string; read: () => Promise<Uint8Array | null> }>,
): Promise<string[]> {
  if (!files.length) return [];
  const present = await db.storedFile.findMany({
    where: { path: { in: files.map((file) => file.path) } },
    select: { path: true },
  });
  const have = new Set(present.map((row) => row.path));
  const added: string[] = [];
  for (const file of files) {
    if (have.has(file.path)) continue;
    have.add(file.path);
    const bytes = await file.read();
    if (!bytes) continue;
    const { count } = await db.storedFile.createMany({
      data: [storedFileRow(file.path, bytes)],
      skipDuplicates: true,
    });
    if (count) added.push(file.path);
  }
  return added;
}
