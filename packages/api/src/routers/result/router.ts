import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema } from "../../forms/common.ts";
import { csvFileSchema, deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  publicResultsSchema,
  resultCreateSchema,
  resultImportSchema,
  resultListSchema,
  resultReleaseInputSchema,
  resultReleaseSchema,
  resultSchema,
  resultUpdateSchema,
} from "./schemas.ts";
import {
  announceResults,
  createResult,
  deleteResult,
  holdResults,
  importResults,
  publicResults,
  resultReleases,
  results,
  resultsCsv,
  updateResult,
} from "./service.ts";

const slugSchema = z.string().trim().min(1).max(100);

export const resultRouter = createTRPCRouter({
  /** The public results page: a season's results (the newest without a slug) and the archive. */
  bySeason: publicProcedure
    .input(z.object({ slug: slugSchema.optional() }).optional())
    .output(publicResultsSchema)
    .query(({ ctx, input }) => publicResults(ctx.db, input?.slug)),

  // Back office (admins only).
  list: adminProcedure
    .input(resultListSchema)
    .output(pageSchema(resultSchema))
    .query(({ ctx, input: { seasonId, category, ...list } }) =>
      results.list(ctx.db, list, { ...(seasonId ? { seasonId } : {}), ...(category ? { category } : {}) }),
    ),
  byId: adminProcedure
    .input(byIdSchema)
    .output(resultSchema)
    .query(({ ctx, input }) => results.byId(ctx.db, input.id)),
  create: adminProcedure
    .input(resultCreateSchema)
    .output(resultSchema)
    .mutation(({ ctx, input }) => createResult(adminContext(ctx), input)),
  update: adminProcedure
    .input(resultUpdateSchema)
    .output(resultSchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, ...data } }) =>
      updateResult(adminContext(ctx), id, expectedUpdatedAt, data),
    ),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteResult(adminContext(ctx), input.id, input.expectedUpdatedAt)),
  importCsv: adminProcedure
    .input(resultImportSchema)
    .output(
      z.object({
        imported: z.number().int(),
        errors: z.object({ row: z.number().int(), column: z.string(), message: z.string() }).array(),
      }),
    )
    .mutation(({ ctx, input }) => importResults(adminContext(ctx), input.seasonId, input.csv)),
  /**
   * Each category of a season (without one, the newest): held back for its ceremony or public,
   * and its number of results.
   */
  releases: adminProcedure
    .input(z.object({ seasonId: resultReleaseInputSchema.shape.seasonId.optional() }).prefault({}))
    .output(resultReleaseSchema.array())
    .query(({ ctx, input }) => resultReleases(ctx.db, input.seasonId)),
  /** Holds a category's results back from every public answer until `announce`. */
  hold: adminProcedure
    .input(resultReleaseInputSchema)
    .output(resultReleaseSchema)
    .mutation(({ ctx, input }) => holdResults(adminContext(ctx), input.seasonId, input.category)),
  /** Publishes a held category's results, live on every open results page. */
  announce: adminProcedure
    .input(resultReleaseInputSchema)
    .output(resultReleaseSchema)
    .mutation(({ ctx, input }) => announceResults(adminContext(ctx), input.seasonId, input.category)),
  exportCsv: adminProcedure
    .input(z.object({ seasonId: z.string().trim().min(1).max(64).optional() }).optional())
    .output(csvFileSchema)
    .query(({ ctx, input }) => resultsCsv(ctx.db, input?.seasonId)),
});
