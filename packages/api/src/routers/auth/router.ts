import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc.ts";
import { publicProfileSchema, signUpResultSchema, signUpSchema } from "./schemas.ts";
import { me, signUp } from "./service.ts";

/**
 * Sign-up and the caller's profile. Sign-in and sign-out are next-auth's (/api/auth), with
 * the options from `createAuthOptions` in @wro/auth.
 */
export const authRouter = createTRPCRouter({
  signUp: publicProcedure
    .input(signUpSchema)
    .output(signUpResultSchema)
    .mutation(({ ctx, input }) => signUp({ db: ctx.db, ip: ctx.ip }, input)),
  me: protectedProcedure.output(publicProfileSchema).query(({ ctx }) => me(ctx.db, ctx.caller)),
});
