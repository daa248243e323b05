import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { eventSchema } from "./schemas.ts";
import { currentEvent } from "./service.ts";

export const eventRouter = createTRPCRouter({
  current: publicProcedure.output(eventSchema.nullable()).query(({ ctx }) => currentEvent(ctx.db)),
});
