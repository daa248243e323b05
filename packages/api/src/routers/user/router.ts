import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { byIdSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { csvFileSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter } from "../../trpc.ts";
import { organizerCreateSchema, personExportSchema, personListSchema, personSchema } from "./schemas.ts";
import {
  createGateStaff,
  createOrganizer,
  exportPeople,
  listPeople,
  personById,
  sendPersonPasswordReset,
  setPersonStatus,
  verifyCoach,
} from "./service.ts";

/**
 * Students, coaches and entities (admins have `admin`): find, verify, enable or disable, send a
 * password-reset link, export; create a national organizer (type 2, issue 36).
 */
export const userRouter = createTRPCRouter({
  list: adminProcedure
    .input(personListSchema)
    .output(pageSchema(personSchema))
    .query(({ ctx, input }) => listPeople(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(personSchema)
    .query(({ ctx, input }) => personById(ctx.db, input.id)),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(personSchema)
    .mutation(({ ctx, input }) => setPersonStatus(adminContext(ctx), input)),
  verify: adminProcedure
    .input(byIdSchema)
    .output(z.object({ person: personSchema, mailSent: z.boolean() }))
    .mutation(({ ctx, input }) => verifyCoach(adminContext(ctx), input)),
  sendPasswordReset: adminProcedure
    .input(byIdSchema)
    .output(z.object({ mailSent: z.boolean() }))
    .mutation(({ ctx, input }) => sendPersonPasswordReset(adminContext(ctx), input)),
  /**
   * A new national organizer, verified and enabled. Without a password, they are mailed a link
   * to choose one (`mailSent` says whether it went); with one (the CLI), no mail is sent.
   */
  createOrganizer: adminProcedure
    .input(organizerCreateSchema)
    .output(z.object({ person: personSchema, mailSent: z.boolean() }))
    .mutation(({ ctx, input }) => createOrganizer(adminContext(ctx), input)),
  /** A new gate staff account (issue 37, type 5): it may only check people in. As `createOrganizer` otherwise. */
  createGateStaff: adminProcedure
    .input(organizerCreateSchema)
    .output(z.object({ person: personSchema, mailSent: z.boolean() }))
    .mutation(({ ctx, input }) => createGateStaff(adminContext(ctx), input)),
  exportCsv: adminProcedure
    .input(personExportSchema)
    .output(csvFileSchema)
    .query(({ ctx, input }) => exportPeople(ctx.db, input)),
});
