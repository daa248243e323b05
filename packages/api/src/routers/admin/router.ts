import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter } from "../../trpc.ts";
import {
  adminAccountSchema,
  adminUserCreateSchema,
  adminUserListSchema,
  adminUserUpdateSchema,
  financeAccessSchema,
  ownProfileUpdateSchema,
  secondFactorConfirmSchema,
  secondFactorDisableSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
} from "./schemas.ts";
import {
  beginOwnSecondFactor,
  confirmOwnSecondFactor,
  disableOwnSecondFactor,
  ownSecondFactor,
} from "./second-factor.ts";
import {
  adminById,
  createAdmin,
  deleteAdmin,
  financeAccess,
  listAdmins,
  ownProfile,
  setAdminStatus,
  updateAdmin,
  updateOwnProfile,
} from "./service.ts";

/**
 * Admin accounts (users of type 4), and the signed-in admin's own profile. Granting or
 * withdrawing the finance permission on create or update takes the caller's own, with a
 * two-step session (the service checks it only when the permission changes).
 */
export const adminRouter = createTRPCRouter({
  list: adminProcedure
    .input(adminUserListSchema)
    .output(pageSchema(adminAccountSchema))
    .query(({ ctx, input }) => listAdmins(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminAccountSchema)
    .query(({ ctx, input }) => adminById(ctx.db, input.id)),
  create: adminProcedure
    .input(adminUserCreateSchema)
    .output(adminAccountSchema)
    .mutation(({ ctx, input }) => createAdmin(adminContext(ctx), input)),
  update: adminProcedure
    .input(adminUserUpdateSchema)
    .output(adminAccountSchema)
    .mutation(({ ctx, input }) => updateAdmin(adminContext(ctx), input)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminAccountSchema)
    .mutation(({ ctx, input }) => setAdminStatus(adminContext(ctx), input)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteAdmin(adminContext(ctx), input)),
  ownProfile: adminProcedure.output(adminAccountSchema).query(({ ctx }) => ownProfile(ctx)),
  updateOwnProfile: adminProcedure
    .input(ownProfileUpdateSchema)
    .output(adminAccountSchema)
    .mutation(({ ctx, input }) => updateOwnProfile(adminContext(ctx), input, { ip: ctx.ip })),
  financeAccess: adminProcedure.output(financeAccessSchema).query(({ ctx }) => financeAccess(ctx)),
  // The signed-in admin's two-step sign-in (TOTP, issue 36), from the Profile page.
  secondFactor: adminProcedure.output(secondFactorStatusSchema).query(({ ctx }) => ownSecondFactor(ctx)),
  beginSecondFactor: adminProcedure
    .output(secondFactorEnrolmentSchema)
    .mutation(({ ctx }) => beginOwnSecondFactor(ctx)),
  confirmSecondFactor: adminProcedure
    .input(secondFactorConfirmSchema)
    .output(z.object({ recoveryCodes: z.string().array() }))
    .mutation(({ ctx, input }) => confirmOwnSecondFactor(ctx, input.code)),
  disableSecondFactor: adminProcedure
    .input(secondFactorDisableSchema)
    .output(z.object({ disabled: z.literal(true) }))
    .mutation(({ ctx, input }) => disableOwnSecondFactor(ctx, input)),
});
