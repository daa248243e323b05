import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { scheduleDaySchema } from "./schemas.ts";
import { scheduleDays } from "./service.ts";

export const scheduleRouter = createTRPCRouter({
  /** The national final's agenda: the public schedule page and its calendar files. */
  days: publicProcedure.output(scheduleDaySchema.array()).query(({ ctx }) => scheduleDays(ctx.db)),
});
