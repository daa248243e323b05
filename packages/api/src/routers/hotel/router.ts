import { adminContext } from "../../admin/context.ts";
import { byIdSchema, deleteSchema, pageSchema, setFlagSchema } from "../../forms/common.ts";
import { deletedSchema } from "../../forms/outputs.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  adminHotelSchema,
  hotelCreateSchema,
  hotelListSchema,
  hotelSchema,
  hotelUpdateSchema,
} from "./schemas.ts";
import { activeHotels, hotels } from "./service.ts";

export const hotelRouter = createTRPCRouter({
  /** Active hotels for the public Hotels page. The back office uses `list`. */
  active: publicProcedure.output(hotelSchema.array()).query(({ ctx }) => activeHotels(ctx.db)),

  // Back office (admins only).
  list: adminProcedure
    .input(hotelListSchema)
    .output(pageSchema(adminHotelSchema))
    .query(({ ctx, input }) => hotels.list(ctx.db, input)),
  byId: adminProcedure
    .input(byIdSchema)
    .output(adminHotelSchema)
    .query(({ ctx, input }) => hotels.byId(ctx.db, input.id)),
  create: adminProcedure
    .input(hotelCreateSchema)
    .output(adminHotelSchema)
    .mutation(({ ctx, input }) => hotels.create(adminContext(ctx), input)),
  update: adminProcedure
    .input(hotelUpdateSchema)
    .output(adminHotelSchema)
    .mutation(({ ctx, input: { id, expectedUpdatedAt, ...data } }) =>
      hotels.update(adminContext(ctx), id, expectedUpdatedAt, data),
    ),
  setStatus: adminProcedure
    .input(setFlagSchema)
    .output(adminHotelSchema)
    .mutation(({ ctx, input }) =>
      hotels.setFlag(adminContext(ctx), "setStatus", input.id, { status: input.value }),
    ),
  delete: adminProcedure
    .input(deleteSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => hotels.delete(adminContext(ctx), input.id, input.expectedUpdatedAt)),
});
