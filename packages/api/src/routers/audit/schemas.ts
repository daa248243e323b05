import { z } from "zod";
import { listShape } from "../../forms/common.ts";

/** What the audit log records changes of. */
export const auditEntities = [
  "season",
  "partner",
  "region",
  "admin",
  "event",
  "faq",
  "announcement",
  "hotel",
  "setting",
  "contactMessage",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  "create",
  "update",
  "delete",
  "setStatus",
  "setRegistration",
  "setHomeActive",
  "markRead",
  "updateOwnProfile",
] as const;
export type AuditAction = (typeof auditActions)[number];

const { page, pageSize, order } = listShape(["createdAt"]);

/** Audit log filters: entity (and one record of it), actor, action, a time range; newest first by default. */
export const auditListSchema = z
  .object({
    page,
    pageSize,
    order,
    entity: z.enum(auditEntities).optional(),
    entityId: z.string().trim().min(1).max(64).optional(),
    actorId: z.string().trim().min(1).max(64).optional(),
    action: z.enum(auditActions).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
  })
  .prefault({});
export type AuditListInput = z.output<typeof auditListSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.json().nullable(),
  after: z.json().nullable(),
  createdAt: z.date(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
