import { randomUUID } from "node:crypto";
import { storedFileTypes } from "@wro/db";
import type { UTApi } from "uploadthing/server";
import type { Storage } from "./storage.ts";

export interface UploadThingStorageOptions {
  /** UploadThing's server token (UPLOADTHING_TOKEN). */
  token: string;
  /** Overrides of UploadThing's hosts; tests point them at an HTTP double. */
  apiUrl?: string;
  ingestUrl?: string;
  /** How much the SDK logs (its default: Info). */
  logLevel?: "Error" | "Warning" | "Info" | "Debug" | "None";
  /**
   * Where the files with plain paths live (the demo content's images, files saved before
   * UploadThing was configured): the database storage. `delete` removes those there.
   */
  database?: Storage;
}

/** UploadThing's file URLs end in `/f/<file key>`. */
const fileKeyOf = (path: string) =>
  /^https:\/\//.test(path) ? /\/f\/([^/?#]+)$/.exec(path)?.[1] : undefined;

/**
 * Files at UploadThing, through its server SDK (`UTApi`). A stored path is the file's full
 * URL, so pages link to it as is (`fileUrl`); paths that are not UploadThing URLs (such as the
 * demo content's images) belong to `options.database` and are served from /uploads/.
 * The SDK is loaded on first use, so processes without UploadThing never load it.
 */
export function createUploadThingStorage(options: UploadThingStorageOptions): Storage {
  let api: Promise<UTApi> | undefined;
  const sdk = () => import("uploadthing/server");
  const utapi = () =>
    (api ??= sdk().then(
      ({ UTApi }) =>
        new UTApi({
          token: options.token,
          ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
          ...(options.ingestUrl ? { ingestUrl: options.ingestUrl } : {}),
          ...(options.logLevel ? { logLevel: options.logLevel } : {}),
        }),
    ));

  return {
    async save(bytes, { folder, extension }) {
      const { UTFile } = await sdk();
      // UploadThing has no folders: the folder leads the file name instead.
      const file = new UTFile(
        [new Uint8Array(bytes)],
        `${folder.replaceAll("/", "-")}-${randomUUID()}.${extension}`,
        {
          type: storedFileTypes[extension],
        },
      );
      const { data, error } = await (await utapi()).uploadFiles(file);
      if (error || !data)
        throw new Error(`UploadThing did not take the file: ${error?.message ?? "no answer"}`);
      return data.ufsUrl;
    },
    async delete(path) {
      const key = fileKeyOf(path);
      if (!key) return options.database?.delete(path);
      const { success } = await (await utapi()).deleteFiles(key);
      if (!success) throw new Error(`UploadThing did not delete ${key}`);
    },
  };
}
