import { adminContext } from "../../admin/context.ts";
import { byIdSchema } from "../../forms/common.ts";
import { adminProcedure, createTRPCRouter, protectedProcedure } from "../../trpc.ts";
import {
  deleteOwnAccountSchema,
  erasureSchema,
  personalDataSchema,
  purgeResultSchema,
  purgeSeasonSchema,
} from "./schemas.ts";
import { deleteOwnAccount, erasePerson, ownPersonalData, personalData, purgeSeason } from "./service.ts";

/**
 * PDPL rights: a person downloads or deletes their own data (the account page); admins export
 * or erase a student's, coach's or entity's data (the user screen) and purge a past season's
 * registration data (`pnpm wro privacy:purge`).
 */
export const privacyRouter = createTRPCRouter({
  ownData: protectedProcedure
    .output(personalDataSchema)
    .query(({ ctx }) => ownPersonalData(ctx.db, ctx.caller.kind === "user" ? ctx.caller.id : "")),
  deleteOwnAccount: protectedProcedure
    .input(deleteOwnAccountSchema)
    .output(erasureSchema)
    .mutation(({ ctx, input }) =>
      deleteOwnAccount(
        { ...adminContext(ctx), ip: ctx.ip },
        ctx.caller.kind === "user" ? ctx.caller.id : "",
        input,
      ),
    ),
  export: adminProcedure
    .input(byIdSchema)
    .output(personalDataSchema)
    .query(({ ctx, input }) => personalData(ctx.db, input.id)),
  erase: adminProcedure
    .input(byIdSchema)
    .output(erasureSchema)
    .mutation(({ ctx, input }) => erasePerson(adminContext(ctx), input.id)),
  purgeSeason: adminProcedure
    .input(purgeSeasonSchema)
    .output(purgeResultSchema)
    .mutation(({ ctx, input }) => purgeSeason(adminContext(ctx), input)),
});
