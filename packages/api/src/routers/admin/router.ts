import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter } from "../../trpc.ts";
import {
  adminUserCreateSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  ownProfileUpdateSchema,
} from "./schemas.ts";
import {
  adminById,
  createAdmin,
  deleteAdmin,
  listAdmins,
  ownProfile,
  setAdminStatus,
  updateAdmin,
  updateOwnProfile,
} from "./service.ts";

/** Admin accounts (users of type 4), and the signed-in admin's own profile. */
export const adminRouter = createTRPCRouter({
  list: adminProcedure
    .input(adminUserListSchema)
    .output(pageSchema(adminUserSchema))
    .query(({ ctx, input }) => listAdmins(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminUserSchema)
    .query(({ ctx, input }) => adminById(ctx.db, input.id)),
  create: adminProcedure
    .input(adminUserCreateSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => createAdmin(adminContext(ctx), input)),
  update: adminProcedure
    .input(adminUserUpdateSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => updateAdmin(adminContext(ctx), input)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => setAdminStatus(adminContext(ctx), input)),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteAdmin(adminContext(ctx), input)),
  ownProfile: adminProcedure.output(adminUserSchema).query(({ ctx }) => ownProfile(ctx)),
  updateOwnProfile: adminProcedure
    .input(ownProfileUpdateSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => updateOwnProfile(adminContext(ctx), input, { ip: ctx.ip })),
});
