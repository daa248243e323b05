import type { Database } from "@wro/db";
import { env } from "../env.ts";
import { createDatabaseStorage } from "./database.ts";
import type { Storage } from "./storage.ts";
import { createUploadThingStorage } from "./uploadthing.ts";

export { createDatabaseStorage, type DatabaseStorage, type StoredFileInfo } from "./database.ts";
export { fileUrl } from "./file-url.ts";
export { createUploadThingStorage, type UploadThingStorageOptions } from "./uploadthing.ts";
export { isOwnedFile, sharedDefaultFiles, type Storage, type StoredFileExtension } from "./storage.ts";
export { decodeBase64, detectImageType, MAX_IMAGE_BYTES, type ImageType } from "./images.ts";

const configured = new WeakMap<Database, Storage>();

/**
 * Where this process stores files written through `db`: UploadThing when UPLOADTHING_TOKEN is
 * set (files it does not keep, such as the demo content's images, stay in the database),
 * the database otherwise.
 */
export function configuredStorage(db: Database): Storage {
  let storage = configured.get(db);
  if (!storage) {
    const database = createDatabaseStorage(db);
    storage = env.UPLOADTHING_TOKEN
      ? createUploadThingStorage({ token: env.UPLOADTHING_TOKEN, database })
      : database;
    configured.set(db, storage);
  }
  return storage;
}
