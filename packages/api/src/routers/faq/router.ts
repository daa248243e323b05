import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { faqSchema } from "./schemas.ts";
import { activeFaqs } from "./service.ts";

export const faqRouter = createTRPCRouter({
  list: publicProcedure.output(faqSchema.array()).query(({ ctx }) => activeFaqs(ctx.db)),
});
