import type { Database } from "@wro/db";
import type { ListInput } from "../forms/common.ts";
import type { RecordKind } from "../record-kinds.ts";
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

/** What a read returns: Prisma's `select` (these fields) or `include` (the row and these relations). */
type Shape = { select?: object; include?: never } | { include?: object; select?: never };

/**
 * The part of a Prisma model delegate the record services use. Prisma's own delegate types
 * are generic per call; this is the one place they are narrowed to plain shapes.
 */
interface RecordDelegate<Row, Data> {
  findUnique(args: { where: { id: string } } & Shape): Promise<Row | null>;
  findMany(args: { where: object; orderBy: object[]; skip?: number; take?: number } & Shape): Promise<Row[]>;
  count(args: { where: object }): Promise<number>;
  create(args: { data: Data } & Shape): Promise<Row>;
  update(args: { where: { id: string }; data: Partial<Data> & { updatedAt: Date } } & Shape): Promise<Row>;
  delete(args: { where: { id: string } }): Promise<unknown>;
}

/** The columns of a record that hold a stored file's path. */
type FileColumn<Row> = { [Column in keyof Row]: Row[Column] extends string ? Column : never }[keyof Row] &
  string;

export type RecordConfig<Row, Field extends string> = Shape & {
  /** The kind of record: its table, its audit entries and the cache tags a change clears. */
  entity: RecordKind;
  delegate: (db: Database | Transaction) => unknown;
  /** The rows of the table that are records of this kind (admins among the users); all by default. */
  scope?: object;
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
};

/**
 * The back-office operations of a record: a page of records, one record, create, update
 * against the version the client saw, boolean toggles, delete — each change audited in its
 * transaction and followed by `revalidate`. `Data` is what a create writes (the file column
 * aside, which the service fills from the upload); `Row` what a read returns (with `select`
 * or `include`, their shape). A kind's own changes use `writeOptions` and `lock`.
 */
export function recordService<
  Row extends { id: string; updatedAt: Date },
  Field extends string,
  Data extends object,
>(config: RecordConfig<Row, Field>) {
  const records = (db: Database | Transaction) => config.delegate(db) as RecordDelegate<Row, Data>;
  const audit = config.audit ?? ((row: Row) => row);
  const shape: Shape = config.select
    ? { select: config.select }
    : config.include
      ? { include: config.include }
      : {};
  const scope = config.scope ?? {};
  const options = (action: WriteOptions["action"], ...uploads: Array<Upload | undefined>): WriteOptions => ({
    entity: config.entity,
    action,
    unique: config.unique,
    uploads,
  });
  const one = (db: Database | Transaction, id: string) =>
    records(db).findUnique({ where: { id, ...scope }, ...shape });
  /** The stored file's column set to a new upload's path, when there is one. */
  const withFile = (data: Data, path: string | undefined) =>
    config.file && path !== undefined ? { ...data, [config.file]: path } : data;
  const fileOf = (row: Row) => (config.file ? (row[config.file] as string) : undefined);
  const lock = (tx: Transaction, id: string, expectedUpdatedAt?: Date) =>
    lockRecord(tx, config.entity, id, () => one(tx, id), expectedUpdatedAt);
  const whereOf = (input: Pick<ListInput<Field>, "search" | "status">, filters: object) => ({
    ...scope,
    ...textSearch(input.search, config.searchFields),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...filters,
  });
  const orderOf = (input: Pick<ListInput<Field>, "sort" | "order">) => sortOf(input, config.defaultSort);

  return {
    list: (db: Database, input: ListInput<Field>, filters: object = {}) => {
      const where = whereOf(input, filters);
      return pageOf(
        input,
        records(db).findMany({ where, orderBy: orderOf(input), ...pageArgs(input), ...shape }),
        records(db).count({ where }),
      );
    },

    /** Every record the list's filters match, in its order: for an export. */
    all: (db: Database, input: Omit<ListInput<Field>, "page" | "pageSize">, filters: object = {}) =>
      records(db).findMany({ where: whereOf(input, filters), orderBy: orderOf(input), ...shape }),

    byId: async (db: Database, id: string) => {
      const row = await one(db, id);
      if (!row) throw notFound();
      return row;
    },

    /** The options of one of the kind's own changes (`auditedWrite`), with its uploads. */
    writeOptions: options,

    /** Locks a record for a change and checks its version (`lockRecord`); returns it as it is. */
    lock,

    /** Creates a record; with a `file` column, `upload` is its image. */
    create: (ctx: AdminContext, data: Data, upload?: Upload) => {
      return auditedWrite(ctx, options("create", upload), async (tx, [path]) => {
        const row = await records(tx).create({ data: withFile(data, path), ...shape });
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
          ...shape,
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
          ...shape,
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
