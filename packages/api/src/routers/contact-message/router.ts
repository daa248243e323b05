import { adminContext } from "../../admin/context.ts";
import { pageSchema } from "../../forms/common.ts";
import { csvFileSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { contactFormSchema } from "./form.ts";
import {
  contactMessageExportSchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactSentSchema,
  setStateSchema,
} from "./schemas.ts";
import {
  exportContactMessages,
  listContactMessages,
  sendContactMessage,
  setContactMessageState,
} from "./service.ts";

/** The contact form (anyone) and the inbox of the messages it sent (admins only). */
export const contactMessageRouter = createTRPCRouter({
  send: publicProcedure
    .input(contactFormSchema)
    .output(contactSentSchema)
    .mutation(({ ctx, input }) => sendContactMessage({ db: ctx.db, ip: ctx.ip }, input)),
  list: adminProcedure
    .input(contactMessageListSchema)
    .output(pageSchema(contactMessageSchema))
    .query(({ ctx, input }) => listContactMessages(ctx.db, input)),
  setState: adminProcedure
    .input(setStateSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => setContactMessageState(adminContext(ctx), input)),
  exportCsv: adminProcedure
    .input(contactMessageExportSchema)
    .output(csvFileSchema)
    .query(({ ctx, input }) => exportContactMessages(ctx.db, input)),
});
