import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { adminFaqSchema, faqCreateSchema, faqListSchema, faqSchema, faqUpdateSchema } from "./schemas.ts";
import { activeFaqs, faqs } from "./service.ts";

export const faqRouter = createTRPCRouter({
  /** The public FAQ block (active questions in order). The back office uses `list`. */
  active: publicProcedure.output(faqSchema.array()).query(({ ctx }) => activeFaqs(ctx.db)),

  // Back office (admins only).
  list: adminProcedure
    .input(faqListSchema)
    .output(pageSchema(adminFaqSchema))
    .query(({ ctx, input }) => faqs.list(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminFaqSchema)
    .query(({ ctx, input }) => faqs.byId(ctx.db, input.id)),
  create: adminProcedure
    .input(faqCreateSchema)
    .output(adminFaqSchema)
    .mutation(({ ctx, input }) => faqs.create(adminContext(ctx), input)),
  update: adminProcedure
    .input(faqUpdateSchema)
    .output(adminFaqSchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, ...data } }) =>
      faqs.update(adminContext(ctx), id, expectedUpdatedAt, data),
    ),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminFaqSchema)
    .mutation(({ ctx, input }) =>
      faqs.setFlag(adminContext(ctx), "setStatus", input.id, { status: input.value }),
    ),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => faqs.delete(adminContext(ctx), input.id, input.expectedUpdatedAt)),
});
