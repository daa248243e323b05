import { adminProcedure, createTRPCRouter } from "../../trpc.ts";
import { dashboardSummarySchema } from "./schemas.ts";
import { dashboardSummary } from "./service.ts";

export const dashboardRouter = createTRPCRouter({
  /** Real figures for the admin dashboard (replacing the legacy sample charts). */
  summary: adminProcedure.output(dashboardSummarySchema).query(({ ctx }) => dashboardSummary(ctx.db)),
});
