import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { publicSettingSchema, siteNameSchema } from "./schemas.ts";
import { siteSettings } from "./service.ts";

export const settingRouter = createTRPCRouter({
  get: publicProcedure
    .input(z.object({ siteName: siteNameSchema }).default({ siteName: "WRO" }))
    .output(publicSettingSchema)
    .query(({ ctx, input }) => siteSettings(ctx.db, input.siteName)),
});
