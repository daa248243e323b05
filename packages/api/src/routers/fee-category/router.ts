import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, financeProcedure, publicProcedure } from "../../trpc.ts";
import {
  adminFeeCategorySchema,
  feeCategoryCreateSchema,
  feeCategoryListSchema,
  feeCategoryUpdateSchema,
  offeredFeeCategorySchema,
} from "./schemas.ts";
import { feeCategories, offeredFeeCategories } from "./service.ts";

export const feeCategoryRouter = createTRPCRouter({
  /** The fees the public registration page lists. The back office uses `list`. */
  offered: publicProcedure
    .output(offeredFeeCategorySchema.array())
    .query(({ ctx }) => offeredFeeCategories(ctx.db)),

  // Back office: every admin reads and edits; a price is set only with the finance permission.
  list: adminProcedure
    .input(feeCategoryListSchema)
    .output(pageSchema(adminFeeCategorySchema))
    .query(({ ctx, input }) => feeCategories.list(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminFeeCategorySchema)
    .query(({ ctx, input }) => feeCategories.byId(ctx.db, input.id)),
  create: financeProcedure
    .input(feeCategoryCreateSchema)
    .output(adminFeeCategorySchema)
    .mutation(({ ctx, input: { priceUsd, ...data } }) =>
      feeCategories.create(adminContext(ctx), { ...data, priceUsdCents: priceUsd }),
    ),
  update: adminProcedure
    .input(feeCategoryUpdateSchema)
    .output(adminFeeCategorySchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, priceUsd, ...data } }) =>
      feeCategories.update(adminContext(ctx), id, expectedUpdatedAt, { ...data, priceUsdCents: priceUsd }),
    ),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminFeeCategorySchema)
    .mutation(({ ctx, input }) => feeCategories.setStatus(adminContext(ctx), input.id, input.value)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => feeCategories.delete(adminContext(ctx), input.id, input.expectedUpdatedAt)),
});
