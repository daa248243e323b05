import { TRPCError } from "@trpc/server";
import type { Database } from "@wro/db";

export async function siteSettings(db: Database, siteName: string) {
  const setting = await db.setting.findUnique({
    where: { siteName },
    select: { siteName: true, registrationLink: true, contactEmail: true, contactPhone: true },
  });
  if (!setting) throw new TRPCError({ code: "NOT_FOUND", message: `No settings for site "${siteName}".` });
  return setting;
}
