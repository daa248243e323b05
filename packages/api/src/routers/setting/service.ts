import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { auditedWrite, lockRecord, nextVersion } from "../../admin/write.ts";
import type { SettingUpdateInput } from "./schemas.ts";

export async function siteSettings(db: Database, siteName: string) {
  const setting = await db.setting.findUnique({
    where: { siteName },
    select: {
      siteName: true,
      registrationLink: true,
      visitorRegistrationLink: true,
      contactEmail: true,
      contactPhone: true,
    },
  });
  if (!setting) throw new AppError("notFound", { message: `No settings for site "${siteName}".` });
  return setting;
}

export async function siteSettingsForAdmin(db: Database, siteName: string) {
  const setting = await db.setting.findUnique({ where: { siteName } });
  if (!setting) throw new AppError("notFound", { message: `No settings for site "${siteName}".` });
  return setting;
}

export async function updateSiteSettings(ctx: AdminContext, input: SettingUpdateInput) {
  const { siteName, expectedUpdatedAt, ...fields } = input;
  const { id } = await siteSettingsForAdmin(ctx.db, siteName);
  return auditedWrite(ctx, { entity: "setting", action: "update" }, async (tx) => {
    const before = await lockRecord(
      tx,
      "setting",
      id,
      () => tx.setting.findUnique({ where: { id } }),
      expectedUpdatedAt,
    );
    const after = await tx.setting.update({
      where: { id },
      data: { ...fields, updatedAt: nextVersion(before) },
    });
    return { entityId: id, before, after, result: after };
  });
}
