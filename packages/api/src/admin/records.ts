import type { Database } from "@wro/db";
import type { ListInput } from "../forms/common.ts";
import type { AuditEntity } from "../routers/audit/schemas.ts";
import type { AdminContext } from "./context.ts";
import { notFound } from "./errors.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "./list.ts";
import {
  auditedWrite,
  lockRecord,
  nextVersion,
  replacedFile,
  type Transaction,
  type Upload,
  type WriteOptions,
} from "./write.ts";

/**
 * The part of a Prisma model delegate the record services use. Prisma's own delegate types
 * are generic per call; this is the one place they are narrowed to plain shapes.
 */
interface RecordDelegate<Row, Data> {
  findUnique(args: { where: { id: string } }): Promise<Row | null>;
  findMany(args: { where: object; orderBy: object[]; skip: number; take: number }): Promise<Row[]>;
  count(args: { where: object }): Promise<number>;
  create(args: { data: Data }): Promise<Row>;
  update(args: { where: { id: string }; data: Partial<Data> & { updatedAt: Date } }): Promise<Row>;
  delete(args: { where: { id: string } }): Promise<Row>;
}

/** The columns of a record that hold a stored file's path. */
type FileColumn<Row> = { [Column in keyof Row]: Row[Column] extends string ? Column : never }[keyof Row] &
  string;

export interface RecordConfig<Row, Field extends string> {
  entity: AuditEntity;
  /** The table, for row locks. */
  table: string;
  /** What changes for the public site when a record changes. */
  tags: string[];
  delegate: (db: Database | Transaction) => unknown;
  searchFields: readonly string[];
  defaultSort: { field: Field; order: "asc" | "desc" };
  unique?: WriteOptions["unique"];
  /** Shapes a record for the audit log (for example, leaving out secrets). */
  audit?: (row: Row) => unknown;
  /**
   * The column of the record's one stored image (a partner's logo, a region's flag): a new
   * upload replaces the file, which is removed with the record.
   */
  file?: FileColumn<Row>;
}

/**
 * The back-office operations of a record: a page of records, one record, create, update
 * against the version the client saw, boolean toggles, delete — each change audited in its
 * transaction and followed by `revalidate`. `Data` is what a create writes (the file column
 * aside, which the service fills from the upload).
 */
export function recordService<
  Row extends { id: string; updatedAt: Date },
  Field extends string,
  Data extends object,
>(config: RecordConfig<Row, Field>) {
  const records = (db: Database | Transaction) => config.delegate(db) as RecordDelegate<Row, Data>;
  const audit = config.audit ?? ((row: Row) => row);
  const options = (action: WriteOptions["action"], upload?: Upload): WriteOptions => ({
    entity: config.entity,
    action,
    tags: config.tags,
    unique: config.unique,
    uploads: [upload],
  });
  /** The stored file's column set to a new upload's path, when there is one. */
  const withFile = (data: Data, path: string | undefined) =>
    config.file && path !== undefined ? { ...data, [config.file]: path } : data;
  const fileOf = (row: Row) => (config.file ? (row[config.file] as string) : undefined);
  const lock = (tx: Transaction, id: string, expectedUpdatedAt?: Date) =>
    lockRecord(tx, config.table, id, () => records(tx).findUnique({ where: { id } }), expectedUpdatedAt);

  return {
    list: (db: Database, input: ListInput<Field>, filters: object = {}) => {
      const where = {
        ...textSearch(input.search, config.searchFields),
        ...(input.status === undefined ? {} : { status: input.status }),
        ...filters,
      };
      return pageOf(
        input,
        records(db).findMany({ where, orderBy: sortOf(input, config.defaultSort), ...pageArgs(input) }),
        records(db).count({ where }),
      );
    },

    byId: async (db: Database, id: string) => {
      const row = await records(db).findUnique({ where: { id } });
      if (!row) throw notFound();
      return row;
    },

    /** Creates a record; with a `file` column, `upload` is its image. */
    create: (ctx: AdminContext, data: Data, upload?: Upload) => {
      return auditedWrite(ctx, options("create", upload), async (tx, [path]) => {
        const row = await records(tx).create({ data: withFile(data, path) });
        return { entityId: row.id, before: null, after: audit(row), result: row };
      });
    },

    /** Updates a record; an `upload` replaces its image, whose old file is then removed. */
    update: (ctx: AdminContext, id: string, expectedUpdatedAt: Date, data: Data, upload?: Upload) => {
      return auditedWrite(ctx, options("update", upload), async (tx, [path]) => {
        const before = await lock(tx, id, expectedUpdatedAt);
        const after = await records(tx).update({
          where: { id },
          data: { ...withFile(data, path), updatedAt: nextVersion(before) },
        });
        const replaced = config.file && replacedFile(fileOf(before)!, fileOf(after)!);
        return {
          entityId: id,
          before: audit(before),
          after: audit(after),
          result: after,
          obsoleteFiles: [replaced],
        };
      });
    },

    /** Sets one boolean column (status, registration …): saved at once, no version check (spec §4). */
    setFlag: (
      ctx: AdminContext,
      action: WriteOptions["action"],
      id: string,
      data: Partial<Record<keyof Data, boolean>>,
    ) => {
      return auditedWrite(ctx, options(action), async (tx) => {
        const before = await lock(tx, id);
        const after = await records(tx).update({
          where: { id },
          data: { ...(data as Partial<Data>), updatedAt: nextVersion(before) },
        });
        return { entityId: id, before: audit(before), after: audit(after), result: after };
      });
    },

    delete: (ctx: AdminContext, id: string, expectedUpdatedAt?: Date) => {
      return auditedWrite(ctx, options("delete"), async (tx) => {
        const before = await lock(tx, id, expectedUpdatedAt);
        await records(tx).delete({ where: { id } });
        return {
          entityId: id,
          before: audit(before),
          after: null,
          result: { id },
          obsoleteFiles: [fileOf(before)],
        };
      });
    },
  };
}
