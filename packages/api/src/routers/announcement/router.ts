import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "../../trpc.ts";

const announcementSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  publishedAt: z.date(),
});

export const announcementRouter = createTRPCRouter({
  /** Published announcements, newest first. */
  list: publicProcedure.output(announcementSchema.array()).query(({ ctx }) =>
    ctx.db.announcement.findMany({
      where: { status: true },
      omit: { status: true, createdAt: true, updatedAt: true },
      orderBy: { publishedAt: "desc" },
    }),
  ),
});
