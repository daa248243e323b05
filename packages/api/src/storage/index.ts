import { env } from "../env.ts";
import { createLocalStorage } from "./local.ts";
import type { Storage } from "./storage.ts";
import { createUploadThingStorage } from "./uploadthing.ts";

export { createLocalStorage } from "./local.ts";
export { fileUrl } from "./file-url.ts";
export { createUploadThingStorage, type UploadThingStorageOptions } from "./uploadthing.ts";
export { isOwnedFile, sharedDefaultFiles, type Storage, type StoredFileExtension } from "./storage.ts";
export { decodeBase64, detectImageType, MAX_IMAGE_BYTES, type ImageType } from "./images.ts";

let configured: Storage | undefined;

/** The process's storage: UploadThing when UPLOADTHING_TOKEN is set, the local uploads folder otherwise. */
export function configuredStorage(): Storage {
  configured ??= env.UPLOADTHING_TOKEN
    ? createUploadThingStorage({ token: env.UPLOADTHING_TOKEN })
    : createLocalStorage();
  return configured;
}
