import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { adminProcedure, createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc.ts";
import { ownLetters } from "./letters.ts";
import { documentListSchema, documentTargetSchema } from "./schemas.ts";
import { documents } from "./service.ts";

/**
 * Issued documents (issue 37): visa invitation letters and certificates. The PDFs themselves are
 * not procedures: they are bytes, served by the site's routes (`http/documents.ts`), which call
 * the same services.
 */
export const documentRouter = createTRPCRouter({
  /** The public check of a reference (`/verify/{reference}/`): valid, revoked or unknown, and the holder's names. */
  verify: publicProcedure
    .input(z.object({ reference: z.string().max(64) }))
    .query(({ ctx, input }) => documents.check(ctx.db, input.reference)),

  /** The national organizer's letters, as their registration page offers them (issues nothing). */
  ownLetters: protectedProcedure.query(({ ctx }) => ownLetters(ctx.db, ctx.caller)),

  // Back office.
  list: adminProcedure.input(documentListSchema).query(({ ctx, input }) => documents.list(ctx.db, input)),
  revoke: adminProcedure
    .input(documentTargetSchema)
    .mutation(({ ctx, input }) => documents.revoke(adminContext(ctx), input)),
  reissue: adminProcedure
    .input(documentTargetSchema)
    .mutation(({ ctx, input }) => documents.reissue(adminContext(ctx), input)),
});
