import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  adminEventSchema,
  eventCreateSchema,
  eventListSchema,
  eventSchema,
  eventUpdateSchema,
} from "./schemas.ts";
import { currentEvent, events } from "./service.ts";

export const eventRouter = createTRPCRouter({
  current: publicProcedure.output(eventSchema.nullable()).query(({ ctx }) => currentEvent(ctx.db)),

  // Back office (admins only).
  list: adminProcedure
    .input(eventListSchema)
    .output(pageSchema(adminEventSchema))
    .query(({ ctx, input }) => events.list(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminEventSchema)
    .query(({ ctx, input }) => events.byId(ctx.db, input.id)),
  create: adminProcedure
    .input(eventCreateSchema)
    .output(adminEventSchema)
    .mutation(({ ctx, input }) => events.create(adminContext(ctx), input)),
  update: adminProcedure
    .input(eventUpdateSchema)
    .output(adminEventSchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, ...data } }) =>
      events.update(adminContext(ctx), id, expectedUpdatedAt, data),
    ),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminEventSchema)
    .mutation(({ ctx, input }) =>
      events.setFlag(adminContext(ctx), "setStatus", input.id, { status: input.value }),
    ),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => events.delete(adminContext(ctx), input.id, input.expectedUpdatedAt)),
});
