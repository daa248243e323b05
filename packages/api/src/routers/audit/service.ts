import type { Database, Prisma } from "@wro/db";
import { pageArgs, pageOf } from "../../admin/list.ts";
import { csvFile, toCsv } from "../../csv.ts";
import type { AuditEntry, AuditFilters, AuditListInput } from "./schemas.ts";

// The log's before/after columns hold only what `auditedWrite` wrote: JSON snapshots.
const asEntries = (rows: Promise<unknown[]>) => rows as Promise<AuditEntry[]>;

function whereOf(input: AuditFilters): Prisma.AuditLogWhereInput {
  return {
    ...(input.entity ? { entity: input.entity } : {}),
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(input.action ? { action: input.action } : {}),
    ...(input.from || input.to
      ? { createdAt: { ...(input.from ? { gte: input.from } : {}), ...(input.to ? { lte: input.to } : {}) } }
      : {}),
  };
}

/** Newest first unless asked otherwise; the id keeps entries of one millisecond in order. */
function orderOf(input: AuditFilters) {
  const order = input.order ?? "desc";
  return [{ createdAt: order }, { id: order }];
}

export function listAuditEntries(db: Database, input: AuditListInput) {
  const where = whereOf(input);
  return pageOf(
    input,
    asEntries(db.auditLog.findMany({ where, orderBy: orderOf(input), ...pageArgs(input) })),
    db.auditLog.count({ where }),
  );
}

/** The columns of an audit log export, in order (the snapshots stay in the back office). */
export const auditColumns = [
  "createdAt",
  "actorName",
  "actorId",
  "action",
  "entity",
  "entityId",
  "label",
] as const;

/** Every entry matching the filters as CSV (formula-guarded). */
export async function exportAuditEntries(db: Database, input: AuditFilters) {
  const rows = await db.auditLog.findMany({
    where: whereOf(input),
    orderBy: orderOf(input),
    select: {
      createdAt: true,
      actorName: true,
      actorId: true,
      action: true,
      entity: true,
      entityId: true,
      label: true,
    },
  });
  return csvFile("audit-log", toCsv(auditColumns, rows));
}

/** The latest changes, for the dashboard. */
export function recentAuditEntries(db: Database, take = 10) {
  return asEntries(db.auditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }));
}
