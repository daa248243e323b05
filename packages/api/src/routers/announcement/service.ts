import type { AnnouncementModel, Database } from "@wro/db";
import { recordService } from "../../admin/records.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { announcementSortFields } from "./schemas.ts";

/** Published announcements, newest first. */
export function publishedAnnouncements(db: Database) {
  return db.announcement.findMany({
    where: { status: true },
    omit: { status: true, createdAt: true, updatedAt: true },
    orderBy: { publishedAt: "desc" },
  });
}

export const announcements = recordService<AnnouncementModel, (typeof announcementSortFields)[number]>({
  entity: "announcement",
  table: "announcements",
  tags: ["announcements"],
  delegate: (db) => db.announcement,
  searchFields: ["titleEn", "titleAr", "slug"],
  defaultSort: { field: "publishedAt", order: "desc" },
  unique: { slug: { field: "slug", message: adminMessages.announcementSlugTaken } },
});
