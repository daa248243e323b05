import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema } from "../../forms/common.ts";
import { csvFileSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, protectedProcedure } from "../../trpc.ts";
import { adminDelegationListSchema, adminDelegations } from "./admin.ts";
import { delegateSaveSchema, delegationSaveSchema, teamSaveSchema } from "./schemas.ts";
import { myTeams } from "./my-teams.ts";
import { delegations } from "./service.ts";
import { quoteOwnDelegation } from "../order/quote.ts";

/**
 * A national organizer's delegation for the registration season: its teams and people. Every
 * procedure checks that the caller is a national organizer and touches only their own delegation.
 */
export const delegationRouter = createTRPCRouter({
  own: protectedProcedure.query(({ ctx }) => delegations.own(ctx.db, ctx.caller)),
  /** A coach's or a student's teams, as their organizer registered them. */
  mine: protectedProcedure.query(({ ctx }) => myTeams(ctx.db, ctx.caller)),
  /** What submitting now would cost: the people on no order yet, priced on the server. */
  quote: protectedProcedure.query(({ ctx }) => quoteOwnDelegation(ctx.db, ctx.caller)),
  save: protectedProcedure
    .input(delegationSaveSchema)
    .mutation(({ ctx, input }) => delegations.save(adminContext(ctx), input)),
  saveTeam: protectedProcedure
    .input(teamSaveSchema)
    .mutation(({ ctx, input }) => delegations.saveTeam(adminContext(ctx), input)),
  removeTeam: protectedProcedure
    .input(byIdSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => delegations.removeTeam(adminContext(ctx), input.id)),
  saveDelegate: protectedProcedure
    .input(delegateSaveSchema)
    .mutation(({ ctx, input }) => delegations.saveDelegate(adminContext(ctx), input)),
  removeDelegate: protectedProcedure
    .input(byIdSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => delegations.removeDelegate(adminContext(ctx), input.id)),

  // Back office: every delegation, read only (changes are the organizer's).
  list: adminProcedure
    .input(adminDelegationListSchema)
    .query(({ ctx, input }) => adminDelegations.list(ctx.db, input)),
  byId: adminProcedure.input(byIdSchema).query(({ ctx, input }) => adminDelegations.byId(ctx.db, input.id)),
  exportCsv: adminProcedure
    .input(adminDelegationListSchema)
    .output(csvFileSchema)
    .query(({ ctx, input }) => adminDelegations.exportCsv(ctx.db, input)),
});
