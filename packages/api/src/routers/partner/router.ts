import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import {
  adminPartnerSchema,
  partnerCreateSchema,
  partnerListSchema,
  partnersByTierSchema,
  partnerUpdateSchema,
  publicPartnerSchema,
} from "./schemas.ts";
import {
  activePartners,
  createPartner,
  deletePartner,
  listPartners,
  partnerById,
  partnersByTier,
  setPartnerStatus,
  updatePartner,
} from "./service.ts";

export const partnerRouter = createTRPCRouter({
  active: publicProcedure.output(publicPartnerSchema.array()).query(({ ctx }) => activePartners(ctx.db)),
  byTier: publicProcedure.output(partnersByTierSchema).query(({ ctx }) => partnersByTier(ctx.db)),

  // Back office (admins only).
  list: adminProcedure
    .input(partnerListSchema)
    .output(pageSchema(adminPartnerSchema))
    .query(({ ctx, input }) => listPartners(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminPartnerSchema)
    .query(({ ctx, input }) => partnerById(ctx.db, input.id)),
  create: adminProcedure
    .input(partnerCreateSchema)
    .output(adminPartnerSchema)
    .mutation(({ ctx, input }) => createPartner(adminContext(ctx), input)),
  update: adminProcedure
    .input(partnerUpdateSchema)
    .output(adminPartnerSchema)
    .mutation(({ ctx, input }) => updatePartner(adminContext(ctx), input)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminPartnerSchema)
    .mutation(({ ctx, input }) => setPartnerStatus(adminContext(ctx), input)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deletePartner(adminContext(ctx), input)),
});
