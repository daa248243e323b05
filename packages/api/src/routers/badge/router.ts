import { adminContext } from "../../admin/context.ts";
import { adminProcedure, createTRPCRouter, protectedProcedure } from "../../trpc.ts";
import { badgeDelegateSchema } from "./schemas.ts";
import { badges } from "./service.ts";

/**
 * Badges (issue 37). The PDFs themselves are not procedures: they are bytes, served by the
 * site's route (`http/documents.ts`, `badgesPdfPath`), which calls the same service.
 */
export const badgeRouter = createTRPCRouter({
  /** How many badges the signed-in coach or student can download (their account page's link). */
  mine: protectedProcedure.query(({ ctx }) => badges.mine(ctx.db, ctx.caller)),

  // Back office.
  revoke: adminProcedure
    .input(badgeDelegateSchema)
    .mutation(({ ctx, input }) => badges.revoke(adminContext(ctx), input.delegateId)),
  reissue: adminProcedure
    .input(badgeDelegateSchema)
    .mutation(({ ctx, input }) => badges.reissue(adminContext(ctx), input.delegateId)),
});
