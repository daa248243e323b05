import { AppError } from "@wro/constants";
import { randomUUID } from "node:crypto";
import { Prisma, uniqueViolationFields } from "@wro/db";
import { adminMessages } from "../forms/messages.ts";
import { recordKinds, type AuditAction, type CacheTag, type RecordKind } from "../record-kinds.ts";
import { detectImageType, exceedsPixelLimit, MAX_IMAGE_BYTES } from "../storage/images.ts";
import { isOwnedFile, type Storage, type StoredFileExtension } from "../storage/storage.ts";
import type { AdminContext } from "./context.ts";
import { recordLabel } from "./labels.ts";
import { fieldError, notFound, staleRecord } from "./errors.ts";

export type Transaction = Prisma.TransactionClient;

/** A file to store before the change, in `folder`. */
export interface Upload {
  bytes: Uint8Array;
  folder: string;
  /**
   * For files the server itself provides (library flags): their type. Uploads from people
   * never set it; their content must prove them a JPG, PNG or GIF.
   */
  trustedExtension?: StoredFileExtension;
}

/** What a change did, for the audit log, the caller, and the files it replaced. */
export interface Change<Result> {
  entityId: string;
  /** The record before the change; null when it was created. */
  before: unknown;
  /** The record after the change; null when it was deleted. */
  after: unknown;
  result: Result;
  /** Stored files the change made obsolete: removed once it is committed. */
  obsoleteFiles?: Array<string | null | undefined>;
  /**
   * Other records of the same kind the change had to alter with it (the season that leaves the
   * home page when another takes its place): each gets its own audit entry, in the same
   * transaction.
   */
  alsoChanged?: Array<{ entityId: string; action: AuditAction; before: unknown; after: unknown }>;
  /**
   * The change's last statement, run after its audit entry, just before the commit: the update
   * of a row that every change of its kind queues on (a fee category's places), which then stays
   * locked for that statement and the commit only. If it throws, the whole change rolls back,
   * audit entry included.
   */
  lastly?: (tx: Transaction) => Promise<void>;
}

/**
 * What a change answers when it found its work already done (a payment applied before, a
 * checkout made before): nothing is audited or revalidated, and `unchanged` is the result.
 */
export interface NoChange<Result> {
  unchanged: Result;
}

export interface WriteOptions {
  /** The kind of record changed; its tags (`recordKinds`) say what the public site must drop. */
  entity: RecordKind;
  action: AuditAction;
  uploads?: Array<Upload | undefined>;
  /** For a unique column (database name) a write may collide on: the form field and its message. */
  unique?: Record<string, { field: string; message: string }>;
  /**
   * How long the transaction may run, in ms (Prisma's default: 5 s). Longer only for a change
   * that must hold its row lock across a call to a payment gateway.
   */
  timeoutMs?: number;
  /** What the change makes stale, when not all of its kind's tags (a payment leaves the places as they are). */
  tags?: readonly CacheTag[];
}

/**
 * One admin change: stores the uploads, runs `work` and writes its audit entry in one
 * transaction, then removes the files it replaced and tells the public site what changed.
 * A change that fails leaves nothing behind: no row (the transaction rolls back) and no file
 * (the new uploads are removed again).
 */
export async function auditedWrite<Result>(
  ctx: AdminContext,
  options: WriteOptions,
  work: (tx: Transaction, files: Array<string | undefined>) => Promise<Change<Result> | NoChange<Result>>,
): Promise<Result> {
  const files = await storeUploads(ctx.storage, options.uploads ?? []);
  let change: Change<Result> | NoChange<Result>;
  try {
    change = await ctx.db.$transaction(async (tx) => {
      const done = await work(tx, files);
      if ("unchanged" in done) return done;
      const at = new Date();
      const actor = actorOf(ctx.caller);
      const entries = [{ ...done, action: options.action }, ...(done.alsoChanged ?? [])].map(
        (entry) =>
          Prisma.sql`(${randomUUID()}, ${actor.actorId}, ${actor.actorName},
            ${entry.action}, ${options.entity}, ${entry.entityId},
            ${recordLabel(options.entity, entry.after ?? entry.before)},
            ${snapshot(entry.before)}::jsonb, ${snapshot(entry.after)}::jsonb, ${at})`,
      );
      // One insert, in SQL: every change writes it, and Prisma's `create` costs about 0.1 ms more
      // CPU and its `createMany` is compiled again on every call (profiled under
      // bench:registration). The label is named at write time: the record may be renamed or gone
      // when the log is read. Ids are UUIDs, made here.
      await tx.$executeRaw`
        INSERT INTO "audit_logs" ("id", "actor_id", "actor_name", "action", "entity", "entity_id",
          "label", "before", "after", "created_at")
        VALUES ${Prisma.join(entries)}`;
      await done.lastly?.(tx);
      return done;
    }, transactionOptions(options));
  } catch (error) {
    await removeFiles(ctx.storage, files);
    throw asUserError(error, options.unique);
  }
  if ("unchanged" in change) return change.unchanged;
  await removeFiles(ctx.storage, change.obsoleteFiles ?? []);
  await revalidate(ctx, [...(options.tags ?? recordKinds[options.entity].tags)]);
  return change.result;
}

