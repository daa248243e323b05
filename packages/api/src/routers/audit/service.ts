import type { Database, Prisma } from "@wro/db";
import { pageArgs, pageOf } from "../../admin/list.ts";
import type { AuditEntry, AuditListInput } from "./schemas.ts";

// The log's before/after columns hold only what `auditedWrite` wrote: JSON snapshots.
const asEntries = (rows: Promise<unknown[]>) => rows as Promise<AuditEntry[]>;

export function listAuditEntries(db: Database, input: AuditListInput) {
  const where: Prisma.AuditLogWhereInput = {
    ...(input.entity ? { entity: input.entity } : {}),
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(input.action ? { action: input.action } : {}),
    ...(input.from || input.to
      ? { createdAt: { ...(input.from ? { gte: input.from } : {}), ...(input.to ? { lte: input.to } : {}) } }
      : {}),
  };
  const order = input.order ?? "desc";
  return pageOf(
    input,
    asEntries(
      db.auditLog.findMany({ where, orderBy: [{ createdAt: order }, { id: order }], ...pageArgs(input) }),
    ),
    db.auditLog.count({ where }),
  );
}

/** The latest changes, for the dashboard. */
export function recentAuditEntries(db: Database, take = 10) {
  return asEntries(db.auditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }));
}
