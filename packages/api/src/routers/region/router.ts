import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  adminRegionSchema,
  countrySchema,
  regionCreateSchema,
  regionListSchema,
  regionUpdateSchema,
} from "./schemas.ts";
import {
  createRegion,
  deleteRegion,
  listRegions,
  participatingCountries,
  regionById,
  setRegionStatus,
  updateRegion,
} from "./service.ts";

export const regionRouter = createTRPCRouter({
  participating: publicProcedure
    .output(countrySchema.array())
    .query(({ ctx }) => participatingCountries(ctx.db)),

  // Back office (admins only).
  list: adminProcedure
    .input(regionListSchema)
    .output(pageSchema(adminRegionSchema))
    .query(({ ctx, input }) => listRegions(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminRegionSchema)
    .query(({ ctx, input }) => regionById(ctx.db, input.id)),
  create: adminProcedure
    .input(regionCreateSchema)
    .output(adminRegionSchema)
    .mutation(({ ctx, input }) => createRegion(adminContext(ctx), input)),
  update: adminProcedure
    .input(regionUpdateSchema)
    .output(adminRegionSchema)
    .mutation(({ ctx, input }) => updateRegion(adminContext(ctx), input)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminRegionSchema)
    .mutation(({ ctx, input }) => setRegionStatus(adminContext(ctx), input)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteRegion(adminContext(ctx), input)),
});
