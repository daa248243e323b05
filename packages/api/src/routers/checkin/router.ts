import { adminContext } from "../../admin/context.ts";
import { adminProcedure, createTRPCRouter, gateProcedure } from "../../trpc.ts";
import { scanSchema, syncSchema } from "./schemas.ts";
import { checkInStats, recordScan, roster, syncScans } from "./service.ts";

/**
 * Check-in at the gate (issue 37): gate staff (and admins) scan badges, online one at a time or
 * a queue of offline scans at once, and keep the roster of valid badges on the device for when
 * the network drops. The dashboard's counts are for admins only.
 */
export const checkinRouter = createTRPCRouter({
  scan: gateProcedure.input(scanSchema).mutation(({ ctx, input }) => recordScan(adminContext(ctx), input)),
  sync: gateProcedure.input(syncSchema).mutation(({ ctx, input }) => syncScans(adminContext(ctx), input)),
  roster: gateProcedure.query(({ ctx }) => roster(ctx.db)),
  stats: adminProcedure.query(({ ctx }) => checkInStats(ctx.db)),
});
