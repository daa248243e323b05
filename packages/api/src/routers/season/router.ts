import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  adminSeasonSchema,
  homeSeasonSchema,
  publicSeasonSchema,
  savedSeasonSchema,
  seasonDependentsSchema,
  seasonCreateSchema,
  seasonListSchema,
  seasonUpdateSchema,
  slugSchema,
} from "./schemas.ts";
import {
  createSeason,
  deleteSeason,
  homeSeasons,
  listSeasons,
  publishedSeasonBySlug,
  seasonById,
  seasonDependents,
  setSeasonFlag,
  updateSeason,
} from "./service.ts";

export const seasonRouter = createTRPCRouter({
  bySlug: publicProcedure
    .input(z.object({ slug: slugSchema }))
    .output(publicSeasonSchema)
    .query(({ ctx, input }) => publishedSeasonBySlug(ctx.db, input.slug)),
  onHome: publicProcedure.output(homeSeasonSchema.array()).query(({ ctx }) => homeSeasons(ctx.db)),

  // Back office (admins only).
  list: adminProcedure
    .input(seasonListSchema)
    .output(pageSchema(adminSeasonSchema))
    .query(({ ctx, input }) => listSeasons(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminSeasonSchema)
    .query(({ ctx, input }) => seasonById(ctx.db, input.id)),
  create: adminProcedure
    .input(seasonCreateSchema)
    .output(savedSeasonSchema)
    .mutation(({ ctx, input }) => createSeason(adminContext(ctx), input)),
  update: adminProcedure
    .input(seasonUpdateSchema)
    .output(savedSeasonSchema)
    .mutation(({ ctx, input }) => updateSeason(adminContext(ctx), input)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminSeasonSchema)
    .mutation(({ ctx, input }) => setSeasonFlag(adminContext(ctx), "status", input)),
  setRegistration: adminProcedure
    .input(setFlagSchema)
    .output(adminSeasonSchema)
    .mutation(({ ctx, input }) => setSeasonFlag(adminContext(ctx), "registration", input)),
  setHomeActive: adminProcedure
    .input(setFlagSchema)
    .output(savedSeasonSchema)
    .mutation(({ ctx, input }) => setSeasonFlag(adminContext(ctx), "homeActive", input)),
  /** What a delete would take with it (results, attribute blocks), for the confirmation. */
  dependents: adminProcedure
    .input(byIdSchema)
    .output(seasonDependentsSchema)
    .query(({ ctx, input }) => seasonDependents(ctx.db, input.id)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteSeason(adminContext(ctx), input)),
});
