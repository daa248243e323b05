import { tooLong } from "@wro/auth/client";
import { z } from "zod";
import {
  dateSchema,
  expectedUpdatedAtSchema,
  idSchema,
  imageUploadSchema,
  listShape,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { slugSchema } from "../season/schemas.ts";

/**
 * Where an announcement is in its publishing: a draft is never public; a scheduled one goes
 * public at its `publishedAt`; a published one is public (and shows `publishedAt` as its date).
 */
export const announcementStates = ["DRAFT", "SCHEDULED", "PUBLISHED"] as const;
export const announcementStateSchema = z.enum(announcementStates);
export type AnnouncementState = z.infer<typeof announcementStateSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  /** Markdown; the site renders it through its sanitizing renderer. */
  bodyEn: z.string(),
  bodyAr: z.string(),
  publishedAt: z.date(),
  /** A stored file path (`fileUrl`), or null. */
  image: z.string().nullable(),
});
export type PublicAnnouncement = z.infer<typeof announcementSchema>;

export const announcementSlugSchema = z.object({ slug: slugSchema });
export const markdownPreviewSchema = z
  .object({ markdown: z.string().max(20_000, tooLong).default("") })
  .prefault({});

/**
 * A published date may be a little ahead of the server's clock (the admin's computer sets it):
 * up to this much it is still "now", beyond it the item has to be scheduled.
 */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Announcement form: slug, title and Markdown text in both languages, publishing, image, status. */
const announcementFields = {
  slug: slugSchema,
  titleEn: requiredText(200),
  titleAr: requiredText(200),
  bodyEn: requiredText(20_000),
  bodyAr: requiredText(20_000),
  publishedAt: dateSchema,
  // A new item stays private until the admin chooses to publish it (walk-through 3, L2).
  state: announcementStateSchema.default("DRAFT"),
  status: z.boolean().default(true),
  imageFile: imageUploadSchema.optional(),
};

/** A scheduled item's time lies ahead; a published one's does not (or it would be hidden until then). */
function checkPublishTime(
  { state, publishedAt }: { state: AnnouncementState; publishedAt: Date },
  context: z.RefinementCtx,
) {
  const ahead = publishedAt.getTime() - Date.now();
  if (state === "SCHEDULED" && ahead <= 0)
    context.addIssue({ code: "custom", path: ["publishedAt"], message: adminMessages.scheduleInThePast });
  if (state === "PUBLISHED" && ahead > CLOCK_SKEW_MS)
    context.addIssue({ code: "custom", path: ["publishedAt"], message: adminMessages.publishedInTheFuture });
}

/** "Robots Day 2025!" → "robots-day-2025": a slug made from an English title. */
export function slugFromTitle(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}

/** A slug left empty is made from the English title (then checked like a typed one). */
const withSlug = (input: unknown) => {
  if (typeof input !== "object" || input === null) return input;
  const { slug, titleEn } = input as { slug?: unknown; titleEn?: unknown };
  const empty = slug === undefined || slug === null || (typeof slug === "string" && !slug.trim());
  return empty && typeof titleEn === "string" ? { ...input, slug: slugFromTitle(titleEn) } : input;
};

export const announcementFormSchema = z.object(announcementFields);
export const announcementCreateSchema = z
  .preprocess(withSlug, announcementFormSchema)
  .superRefine(checkPublishTime);
export const announcementUpdateSchema = z
  .preprocess(
    withSlug,
    z.object({
      ...announcementFields,
      id: idSchema,
      expectedUpdatedAt: expectedUpdatedAtSchema,
      /** Removes the stored image (ignored when a new one is sent). */
      removeImage: z.boolean().default(false),
    }),
  )
  .superRefine(checkPublishTime);
export type AnnouncementCreateInput = z.output<typeof announcementCreateSchema>;
export type AnnouncementUpdateInput = z.output<typeof announcementUpdateSchema>;

export const announcementSortFields = [
  "publishedAt",
  "titleEn",
  "titleAr",
  "slug",
  "state",
  "status",
  "createdAt",
  "updatedAt",
] as const;
export const announcementListSchema = z
  .object({ ...listShape(announcementSortFields), state: announcementStateSchema.optional() })
  .prefault({});
export type AnnouncementListInput = z.output<typeof announcementListSchema>;

export const adminAnnouncementSchema = announcementSchema.extend({
  state: announcementStateSchema,
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
