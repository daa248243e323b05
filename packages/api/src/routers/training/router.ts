import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { trainingFilterSchema, trainingSchema } from "./schemas.ts";
import { activeTrainings } from "./service.ts";

export const trainingRouter = createTRPCRouter({
  /** Active trainings (training centres unless told), for the site's courses page. */
  active: publicProcedure
    .input(trainingFilterSchema.optional())
    .output(trainingSchema.array())
    .query(({ ctx, input }) => activeTrainings(ctx.db, trainingFilterSchema.parse(input ?? {}))),
});
