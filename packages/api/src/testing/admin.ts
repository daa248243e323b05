import { readFileSync } from "node:fs";
import type { TRPCError } from "@trpc/server";
import type { TestDatabase } from "@wro/db/testing";
import { ZodError } from "zod";
import { createCaller } from "../root.ts";
import { createDatabaseStorage, type DatabaseStorage } from "../storage/database.ts";
import { readableIssues } from "../failures.ts";
import type { Caller, Context } from "../trpc.ts";
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

/** The signature and IHDR chunk of a PNG declaring `width` × `height`: a header, no pixels. */
export function pngHeader(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA, no interlace
  return new Uint8Array(header);
}

export interface AdminTestBed {
  database: TestDatabase;
  /** The seeded admin, as a signed-in caller. */
  admin: Extract<Caller, { kind: "user" }>;
  /** The database storage the admin procedures write to. */
  storage: DatabaseStorage;
  /** Every list of tags passed to `revalidate`, in order. */
  revalidated: string[][];
  caller(who?: Caller): ReturnType<typeof createCaller>;
  /** The files stored since the bed was made (not the seeded ones), as storage paths, sorted. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/** A seeded database, the database storage and the seeded admin as caller. */
export async function createAdminTestBed(kind: "pglite" | "postgres"): Promise<AdminTestBed> {
  const database = await createSeededDatabase(kind);
  const storage = createDatabaseStorage(database.db);
  const storedPaths = async () =>
    (await database.db.storedFile.findMany({ select: { path: true }, orderBy: { path: "asc" } })).map(
      (file) => file.path,
    );
  const seeded = new Set(await storedPaths());
  const user = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
  // Signed in with two-step sign-in, as a finance admin must be to use the finance tools.
  const admin = {
    kind: "user" as const,
    id: user.id,
    type: user.type,
    name: user.name,
    secondFactor: true as const,
  };
  const revalidated: string[][] = [];
  return {
    database,
    admin,
    storage,
    revalidated,
    caller: (who: Caller = admin) =>
      createCaller({
        db: database.db,
        caller: who,
        storage,
        revalidate: (tags) => void revalidated.push(tags),
      } satisfies Context),
    storedFiles: async () => (await storedPaths()).filter((path) => !seeded.has(path)),
    close: () => database.close(),
  };
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

/**
 * A second admin, without the finance permission the seeded first admin has (issue 36), as a
 * caller: for the refusals of prices, rates and the bank account.
 */
export async function adminWithoutFinance(
  database: TestDatabase,
): Promise<Extract<Caller, { kind: "user" }>> {
  const user = await database.db.user.create({
    data: {
      name: "Admin Without Finance",
      email: "no.finance@example.org",
      nationalId: "1000000099",
      phoneNumber: "+966500000099",
      type: 4,
      isAdmin: true,
    },
  });
  return { kind: "user", id: user.id, type: user.type, name: user.name };
}
