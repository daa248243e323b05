import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  adminAnnouncementSchema,
  announcementCreateSchema,
  announcementListSchema,
  announcementSchema,
  announcementUpdateSchema,
} from "./schemas.ts";
import { announcements, publishedAnnouncements } from "./service.ts";

export const announcementRouter = createTRPCRouter({
  /** Published announcements, newest first. The back office uses `listForAdmin`. */
  list: publicProcedure.output(announcementSchema.array()).query(({ ctx }) => publishedAnnouncements(ctx.db)),

  // Back office (admins only).
  listForAdmin: adminProcedure
    .input(announcementListSchema)
    .output(pageSchema(adminAnnouncementSchema))
    .query(({ ctx, input }) => announcements.list(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminAnnouncementSchema)
    .query(({ ctx, input }) => announcements.byId(ctx.db, input.id)),
  create: adminProcedure
    .input(announcementCreateSchema)
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input }) => announcements.create(adminContext(ctx), input)),
  update: adminProcedure
    .input(announcementUpdateSchema)
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, ...data } }) =>
      announcements.update(adminContext(ctx), id, expectedUpdatedAt, data),
    ),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input }) =>
      announcements.setFlag(adminContext(ctx), "setStatus", input.id, { status: input.value }),
    ),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => announcements.delete(adminContext(ctx), input.id, input.expectedUpdatedAt)),
});
