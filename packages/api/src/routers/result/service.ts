import { AppError } from "@wro/constants";
import type { Database, ResultModel, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { auditedWrite } from "../../admin/write.ts";
import { csvFile, parseCsv, toCsv } from "../../csv.ts";
import { adminMessages } from "../../forms/messages.ts";
import {
  medalOf,
  resultCategories,
  resultCsvColumns,
  resultRowSchema,
  type ResultCategory,
  type ResultInput,
  type resultSortFields,
} from "./schemas.ts";

const placeTaken = { field: "place", message: adminMessages.placeTaken };

export const results = recordService<
  ResultModel,
  (typeof resultSortFields)[number],
  Prisma.ResultUncheckedCreateInput
>({
  entity: "result",
  delegate: (db) => db.result,
  searchFields: ["teamName", "institution"],
  defaultSort: { field: "place", order: "asc" },
  // PostgreSQL names the columns of the violated key; node-postgres only the index.
  unique: { place: placeTaken, season_id_category_place: placeTaken },
});

/**
 * A problem with one row of an imported file: the row (1 is the first after the header; 0
 * for the file as a whole), the CSV column and why.
 */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** The CSV column of a field of `resultRowSchema`. */
const columnOf = (field: PropertyKey | undefined) => (field === "teamName" ? "team" : String(field ?? ""));

async function requireSeason(db: Database, seasonId: string) {
  const season = await db.season.findUnique({ where: { id: seasonId }, select: { id: true } });
  if (!season) throw fieldError("invalidInput", "seasonId", adminMessages.seasonRequired);
}

export async function createResult(ctx: AdminContext, input: ResultInput) {
  await requireSeason(ctx.db, input.seasonId);
  return results.create(ctx, input);
}

/** The rows of a results CSV checked one by one: the valid results, or every row's errors. */
function readResultsCsv(text: string) {
  let records: Array<Record<string, string>>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (AppError.is(error, "invalidInput"))
      return { rows: [], errors: [{ row: 0, column: "", message: error.message }] };
    throw error;
  }
  if (records.length === 0)
    return { rows: [], errors: [{ row: 0, column: "", message: adminMessages.csvEmpty }] };
  const errors: RowError[] = [];
  const rows: Array<ReturnType<typeof resultRowSchema.parse>> = [];
  const places = new Set<string>();
  records.forEach((record, index) => {
    const row = index + 1;
    const parsed = resultRowSchema.safeParse({
      category: record.category?.trim().toLowerCase(),
      place: record.place?.trim() || undefined,
      teamName: record.team,
      country: record.country,
      institution: record.institution,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ row, column: columnOf(issue.path[0]), message: issue.message });
      return;
    }
    const key = `${parsed.data.category} ${parsed.data.place}`;
    if (places.has(key)) errors.push({ row, column: "place", message: adminMessages.placeTaken });
    places.add(key);
    rows.push(parsed.data);
  });
  return { rows, errors };
}

/**
 * Imports a season's results from CSV: the file replaces the results of the categories it
 * names, in one transaction. A file with any bad row changes nothing and reports every row.
 */
export async function importResults(ctx: AdminContext, seasonId: string, csv: string) {
  await requireSeason(ctx.db, seasonId);
  const { rows, errors } = readResultsCsv(csv);
  if (errors.length > 0) return { imported: 0, errors };
  const categories = [...new Set(rows.map((row) => row.category))];
  return auditedWrite(ctx, { entity: "result", action: "import" }, async (tx) => {
    const where = { seasonId, category: { in: categories } };
    const before = await tx.result.findMany({ where, orderBy: [{ category: "asc" }, { place: "asc" }] });
    await tx.result.deleteMany({ where });
    await tx.result.createMany({ data: rows.map((row) => ({ ...row, seasonId })) });
    return {
      entityId: seasonId,
      before,
      after: rows,
      result: { imported: rows.length, errors: [] as RowError[] },
    };
  });
}

/** Results as CSV in the import's columns, by season (all seasons without one), category and place. */
export async function resultsCsv(db: Database, seasonId?: string) {
  const rows = await db.result.findMany({
    where: seasonId ? { seasonId } : {},
    include: { season: { select: { slug: true } } },
    orderBy: [{ season: { createdAt: "desc" } }, { category: "asc" }, { place: "asc" }],
  });
  const season = seasonId
    ? await db.season.findUnique({ where: { id: seasonId }, select: { slug: true } })
    : null;
  const csv = toCsv(
    seasonId ? resultCsvColumns : ["season", ...resultCsvColumns],
    rows.map((row) => ({
      season: row.season.slug,
      category: row.category,
      place: row.place,
      team: row.teamName,
      country: row.country,
      institution: row.institution,
    })),
  );
  return csvFile(`results-${season?.slug ?? "all-seasons"}`, csv);
}

const isCategory = (value: string): value is ResultCategory =>
  (resultCategories as readonly string[]).includes(value);
const seasonFields = { slug: true, nameEn: true, nameAr: true } as const;

/**
 * A season's public results (without a slug: the newest season with results), by category
 * and place with their medals, and the seasons with results for the archive.
 */
export async function publicResults(db: Database, slug?: string) {
  const seasons = await db.season.findMany({
    where: { status: true, results: { some: {} } },
    select: { id: true, ...seasonFields },
    orderBy: { createdAt: "desc" },
  });
  const season = slug ? seasons.find((candidate) => candidate.slug === slug) : seasons[0];
  const rows = season
    ? await db.result.findMany({
        where: { seasonId: season.id },
        orderBy: [{ place: "asc" }, { teamName: "asc" }],
      })
    : [];
  const order = (category: string) => resultCategories.indexOf(category as ResultCategory);
  return {
    season: season ? { slug: season.slug, nameEn: season.nameEn, nameAr: season.nameAr } : null,
    seasons: seasons.map(({ slug, nameEn, nameAr }) => ({ slug, nameEn, nameAr })),
    results: rows
      .filter((row) => isCategory(row.category))
      .sort((a, b) => order(a.category) - order(b.category) || a.place - b.place)
      .map(({ id, category, place, teamName, country, institution }) => ({
        id,
        category: category as ResultCategory,
        place,
        medal: medalOf(place),
        teamName,
        country,
        institution,
      })),
  };
}
