import type { AnnouncementModel, Database, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { auditedWrite, nextVersion } from "../../admin/write.ts";
import { adminMessages } from "../../forms/messages.ts";
import { announcementNotice, notifyOnce } from "../push/notices.ts";
import type {
  AnnouncementCreateInput,
  AnnouncementListInput,
  AnnouncementUpdateInput,
  announcementSortFields,
} from "./schemas.ts";

const publicFields = {
  id: true,
  slug: true,
  titleEn: true,
  titleAr: true,
  bodyEn: true,
  bodyAr: true,
  publishedAt: true,
  image: true,
} as const;

/** Shown on the site and not a draft: public once its time has come. */
const releasable = { status: true, state: { not: "DRAFT" } } satisfies Prisma.AnnouncementWhereInput;

/** What visitors see at `now`: released announcements whose publish time has passed, newest first. */
export function publishedAnnouncements(db: Database, now = new Date()) {
  return db.announcement.findMany({
    where: { ...releasable, publishedAt: { lte: now } },
    select: publicFields,
    orderBy: { publishedAt: "desc" },
  });
}

/** One announcement visitors may see at `now`; anything else (unknown, draft, not yet due) is not found. */
export async function publishedAnnouncement(db: Database, slug: string, now = new Date()) {
  const announcement = await db.announcement.findFirst({
    where: { ...releasable, slug, publishedAt: { lte: now } },
    select: publicFields,
  });
  if (!announcement) throw notFound();
  return announcement;
}

/**
 * When the next scheduled announcement goes public, or null. Only a time, no content: the
 * site's cache uses it to end exactly then, so the item appears without an admin write.
 */
export async function nextPublishTime(db: Database, now = new Date()): Promise<Date | null> {
  const next = await db.announcement.findFirst({
    where: { ...releasable, publishedAt: { gt: now } },
    select: { publishedAt: true },
    orderBy: { publishedAt: "asc" },
  });
  return next?.publishedAt ?? null;
}

type Publishing = Pick<AnnouncementModel, "status" | "state" | "publishedAt">;

/** Whether visitors see the announcement at `now`. */
const visibleAt = (announcement: Publishing | null, now: Date) =>
  !!announcement && announcement.status && announcement.state !== "DRAFT" && announcement.publishedAt <= now;

/**
 * Tells the subscribed browsers of an announcement that a committed change made public (once
 * per announcement, see `notifyOnce`). One that goes public later, at its scheduled time, is
 * announced by `notifyDueAnnouncements`.
 */
function notifyIfPublished(db: Database, before: Publishing | null, after: AnnouncementModel) {
  const now = new Date();
  if (!visibleAt(before, now) && visibleAt(after, now))
    notifyOnce(db, `announcement:${after.id}`, announcementNotice(after));
}

/** How late a scheduled announcement may still be announced (an instance down at its time catches up). */
const DUE_WINDOW_MS = 24 * 3_600_000;

/**
 * Announces to subscribed browsers the scheduled announcements whose time has come (no write
 * makes them public: the clock does). Run every minute by each instance; `notifyOnce` lets one
 * of them send each.
 */
export async function notifyDueAnnouncements(db: Database, now = new Date()): Promise<void> {
  const due = await db.announcement.findMany({
    where: {
      ...releasable,
      state: "SCHEDULED",
      publishedAt: { lte: now, gt: new Date(now.getTime() - DUE_WINDOW_MS) },
    },
  });
  for (const announcement of due)
    notifyOnce(db, `announcement:${announcement.id}`, announcementNotice(announcement));
}

/** Listing, reading, toggling and deleting: the shared record operations. */
export const announcements = recordService<
  AnnouncementModel,
  (typeof announcementSortFields)[number],
  Prisma.AnnouncementUncheckedCreateInput
>({
  entity: "announcement",
  delegate: (db) => db.announcement,
  searchFields: ["titleEn", "titleAr", "slug"],
  defaultSort: { field: "publishedAt", order: "desc" },
  unique: { slug: { field: "slug", message: adminMessages.announcementSlugTaken } },
});

const imageUpload = (imageFile?: Uint8Array) => imageFile && { bytes: imageFile, folder: "announcements" };

export function listAnnouncements(db: Database, { state, ...input }: AnnouncementListInput) {
  return announcements.list(db, input, state ? { state } : {});
}

/** Creates an announcement with its optional image, stored in the same transaction. */
export async function createAnnouncement(
  ctx: AdminContext,
  { imageFile, ...fields }: AnnouncementCreateInput,
) {
  const created = await auditedWrite(
    ctx,
    announcements.writeOptions("create", imageUpload(imageFile)),
    async (tx, [image]) => {
      const row = await tx.announcement.create({ data: { ...fields, image: image ?? null } });
      return { entityId: row.id, before: null, after: row, result: row };
    },
  );
  notifyIfPublished(ctx.db, null, created);
  return created;
}

/** Saves an announcement against the version the admin saw; a new or removed image replaces the old file. */
export async function updateAnnouncement(ctx: AdminContext, input: AnnouncementUpdateInput) {
  const { id, expectedUpdatedAt, imageFile, removeImage, ...fields } = input;
  let previous: Publishing | null = null;
  const updated = await auditedWrite(
    ctx,
    announcements.writeOptions("update", imageUpload(imageFile)),
    async (tx, [newImage]) => {
      const before = await announcements.lock(tx, id, expectedUpdatedAt);
      previous = before;
      const image = newImage ?? (removeImage ? null : before.image);
      const after = await tx.announcement.update({
        where: { id },
        data: { ...fields, image, updatedAt: nextVersion(before) },
      });
      const obsoleteFiles = before.image && before.image !== image ? [before.image] : [];
      return { entityId: id, before, after, result: after, obsoleteFiles };
    },
  );
  notifyIfPublished(ctx.db, previous, updated);
  return updated;
}

/** Shows or hides an announcement; shown and due, it is announced to subscribed browsers. */
export async function setAnnouncementStatus(ctx: AdminContext, id: string, status: boolean) {
  const before = await ctx.db.announcement.findUnique({ where: { id } });
  const after = await announcements.setFlag(ctx, "setStatus", id, { status });
  notifyIfPublished(ctx.db, before, after);
  return after;
}

/** Deletes an announcement and, once that is committed, its image. */
export function deleteAnnouncement(ctx: AdminContext, id: string, expectedUpdatedAt?: Date) {
  return auditedWrite(ctx, announcements.writeOptions("delete"), async (tx) => {
    const before = await announcements.lock(tx, id, expectedUpdatedAt);
    await tx.announcement.delete({ where: { id } });
    return { entityId: id, before, after: null, result: { id }, obsoleteFiles: [before.image] };
  });
}
