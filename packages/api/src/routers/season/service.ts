import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { pick } from "../../admin/pick.ts";
import { notFound } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { auditedWrite, nextVersion, replacedFile, type Transaction } from "../../admin/write.ts";
import { adminMessages } from "../../forms/messages.ts";
import {
  DEFAULT_ATTRIBUTE_IMAGE,
  DEFAULT_LOGO,
  type SeasonCreateInput,
  type SeasonListInput,
  type seasonSortFields,
  type SeasonUpdateInput,
} from "./schemas.ts";

/** A published season with its three attribute blocks; not found when unknown or hidden. */
export async function publishedSeasonBySlug(db: Database, slug: string) {
  const season = await db.season.findFirst({
    where: { slug: { equals: slug, mode: "insensitive" }, status: true },
    include: { attributes: { orderBy: { position: "asc" } } },
  });
  if (!season) throw new AppError("notFound", { message: `No season "${slug}".` });
  return season;
}

/**
 * The published season the admin put on the home page ("home_active"): at most one, since
 * putting a season there takes the others off. A list, newest first, so data from before that
 * rule still shows one season (the first).
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

const withAttributes = { attributes: { orderBy: { position: "asc" } } } as const;

/**
 * Listing and reading seasons with their attribute blocks. Their changes are the season's own
 * (three attributes, four images, the home page's one place), written below.
 */
const seasons = recordService<
  Prisma.SeasonGetPayload<{ include: typeof withAttributes }>,
  (typeof seasonSortFields)[number],
  Prisma.SeasonUncheckedCreateInput
>({
  entity: "season",
  delegate: (db) => db.season,
  include: withAttributes,
  searchFields: ["nameEn", "nameAr", "titleEn", "titleAr", "slug"],
  defaultSort: { field: "createdAt", order: "desc" },
  unique: { slug: { field: "slug", message: adminMessages.seasonSlugTaken } },
});

export const listSeasons = (db: Database, input: SeasonListInput) => seasons.list(db, input);

export const seasonById = seasons.byId;

/** The logo first, then the three attribute images. */
const uploadsOf = (input: SeasonCreateInput | SeasonUpdateInput) => [
  input.logoFile && { bytes: input.logoFile, folder: "seasons" },
  ...input.attributes.map(
    (attribute) => attribute.imageFile && { bytes: attribute.imageFile, folder: "seasons" },
  ),
];

/** Any number: it names the home page's one place in `pg_advisory_xact_lock`. */
const HOME_PAGE_LOCK = 8_140_925;

/**
 * The home page features one season. Before a change may put a season there it waits for any
 * other such change (taken first, before any row lock, so two never deadlock): two admins
 * switching on different seasons at once cannot both win.
 */
async function lockHomePage(tx: Transaction) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${HOME_PAGE_LOCK})`;
}

/**
 * Takes every other season off the home page, in the change's transaction: their audit entries
 * for the change, and their names for the admin ("Season 2025 left the home page").
 */
async function takeHomePage(tx: Transaction, id: string) {
  const others = await tx.season.findMany({
    where: { homeActive: true, id: { not: id } },
    include: withAttributes,
  });
  const alsoChanged = [];
  for (const before of others) {
    const after = await tx.season.update({
      where: { id: before.id },
      data: { homeActive: false, updatedAt: nextVersion(before) },
      include: withAttributes,
    });
    alsoChanged.push({ entityId: before.id, action: "setHomeActive" as const, before, after });
  }
  const removedFromHome = others.map(({ id, nameEn, nameAr }) => ({ id, nameEn, nameAr }));
  return { alsoChanged, removedFromHome };
}

const notOnHome = { alsoChanged: [], removedFromHome: [] };

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
    seasons.writeOptions("create", ...uploadsOf(input)),
    async (tx, [logo, ...images]) => {
      if (input.homeActive) await lockHomePage(tx);
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
      const { alsoChanged, removedFromHome } = input.homeActive
        ? await takeHomePage(tx, season.id)
        : notOnHome;
      return {
        entityId: season.id,
        before: null,
        after: season,
        result: { ...season, removedFromHome },
        alsoChanged,
      };
    },
  );
}

export function updateSeason(ctx: AdminContext, input: SeasonUpdateInput) {
  const { id, expectedUpdatedAt } = input;
  return auditedWrite(
    ctx,
    seasons.writeOptions("update", ...uploadsOf(input)),
    async (tx, [logo, ...images]) => {
      if (input.homeActive) await lockHomePage(tx);
      const before = await seasons.lock(tx, id, expectedUpdatedAt);
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
      const { alsoChanged, removedFromHome } = input.homeActive ? await takeHomePage(tx, id) : notOnHome;
      return {
        entityId: id,
        before,
        after,
        result: { ...after, removedFromHome },
        obsoleteFiles,
        alsoChanged,
      };
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
  const takesHomePage = flag === "homeActive" && input.value;
  return auditedWrite(ctx, seasons.writeOptions(action), async (tx) => {
    if (takesHomePage) await lockHomePage(tx);
    const before = await seasons.lock(tx, input.id);
    const after = await tx.season.update({
      where: { id: input.id },
      data: { [flag]: input.value, updatedAt: nextVersion(before) },
      include: withAttributes,
    });
    const { alsoChanged, removedFromHome } = takesHomePage ? await takeHomePage(tx, input.id) : notOnHome;
    return { entityId: input.id, before, after, result: { ...after, removedFromHome }, alsoChanged };
  });
}

export function deleteSeason(ctx: AdminContext, input: { id: string; expectedUpdatedAt?: Date | undefined }) {
  return auditedWrite(ctx, seasons.writeOptions("delete"), async (tx) => {
    const before = await seasons.lock(tx, input.id, input.expectedUpdatedAt);
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

/** What deleting a season takes with it: its results and its attribute blocks. */
export async function seasonDependents(db: Database, id: string) {
  const season = await db.season.findUnique({
    where: { id },
    select: { _count: { select: { results: true, attributes: true } } },
  });
  if (!season) throw notFound();
  return season._count;
}
