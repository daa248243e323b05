import { passwordResetRequestSchema, passwordResetSchema, resetTokenSchema } from "@wro/auth";
import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc.ts";
import { requestPasswordReset, resetLinkStatus, resetPassword } from "./password-reset.ts";
import { publicProfileSchema, signUpResultSchema, signUpSchema } from "./schemas.ts";
import { me, signUp } from "./service.ts";

/**
 * Sign-up, password reset and the caller's profile. Sign-in and sign-out are next-auth's
 * (/api/auth), with the options from `createAuthOptions` in @wro/auth.
 */
export const authRouter = createTRPCRouter({
  signUp: publicProcedure
    .input(signUpSchema)
    .output(signUpResultSchema)
    .mutation(({ ctx, input }) => signUp({ db: ctx.db, ip: ctx.ip }, input)),
  me: protectedProcedure.output(publicProfileSchema).query(({ ctx }) => me(ctx.db, ctx.caller)),
  requestPasswordReset: publicProcedure
    .input(passwordResetRequestSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => requestPasswordReset({ db: ctx.db, ip: ctx.ip }, input)),
  resetLinkStatus: publicProcedure
    .input(z.object({ token: resetTokenSchema }))
    .output(
      z.object({ state: z.enum(["valid", "used", "expired", "unknown"]), message: z.string().optional() }),
    )
    .query(({ ctx, input }) => resetLinkStatus(ctx.db, input.token)),
  resetPassword: publicProcedure
    .input(passwordResetSchema)
    .output(z.object({ done: z.literal(true) }))
    .mutation(({ ctx, input }) => resetPassword(ctx.db, input)),
});
