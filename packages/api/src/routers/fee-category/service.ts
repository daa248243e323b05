import { AppError } from "@wro/constants";
import type { Database, FeeCategoryModel, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError } from "../../admin/errors.ts";
import { auditedWrite } from "../../admin/write.ts";
import type { ListInput } from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { recordService } from "../../admin/records.ts";
import { usdCentsToHalalas } from "../../payments/money.ts";
import { requireFinancePermission } from "../../trpc.ts";
import { currentRates } from "../registration-setting/service.ts";
import type { feeCategorySortFields } from "./schemas.ts";

type SortField = (typeof feeCategorySortFields)[number];
/** What a save writes; only a create names the key, which never changes after. */
type FeeCategoryData = Omit<Prisma.FeeCategoryUncheckedCreateInput, "key"> & { key?: string };

const records = recordService<FeeCategoryModel, SortField, FeeCategoryData>({
  entity: "feeCategory",
  delegate: (db) => db.feeCategory,
  searchFields: ["key", "nameEn", "nameAr"],
  defaultSort: { field: "order", order: "asc" },
  unique: { key: { field: "key", message: adminMessages.feeKeyTaken } },
});

/** A category with its price in SAR at `sarPerUsd`: what the back office and the site show. */
const withSar = (sarPerUsd: number) => (row: FeeCategoryModel) => ({
  ...row,
  priceHalalas: usdCentsToHalalas(row.priceUsdCents, sarPerUsd),
});

async function inSar(db: Database, row: FeeCategoryModel) {
  return withSar((await currentRates(db)).sarPerUsd)(row);
}

/** A capacity below the places already held would oversell them (the table's CHECK agrees). */
function checkCapacity(capacity: number | null | undefined, taken: number) {
  if (capacity != null && capacity < taken)
    throw fieldError("invalidInput", "capacity", `${adminMessages.capacityBelowTaken}?taken=${taken}`);
}

export const feeCategories = {
  list: async (db: Database, input: ListInput<SortField>) => {
    const [page, rates] = await Promise.all([records.list(db, input), currentRates(db)]);
    return { ...page, items: page.items.map(withSar(rates.sarPerUsd)) };
  },

  byId: async (db: Database, id: string) => inSar(db, await records.byId(db, id)),

  /** A new category sets a price: the router lets only finance admins call it. */
  create: async (ctx: AdminContext, data: FeeCategoryData & { key: string }) =>
    inSar(ctx.db, await records.create(ctx, data)),

  /**
   * Names, capacity, position and status are any admin's to change; the price only a finance
   * admin's. The price compared is the one of the version the admin opened: a save of an older
   * version is refused by the version check anyway.
   */
  update: async (
    ctx: AdminContext,
    id: string,
    expectedUpdatedAt: Date,
    data: Omit<FeeCategoryData, "key">,
  ) => {
    const current = await records.byId(ctx.db, id);
    if (current.priceUsdCents !== data.priceUsdCents) await requireFinancePermission(ctx.db, ctx.caller);
    checkCapacity(data.capacity, current.taken);
    return inSar(ctx.db, await records.update(ctx, id, expectedUpdatedAt, data));
  },

  setStatus: async (ctx: AdminContext, id: string, status: boolean) =>
    inSar(ctx.db, await records.setFlag(ctx, "setStatus", id, { status })),

  /**
   * Deletes a category nobody used. Once an order line, a delegate or a waiting-list entry names
   * its key, invoices and delegations depend on it: the admin hides it instead (the foreign keys
   * refuse the delete too; this says why in words).
   */
  delete: (ctx: AdminContext, id: string, expectedUpdatedAt?: Date) =>
    auditedWrite(ctx, records.writeOptions("delete"), async (tx) => {
      const before = await records.lock(tx, id, expectedUpdatedAt);
      const where = { feeCategoryKey: before.key };
      const uses = await Promise.all([
        tx.orderLine.count({ where }),
        tx.delegate.count({ where }),
        tx.waitingListEntry.count({ where }),
      ]);
      if (uses.some((count) => count > 0))
        throw new AppError("refused", { message: adminMessages.feeCategoryInUse });
      await tx.feeCategory.delete({ where: { id } });
      return { entityId: id, before, after: null, result: { id } };
    }),
};

/** Active categories in order, with their price in SAR and the places left, for the public page. */
export async function offeredFeeCategories(db: Database) {
  const [rows, rates] = await Promise.all([
    db.feeCategory.findMany({ where: { status: true }, orderBy: [{ order: "asc" }, { nameEn: "asc" }] }),
    currentRates(db),
  ]);
  return rows.map((row) => ({
    key: row.key,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    priceUsdCents: row.priceUsdCents,
    priceHalalas: usdCentsToHalalas(row.priceUsdCents, rates.sarPerUsd),
    placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.taken),
  }));
}
