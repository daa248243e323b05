import { adminContext } from "../../admin/context.ts";
import { adminProcedure, createTRPCRouter, financeProcedure, publicProcedure } from "../../trpc.ts";
import {
  adminRegistrationSettingSchema,
  publicRegistrationSettingSchema,
  registrationSettingUpdateSchema,
} from "./schemas.ts";
import { registrationSettings } from "./service.ts";

export const registrationSettingRouter = createTRPCRouter({
  /** The registration window and rates for the public registration page (no bank details). */
  public: publicProcedure
    .output(publicRegistrationSettingSchema)
    .query(({ ctx }) => registrationSettings.public(ctx.db)),

  // Back office: every admin reads them; saving sets rates and the bank account, so finance only.
  get: adminProcedure
    .output(adminRegistrationSettingSchema)
    .query(({ ctx }) => registrationSettings.get(ctx.db)),
  update: financeProcedure
    .input(registrationSettingUpdateSchema)
    .output(adminRegistrationSettingSchema)
    .mutation(({ ctx, input: { expectedUpdatedAt, vatPercent, ...data } }) =>
      registrationSettings.update(adminContext(ctx), expectedUpdatedAt, {
        ...data,
        vatBasisPoints: vatPercent,
      }),
    ),
});
