import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { renderMarkdown } from "../../markdown.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  adminAnnouncementSchema,
  announcementCreateSchema,
  announcementListSchema,
  announcementSchema,
  markdownPreviewSchema,
  announcementSlugSchema,
  announcementUpdateSchema,
} from "./schemas.ts";
import {
  announcements,
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  nextPublishTime,
  publishedAnnouncement,
  publishedAnnouncements,
  setAnnouncementStatus,
  updateAnnouncement,
} from "./service.ts";

export const announcementRouter = createTRPCRouter({
  /** Announcements visitors may see now, newest first. The back office uses `list`. */
  published: publicProcedure
    .output(announcementSchema.array())
    .query(({ ctx }) => publishedAnnouncements(ctx.db)),
  /** One announcement visitors may see now; NOT_FOUND for unknown, draft or not yet due. */
  bySlug: publicProcedure
    .input(announcementSlugSchema)
    .output(announcementSchema)
    .query(({ ctx, input }) => publishedAnnouncement(ctx.db, input.slug)),
  /** When the next scheduled announcement goes public (null when none is waiting). */
  nextPublishAt: publicProcedure.output(z.date().nullable()).query(({ ctx }) => nextPublishTime(ctx.db)),

  // Back office (admins only). `byId` also feeds the preview of a draft in the public layout.
  list: adminProcedure
    .input(announcementListSchema)
    .output(pageSchema(adminAnnouncementSchema))
    .query(({ ctx, input }) => listAnnouncements(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminAnnouncementSchema)
    .query(({ ctx, input }) => announcements.byId(ctx.db, input.id)),
  /** The editor's live preview: the same sanitized HTML the site will show. */
  renderMarkdown: adminProcedure
    .input(markdownPreviewSchema)
    .output(z.object({ html: z.string() }))
    .query(({ input }) => ({ html: renderMarkdown(input.markdown) })),
  create: adminProcedure
    .input(announcementCreateSchema)
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input }) => createAnnouncement(adminContext(ctx), input)),
  update: adminProcedure
    .input(announcementUpdateSchema)
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input }) => updateAnnouncement(adminContext(ctx), input)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input }) => setAnnouncementStatus(adminContext(ctx), input.id, input.value)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteAnnouncement(adminContext(ctx), input.id, input.expectedUpdatedAt)),
});
