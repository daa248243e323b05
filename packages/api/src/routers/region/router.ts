import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { countrySchema } from "./schemas.ts";
import { participatingCountries } from "./service.ts";

export const regionRouter = createTRPCRouter({
  participating: publicProcedure
    .output(countrySchema.array())
    .query(({ ctx }) => participatingCountries(ctx.db)),
});
