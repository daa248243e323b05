import { z } from "zod";
import { adminContext } from "../../admin/context.ts";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import { adminSettingSchema, publicSettingSchema, settingUpdateSchema, siteNameSchema } from "./schemas.ts";
import { siteSettings, siteSettingsForAdmin, updateSiteSettings } from "./service.ts";

const siteNameInput = z.object({ siteName: siteNameSchema }).default({ siteName: "WRO" });

export const settingRouter = createTRPCRouter({
  public: publicProcedure
    .input(siteNameInput)
    .output(publicSettingSchema)
    .query(({ ctx, input }) => siteSettings(ctx.db, input.siteName)),

  // Back office (admins only).
  get: adminProcedure
    .input(siteNameInput)
    .output(adminSettingSchema)
    .query(({ ctx, input }) => siteSettingsForAdmin(ctx.db, input.siteName)),
  update: adminProcedure
    .input(settingUpdateSchema)
    .output(adminSettingSchema)
    .mutation(({ ctx, input }) => updateSiteSettings(adminContext(ctx), input)),
});
