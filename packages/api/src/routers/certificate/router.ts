import { adminProcedure, createTRPCRouter, protectedProcedure } from "../../trpc.ts";
import { certificateCountSchema } from "./schemas.ts";
import { certificates } from "./service.ts";

/**
 * Certificates (issue 37): how many there are to download, for the pages' links. The files
 * themselves are not procedures: they are bytes, served by the site's route
 * (`http/documents.ts`, `certificatesPath`), which calls the same service.
 */
export const certificateRouter = createTRPCRouter({
  /** The signed-in coach's or student's own (their account page's link). */
  mine: protectedProcedure.query(({ ctx }) => certificates.mine(ctx.db, ctx.caller)),
  /** The national organizer's delegation's (their registration page's links): refuses other roles itself. */
  own: protectedProcedure.query(({ ctx }) => certificates.own(ctx.db, ctx.caller)),

  // Back office.
  count: adminProcedure
    .input(certificateCountSchema)
    .query(({ ctx, input }) => certificates.count(ctx.db, input.delegationId)),
});
