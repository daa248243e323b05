import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { partnersByTierSchema, publicPartnerSchema } from "./schemas.ts";
import { activePartners, partnersByTier } from "./service.ts";

export const partnerRouter = createTRPCRouter({
  active: publicProcedure.output(publicPartnerSchema.array()).query(({ ctx }) => activePartners(ctx.db)),
  byTier: publicProcedure.output(partnersByTierSchema).query(({ ctx }) => partnersByTier(ctx.db)),
});
