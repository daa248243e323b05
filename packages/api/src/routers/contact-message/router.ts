import { adminContext } from "../../admin/context.ts";
import { pageSchema } from "../../forms/common.ts";
import { adminProcedure, createTRPCRouter } from "../../trpc.ts";
import { contactMessageListSchema, contactMessageSchema, markReadSchema } from "./schemas.ts";
import { listContactMessages, markContactMessageRead } from "./service.ts";

/** Messages visitors sent through the contact form (admins only). */
export const contactMessageRouter = createTRPCRouter({
  list: adminProcedure
    .input(contactMessageListSchema)
    .output(pageSchema(contactMessageSchema))
    .query(({ ctx, input }) => listContactMessages(ctx.db, input)),
  markRead: adminProcedure
    .input(markReadSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => markContactMessageRead(adminContext(ctx), input)),
});
