import type { Database, Prisma } from "@wro/db";
import type { Transaction } from "../../admin/write.ts";
import { appendLiveEvent, latestLiveEventId } from "../../live/log.ts";
import { medalOf, resultCategories, type Medal, type ResultCategory } from "./schemas.ts";

// What the public sees of results: never a held category (issue 38), never a hidden season.
// The results page, its cached HTML and the live stream all read through here.

type Reader = Database | Transaction;

/** One public result row, as the results page shows it and the live stream sends it. */
export type PublicResult = {
  id: string;
  place: number;
  medal: Medal;
  teamName: string;
  country: string;
  institution: string;
};

/**
 * One change of public results, as open results pages apply it: for each changed category of
 * the season, its public rows now (none: the category leaves the page).
 */
export type ResultsChange = {
  /** The season's slug. */
  season: string;
  /** Whether the season is now the newest with public results (the one /results/ shows). */
  latest: boolean;
  categories: Array<{ category: ResultCategory; results: PublicResult[] }>;
};

export const isResultCategory = (value: string): value is ResultCategory =>
  (resultCategories as readonly string[]).includes(value);

const holdKey = (seasonId: string, category: string) => `${seasonId} ${category}`;

/** The categories held back from the public, as "seasonId category" keys. */
async function heldKeys(db: Reader, seasonId?: string): Promise<Set<string>> {
  const holds = await db.resultHold.findMany({
    where: seasonId ? { seasonId } : {},
    select: { seasonId: true, category: true },
  });
  return new Set(holds.map((hold) => holdKey(hold.seasonId, hold.category)));
}

const seasonFields = { slug: true, nameEn: true, nameAr: true } as const;

/**
 * The published seasons with at least one public result (a known category that is not held),
 * newest first, and the held categories.
 */
async function publicSeasons(db: Reader) {
  const seasons = await db.season.findMany({
    where: { status: true, results: { some: {} } },
    select: { id: true, ...seasonFields },
    orderBy: { createdAt: "desc" },
  });
  const held = await heldKeys(db);
  const groups = await db.result.groupBy({
    by: ["seasonId", "category"],
    where: { seasonId: { in: seasons.map((season) => season.id) } },
  });
  const shown = new Set(
    groups
      .filter(
        (group) => isResultCategory(group.category) && !held.has(holdKey(group.seasonId, group.category)),
      )
      .map((group) => group.seasonId),
  );
  return { seasons: seasons.filter((season) => shown.has(season.id)), held };
}

const categoryOrder = (category: string) => resultCategories.indexOf(category as ResultCategory);

/** A season's public rows (of `categories` only, when given), by category and place. */
async function publicRows(db: Reader, seasonId: string, held: Set<string>, categories?: string[]) {
  const where: Prisma.ResultWhereInput = {
    seasonId,
    ...(categories ? { category: { in: categories } } : {}),
  };
  const rows = await db.result.findMany({ where, orderBy: [{ place: "asc" }, { teamName: "asc" }] });
  return rows
    .filter((row) => isResultCategory(row.category) && !held.has(holdKey(seasonId, row.category)))
    .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.place - b.place)
    .map(({ id, category, place, teamName, country, institution }) => ({
      id,
      category: category as ResultCategory,
      place,
      medal: medalOf(place),
      teamName,
      country,
      institution,
    }));
}

/**
 * A season's public results (without a slug: the newest season with public results), by
 * category and place with their medals, the seasons with public results for the archive, and
 * the live stream's last event id when read: a page rendered from this answer asks the stream
 * for what came after it (the id is read first, so the page can only be newer than it says;
 * replaying an event it already shows changes nothing).
 */
export async function publicResults(db: Database, slug?: string) {
  const eventId = await latestLiveEventId(db);
  const { seasons, held } = await publicSeasons(db);
  const season = slug ? seasons.find((candidate) => candidate.slug === slug) : seasons[0];
  return {
    eventId,
    season: season ? { slug: season.slug, nameEn: season.nameEn, nameAr: season.nameAr } : null,
    seasons: seasons.map(({ slug, nameEn, nameAr }) => ({ slug, nameEn, nameAr })),
    results: season ? await publicRows(db, season.id, held) : [],
  };
}

/** Whether a season's category is held back from the public. */
export async function isHeld(db: Reader, seasonId: string, category: string): Promise<boolean> {
  return (await heldKeys(db, seasonId)).has(holdKey(seasonId, category));
}

/**
 * Records, in the change's transaction, what open results pages must apply after a change of
 * these categories of a season: their public rows now. A held category is left out (nothing
 * public changed), unless `includeHeld` (holding a category takes it off the pages: it goes
 * out with no rows). Nothing is recorded for a hidden season, or when nothing is left to send.
 * Run it last in the transaction (`Change.lastly`): it takes the log's lock until the commit.
 */
export async function recordResultsChange(
  tx: Transaction,
  seasonId: string,
  categories: readonly string[],
  { includeHeld = false }: { includeHeld?: boolean } = {},
): Promise<void> {
  const season = await tx.season.findUnique({
    where: { id: seasonId },
    select: { slug: true, status: true },
  });
  if (!season?.status) return;
  const held = await heldKeys(tx);
  const changed = [...new Set(categories)]
    .filter(isResultCategory)
    .filter((category) => includeHeld || !held.has(holdKey(seasonId, category)))
    .sort((a, b) => categoryOrder(a) - categoryOrder(b));
  if (changed.length === 0) return;
  const rows = await publicRows(tx, seasonId, held, changed);
  const { seasons } = await publicSeasons(tx);
  const change: ResultsChange = {
    season: season.slug,
    latest: seasons[0]?.slug === season.slug,
    categories: changed.map((category) => ({
      category,
      results: rows.filter((row) => row.category === category).map(({ category: _category, ...row }) => row),
    })),
  };
  await appendLiveEvent(tx, change);
}
