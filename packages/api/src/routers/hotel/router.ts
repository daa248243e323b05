import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "../../trpc.ts";

const hotelSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  areaEn: z.string(),
  areaAr: z.string(),
  stars: z.number().int().nullable(),
  link: z.string().nullable(),
});

export const hotelRouter = createTRPCRouter({
  list: publicProcedure.output(hotelSchema.array()).query(({ ctx }) =>
    ctx.db.hotel.findMany({
      where: { status: true },
      omit: { status: true, order: true, createdAt: true, updatedAt: true },
      orderBy: [{ order: "asc" }, { nameEn: "asc" }],
    }),
  ),
});
