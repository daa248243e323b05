import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type { TRPCError } from "@trpc/server";
import type { TestDatabase } from "@wro/db/testing";
import { ZodError } from "zod";
import { createCaller } from "../root.ts";
import { createLocalStorage } from "../storage/local.ts";
import type { Storage } from "../storage/storage.ts";
import { readableIssues, type Caller, type Context } from "../trpc.ts";
import { createSeededDatabase } from "./database.ts";

/** The smallest real images of each accepted type, as base64 (what the admin app sends). */
export const images = {
  png: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  gif: "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
  /** A real photo from the demo content. */
  jpg: readFileSync(new URL("../../../db/seed-assets/seasons/attribute-2.jpg", import.meta.url)).toString(
    "base64",
  ),
  /** A text file renamed .png, sent with a PNG data-URL header: refused by its content. */
  textAsPng: `data:image/png;base64,${Buffer.from("just some text, not an image\n").toString("base64")}`,
  /** A PNG header followed by 2 MB of padding: over the size limit. */
  oversizePng: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2 * 1024 * 1024),
  ]).toString("base64"),
};

export interface AdminTestBed {
  database: TestDatabase;
  /** The seeded admin, as a signed-in caller. */
  admin: Extract<Caller, { kind: "user" }>;
  uploadsDir: string;
  storage: Storage;
  /** Every list of tags passed to `revalidate`, in order. */
  revalidated: string[][];
  caller(who?: Caller): ReturnType<typeof createCaller>;
  /** The stored files, as storage paths, sorted. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/** A seeded database, a temporary uploads folder and the seeded admin as caller. */
export async function createAdminTestBed(kind: "pglite" | "postgres"): Promise<AdminTestBed> {
  const database = await createSeededDatabase(kind);
  const uploadsDir = await mkdtemp(join(tmpdir(), "wro-admin-uploads-"));
  const storage = createLocalStorage(uploadsDir);
  const user = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
  const admin = { kind: "user" as const, id: user.id, type: user.type, name: user.name };
  const revalidated: string[][] = [];
  return {
    database,
    admin,
    uploadsDir,
    storage,
    revalidated,
    caller: (who: Caller = admin) =>
      createCaller({
        db: database.db,
        caller: who,
        storage,
        revalidate: (tags) => void revalidated.push(tags),
      } satisfies Context),
    storedFiles: () => listFiles(uploadsDir),
    async close() {
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The error a call failed with, or null when it succeeded. Its message is the one HTTP clients
 * get (the error formatter does not run for in-process callers): zod issues as a sentence.
 */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      const trpcError = error as TRPCError;
      if (trpcError.cause instanceof ZodError) trpcError.message = readableIssues(trpcError.cause);
      return trpcError;
    },
  );

/** The audit entries of one record, oldest first. */
export function auditTrail(database: TestDatabase, entity: string, entityId: string) {
  return database.db.auditLog.findMany({ where: { entity, entityId }, orderBy: { createdAt: "asc" } });
}
