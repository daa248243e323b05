import type { Database } from "@wro/db";
import type { ListInput } from "../forms/common.ts";
import type { AuditEntity } from "../routers/audit/schemas.ts";
import type { AdminContext } from "./context.ts";
import { notFound } from "./errors.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "./list.ts";
import { auditedWrite, lockRecord, nextVersion, type Transaction, type WriteOptions } from "./write.ts";

/**
 * The part of a Prisma model delegate the record services use. Prisma's own delegate types
 * are generic per call; this is the one place they are narrowed to plain shapes.
 */
interface RecordDelegate<Row> {
  findUnique(args: { where: { id: string } }): Promise<Row | null>;
  findMany(args: { where: object; orderBy: object[]; skip: number; take: number }): Promise<Row[]>;
  count(args: { where: object }): Promise<number>;
  create(args: { data: object }): Promise<Row>;
  update(args: { where: { id: string }; data: object }): Promise<Row>;
  delete(args: { where: { id: string } }): Promise<Row>;
}

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
}

/**
 * The back-office operations of a record without files: a page of records, one record,
 * create, update against the version the client saw, boolean toggles, delete — each change
 * audited in its transaction and followed by `revalidate`.
 */
export function recordService<Row extends { id: string; updatedAt: Date }, Field extends string>(
  config: RecordConfig<Row, Field>,
) {
  const records = (db: Database | Transaction) => config.delegate(db) as RecordDelegate<Row>;
  const audit = config.audit ?? ((row: Row) => row);
  const options = (action: WriteOptions["action"]): WriteOptions => ({
    entity: config.entity,
    action,
    tags: config.tags,
    unique: config.unique,
  });
  const lock = (tx: Transaction, id: string, expectedUpdatedAt?: Date) =>
    lockRecord(tx, config.table, id, () => records(tx).findUnique({ where: { id } }), expectedUpdatedAt);

  return {
    list(db: Database, input: ListInput<Field>, filters: object = {}) {
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

    async byId(db: Database, id: string) {
      const row = await records(db).findUnique({ where: { id } });
      if (!row) throw notFound();
      return row;
    },

    create(ctx: AdminContext, data: object) {
      return auditedWrite(ctx, options("create"), async (tx) => {
        const row = await records(tx).create({ data });
        return { entityId: row.id, before: null, after: audit(row), result: row };
      });
    },

    update(ctx: AdminContext, id: string, expectedUpdatedAt: Date, data: object) {
      return auditedWrite(ctx, options("update"), async (tx) => {
        const before = await lock(tx, id, expectedUpdatedAt);
        const after = await records(tx).update({
          where: { id },
          data: { ...data, updatedAt: nextVersion(before) },
        });
        return { entityId: id, before: audit(before), after: audit(after), result: after };
      });
    },

    /** Sets one boolean column (status, registration …): saved at once, no version check (spec §4). */
    setFlag(ctx: AdminContext, action: WriteOptions["action"], id: string, data: Record<string, boolean>) {
      return auditedWrite(ctx, options(action), async (tx) => {
        const before = await lock(tx, id);
        const after = await records(tx).update({
          where: { id },
          data: { ...data, updatedAt: nextVersion(before) },
        });
        return { entityId: id, before: audit(before), after: audit(after), result: after };
      });
    },

    delete(ctx: AdminContext, id: string, expectedUpdatedAt?: Date) {
      return auditedWrite(ctx, options("delete"), async (tx) => {
        const before = await lock(tx, id, expectedUpdatedAt);
        await records(tx).delete({ where: { id } });
        return { entityId: id, before: audit(before), after: null, result: { id } };
      });
    },
  };
}