/**
 * Prisma's defaults give up on a transaction that waited 2 s for a connection of the pool: in a
 * rush (registration opening) a change should rather queue a little longer than fail.
 */
const transactionOptions = (options: WriteOptions) => ({
  maxWait: 10_000,
  ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
});

function actorOf(caller: AdminContext["caller"]) {
  return caller.kind === "user"
    ? { actorId: caller.id, actorName: caller.name }
    : { actorId: null, actorName: `system: ${caller.name}` };
}

/** A record as JSON text (dates as ISO strings), for a jsonb column; null leaves it NULL. */
function snapshot(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

/**
 * Locks a record's row until the transaction ends and checks the version the client saw, so
 * two saves of the same record never interleave and a stale one is refused (no lost update).
 * Returns the record as it is now.
 */
export async function lockRecord<Row extends object>(
  tx: Transaction,
  kind: RecordKind,
  id: string,
  read: () => Promise<Row | null>,
  expectedUpdatedAt?: Date,
): Promise<Row> {
  // The table comes from the registry, never from input.
  await tx.$queryRawUnsafe(`SELECT 1 FROM "${recordKinds[kind].table}" WHERE "id" = $1 FOR UPDATE`, id);
  const current = await read();
  if (!current) throw notFound();
  const version = (current as { updatedAt?: Date }).updatedAt;
  if (expectedUpdatedAt && version?.getTime() !== expectedUpdatedAt.getTime()) throw staleRecord();
  return current;
}

/**
 * The `updatedAt` a change writes: now, but always later than the version it replaces, so
 * two saves within one millisecond still get different versions.
 */
export const nextVersion = (current: { updatedAt: Date }) =>
  new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));

/** The old file when a change put another in its place. */
export const replacedFile = (before: string, after: string) => (before !== after ? before : undefined);

async function storeUploads(storage: Storage, uploads: Array<Upload | undefined>) {
  const paths: Array<string | undefined> = [];
  try {
    for (const upload of uploads) {
      if (!upload) {
        paths.push(undefined);
        continue;
      }
      // Checked again here: the REST adapter hands multipart bytes straight to the services.
      const extension = upload.trustedExtension ?? detectImageType(upload.bytes);
      if (!extension) throw new AppError("invalidInput", { message: adminMessages.imageType });
      if (upload.bytes.length > MAX_IMAGE_BYTES)
        throw new AppError("invalidInput", { message: adminMessages.imageTooLarge });
      if (!upload.trustedExtension && exceedsPixelLimit(upload.bytes))
        throw new AppError("invalidInput", { message: adminMessages.imageTooManyPixels });
      paths.push(await storage.save(upload.bytes, { folder: upload.folder, extension }));
    }
  } catch (error) {
    await removeFiles(storage, paths);
    throw error;
  }
  return paths;
}

async function removeFiles(storage: Storage, paths: Array<string | null | undefined>) {
  for (const path of paths.filter(isOwnedFile)) {
    try {
      await storage.delete(path);
    } catch (error) {
      // The change itself stands; the file is left over and says so in the log.
      console.error(`Could not remove the stored file ${path}:`, error);
    }
  }
}

async function revalidate(ctx: AdminContext, tags: CacheTag[]) {
  if (tags.length === 0) return;
  try {
    await ctx.revalidate?.(tags);
  } catch (error) {
    // The change is saved; the public pages catch up at their next regular rebuild.
    console.error(`Revalidating ${tags.join(", ")} failed:`, error);
  }
}

function asUserError(error: unknown, unique: WriteOptions["unique"] = {}): unknown {
  const columns = uniqueViolationFields(error);
  if (!columns) return error;
  const known = columns.map((column) => unique[column]).find(Boolean);
  return known
    ? fieldError("duplicate", known.field, known.message)
    : new AppError("duplicate", { message: adminMessages.valueTaken, cause: error });
}
