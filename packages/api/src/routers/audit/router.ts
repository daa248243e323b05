import { pageSchema } from "../../forms/common.ts";
import { adminProcedure, createTRPCRouter } from "../../trpc.ts";
import { csvFileSchema } from "../../forms/outputs.ts";
import { auditEntrySchema, auditExportSchema, auditListSchema } from "./schemas.ts";
import { exportAuditEntries, listAuditEntries } from "./service.ts";

/** The audit log of back-office changes (admins only; entries are never changed). */
export const auditRouter = createTRPCRouter({
  list: adminProcedure
    .input(auditListSchema)
    .output(pageSchema(auditEntrySchema))
    .query(({ ctx, input }) => listAuditEntries(ctx.db, input)),
  exportCsv: adminProcedure
    .input(auditExportSchema)
    .output(csvFileSchema)
    .query(({ ctx, input }) => exportAuditEntries(ctx.db, input)),
});
