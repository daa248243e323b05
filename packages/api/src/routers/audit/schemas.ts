import { z } from "zod";
import { listShape } from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { auditActions, recordKindNames } from "../../record-kinds.ts";

const { page, pageSize, order } = listShape(["createdAt"]);

/** Which entries: entity (and one record of it), actor, action, a time range. */
const auditFilterShape = {
  order,
  entity: z.enum(recordKindNames, { error: adminMessages.unknownRecordKind }).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  actorId: z.string().trim().min(1).max(64).optional(),
  action: z.enum(auditActions, { error: adminMessages.unknownAction }).optional(),
  from: z.coerce.date({ error: adminMessages.invalidDate }).optional(),
  to: z.coerce.date({ error: adminMessages.invalidDate }).optional(),
};

/** Audit log filters and a page of them; newest first by default. */
export const auditListSchema = z.object({ page, pageSize, ...auditFilterShape }).prefault({});
export type AuditListInput = z.output<typeof auditListSchema>;

/** The same filters for a CSV export of every matching entry. */
export const auditExportSchema = z.object(auditFilterShape).prefault({});
export type AuditFilters = z.output<typeof auditExportSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The record's name when the change was made; null in entries older than labels. */
  label: z.string().nullable(),
  before: z.json().nullable(),
  after: z.json().nullable(),
  createdAt: z.date(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
