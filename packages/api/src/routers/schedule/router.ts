import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { deleteSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  createScheduleDay,
  createScheduleSession,
  deleteScheduleDay,
  deleteScheduleSession,
  scheduleForAdmin,
  updateScheduleSession,
} from "./editor.ts";
import {
  adminScheduleDaySchema,
  adminScheduleSessionSchema,
  scheduleDayCreateSchema,
  scheduleDaySchema,
  scheduleSessionCreateSchema,
  scheduleSessionUpdateSchema,
} from "./schemas.ts";
import { scheduleDays } from "./service.ts";

const adminDaySchema = adminScheduleDaySchema.omit({ sessions: true }).extend({ date: z.date() });

export const scheduleRouter = createTRPCRouter({
  /** The national final's agenda: the public schedule page and its calendar files. */
  days: publicProcedure.output(scheduleDaySchema.array()).query(({ ctx }) => scheduleDays(ctx.db)),

  // Back office (admins only): the schedule editor.
  list: adminProcedure.output(adminScheduleDaySchema.array()).query(({ ctx }) => scheduleForAdmin(ctx.db)),
  createDay: adminProcedure
    .input(scheduleDayCreateSchema)
    .output(adminDaySchema)
    .mutation(({ ctx, input }) => createScheduleDay(adminContext(ctx), input.date)),
  deleteDay: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteScheduleDay(adminContext(ctx), input.id, input.expectedUpdatedAt)),
  createSession: adminProcedure
    .input(scheduleSessionCreateSchema)
    .output(adminScheduleSessionSchema)
    .mutation(({ ctx, input }) => createScheduleSession(adminContext(ctx), input)),
  updateSession: adminProcedure
    .input(scheduleSessionUpdateSchema)
    .output(adminScheduleSessionSchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, ...data } }) =>
      updateScheduleSession(adminContext(ctx), id, expectedUpdatedAt, data),
    ),
  deleteSession: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) =>
      deleteScheduleSession(adminContext(ctx), input.id, input.expectedUpdatedAt),
    ),
});
