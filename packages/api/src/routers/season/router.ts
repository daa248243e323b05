import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { publicSeasonSchema, slugSchema } from "./schemas.ts";
import { publishedSeasonBySlug } from "./service.ts";

export const seasonRouter = createTRPCRouter({
  bySlug: publicProcedure
    .input(z.object({ slug: slugSchema }))
    .output(publicSeasonSchema)
    .query(({ ctx, input }) => publishedSeasonBySlug(ctx.db, input.slug)),
});
