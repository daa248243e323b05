import { TRPCError } from "@trpc/server";
import type { Database, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { pick } from "../../admin/pick.ts";
import { notFound } from "../../admin/errors.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord, nextVersion, replacedFile } from "../../admin/write.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { AuditAction } from "../audit/schemas.ts";
import type { SeasonCreateInput, SeasonListInput, SeasonUpdateInput } from "./schemas.ts";

/** A published season with its three attribute blocks; not found when unknown or hidden. */
export async function publishedSeasonBySlug(db: Database, slug: string) {
  const season = await db.season.findFirst({
    where: { slug: { equals: slug, mode: "insensitive" }, status: true },
    include: { attributes: { orderBy: { position: "asc" } } },
  });
  if (!season) throw new TRPCError({ code: "NOT_FOUND", message: `No season "${slug}".` });
  return season;
}

/**
 * The published seasons the admin put on the home page ("home_active"), newest first: the home
 * page features the first one.
 */
export function homeSeasons(db: Database) {
  return db.season.findMany({
    where: { status: true, homeActive: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      slug: true,
      nameEn: true,
      nameAr: true,
      titleEn: true,
      titleAr: true,
      logo: true,
      registration: true,
      createdAt: true,
    },
  });
}

const seasonTable = "seasons";
const withAttributes = { attributes: { orderBy: { position: "asc" } } } as const;
/** The schema's default pictures (shared placeholders, never deleted). */
const DEFAULT_LOGO = "season-logo.png";
const DEFAULT_ATTRIBUTE_IMAGE = "season-attribute.png";

const write = (action: AuditAction) => ({
  entity: "season" as const,
  action,
  tags: ["seasons"],
  unique: { slug: { field: "slug", message: adminMessages.seasonSlugTaken } },
});

export function listSeasons(db: Database, input: SeasonListInput) {
  const where: Prisma.SeasonWhereInput = {
    ...textSearch(input.search, ["nameEn", "nameAr", "titleEn", "titleAr", "slug"]),
    ...(input.status === undefined ? {} : { status: input.status }),
  };
  return pageOf(
    input,
    db.season.findMany({
      where,
      include: withAttributes,
      orderBy: sortOf(input, { field: "createdAt", order: "desc" }),
      ...pageArgs(input),
    }),
    db.season.count({ where }),
  );
}

export async function seasonById(db: Database, id: string) {
  const season = await db.season.findUnique({ where: { id }, include: withAttributes });
  if (!season) throw notFound();
  return season;
}

/** The logo first, then the three attribute images. */
const uploadsOf = (input: SeasonCreateInput | SeasonUpdateInput) => [
  input.logoFile && { bytes: input.logoFile, folder: "seasons" },
  ...input.attributes.map(
    (attribute) => attribute.imageFile && { bytes: attribute.imageFile, folder: "seasons" },
  ),
];

const seasonFields = (input: SeasonCreateInput | SeasonUpdateInput) =>
  pick(input, [
    "slug",
    "nameEn",
    "nameAr",
    "titleEn",
    "titleAr",
    "descriptionEn",
    "descriptionAr",
    "status",
    "registration",
    "homeActive",
  ]);

const attributeText = ({ titleEn, titleAr, descEn, descAr }: SeasonCreateInput["attributes"][number]) => ({
  titleEn,
  titleAr,
  descEn,
  descAr,
});

export function createSeason(ctx: AdminContext, input: SeasonCreateInput) {
  return auditedWrite(
    ctx,
    { ...write("create"), uploads: uploadsOf(input) },
    async (tx, [logo, ...images]) => {
      const season = await tx.season.create({
        data: {
          ...seasonFields(input),
          logo: logo ?? DEFAULT_LOGO,
          attributes: {
            create: input.attributes.map((attribute, index) => ({
              ...attributeText(attribute),
              position: index + 1,
              image: images[index] ?? DEFAULT_ATTRIBUTE_IMAGE,
            })),
          },
        },
        include: withAttributes,
      });
      return { entityId: season.id, before: null, after: season, result: season };
    },
  );
}

export function updateSeason(ctx: AdminContext, input: SeasonUpdateInput) {
  const { id, expectedUpdatedAt } = input;
  return auditedWrite(
    ctx,
    { ...write("update"), uploads: uploadsOf(input) },
    async (tx, [logo, ...images]) => {
      const before = await lockRecord(
        tx,
        seasonTable,
        id,
        () => tx.season.findUnique({ where: { id }, include: withAttributes }),
        expectedUpdatedAt,
      );
      await tx.season.update({
        where: { id },
        data: { ...seasonFields(input), logo: logo ?? before.logo, updatedAt: nextVersion(before) },
      });
      for (const [index, attribute] of input.attributes.entries()) {
        const position = index + 1;
        const previous = before.attributes.find((existing) => existing.position === position);
        const image = images[index] ?? previous?.image ?? DEFAULT_ATTRIBUTE_IMAGE;
        await tx.seasonAttribute.upsert({
          where: { seasonId_position: { seasonId: id, position } },
          create: { seasonId: id, position, ...attributeText(attribute), image },
          update: { ...attributeText(attribute), image },
        });
      }
      const after = await tx.season.findUniqueOrThrow({ where: { id }, include: withAttributes });
      const obsoleteFiles = [
        replacedFile(before.logo, after.logo),
        ...before.attributes.map((previous) =>
          replacedFile(
            previous.image,
            after.attributes.find((next) => next.position === previous.position)?.image ?? "",
          ),
        ),
      ];
      return { entityId: id, before, after, result: after, obsoleteFiles };
    },
  );
}

/** The three toggles of spec §4: status, registration and home_active; each saves at once. */
export function setSeasonFlag(
  ctx: AdminContext,
  flag: "status" | "registration" | "homeActive",
  input: { id: string; value: boolean },
) {
  const action = (
    { status: "setStatus", registration: "setRegistration", homeActive: "setHomeActive" } as const
  )[flag];
  return auditedWrite(ctx, write(action), async (tx) => {
    const before = await lockRecord(tx, seasonTable, input.id, () =>
      tx.season.findUnique({ where: { id: input.id }, include: withAttributes }),
    );
    const after = await tx.season.update({
      where: { id: input.id },
      data: { [flag]: input.value, updatedAt: nextVersion(before) },
      include: withAttributes,
    });
    return { entityId: input.id, before, after, result: after };
  });
}

export function deleteSeason(ctx: AdminContext, input: { id: string; expectedUpdatedAt?: Date | undefined }) {
  return auditedWrite(ctx, write("delete"), async (tx) => {
    const before = await lockRecord(
      tx,
      seasonTable,
      input.id,
      () => tx.season.findUnique({ where: { id: input.id }, include: withAttributes }),
      input.expectedUpdatedAt,
    );
    // The attributes go with the season (ON DELETE CASCADE).
    await tx.season.delete({ where: { id: input.id } });
    return {
      entityId: input.id,
      before,
      after: null,
      result: { id: input.id },
      obsoleteFiles: [before.logo, ...before.attributes.map((attribute) => attribute.image)],
    };
  });
}
