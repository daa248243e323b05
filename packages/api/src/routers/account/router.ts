import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "../../trpc.ts";
import {
  changeOwnPasswordSchema,
  mailLanguages,
  ownAccountSchema,
  setMailLanguageSchema,
} from "./schemas.ts";
import { changeOwnPassword, ownAccount, ownId, setMailLanguage } from "./service.ts";

/** The signed-in person's account page: their profile, a new password, the mails' language. */
export const accountRouter = createTRPCRouter({
  own: protectedProcedure.output(ownAccountSchema).query(({ ctx }) => ownAccount(ctx.db, ownId(ctx.caller))),
  changePassword: protectedProcedure
    .input(changeOwnPasswordSchema)
    .output(z.object({ changed: z.literal(true) }))
    .mutation(({ ctx, input }) => changeOwnPassword({ db: ctx.db, ip: ctx.ip }, ownId(ctx.caller), input)),
  setMailLanguage: protectedProcedure
    .input(setMailLanguageSchema)
    .output(z.object({ locale: z.enum(mailLanguages) }))
    .mutation(({ ctx, input }) => setMailLanguage(ctx.db, ownId(ctx.caller), input.locale)),
});
