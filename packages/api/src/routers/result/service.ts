import { AppError } from "@wro/constants";
import type { Database, ResultModel, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { fieldError } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { auditedWrite, nextVersion, type Transaction } from "../../admin/write.ts";
import { csvFile, parseCsv, toCsv } from "../../csv.ts";
import { adminMessages } from "../../forms/messages.ts";
import { recordResultsChange } from "./public.ts";
import {
  resultCategories,
  resultCsvColumns,
  resultRowSchema,
  type ResultCategory,
  type ResultInput,
  type resultSortFields,
} from "./schemas.ts";

export { publicResults } from "./public.ts";

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

// Each change of results also records what open results pages must apply (`recordResultsChange`,
// the transaction's last statement): the changed categories' public rows, unless they are held.

export async function createResult(ctx: AdminContext, input: ResultInput) {
  await requireSeason(ctx.db, input.seasonId);
  return auditedWrite(ctx, results.writeOptions("create"), async (tx) => {
    const row = await tx.result.create({ data: input });
    return {
      entityId: row.id,
      before: null,
      after: row,
      result: row,
      lastly: (tx) => recordResultsChange(tx, row.seasonId, [row.category]),
    };
  });
}

export async function updateResult(
  ctx: AdminContext,
  id: string,
  expectedUpdatedAt: Date,
  input: ResultInput,
) {
  await requireSeason(ctx.db, input.seasonId);
  return auditedWrite(ctx, results.writeOptions("update"), async (tx) => {
    const before = await results.lock(tx, id, expectedUpdatedAt);
    const after = await tx.result.update({
      where: { id },
      data: { ...input, updatedAt: nextVersion(before) },
    });
    // A result moved to another season or category leaves its old one too.
    const lastly = async (tx: Transaction) => {
      if (before.seasonId !== after.seasonId)
        await recordResultsChange(tx, before.seasonId, [before.category]);
      await recordResultsChange(tx, after.seasonId, [
        after.category,
        ...(before.seasonId === after.seasonId ? [before.category] : []),
      ]);
    };
    return { entityId: id, before, after, result: after, lastly };
  });
}

export async function deleteResult(ctx: AdminContext, id: string, expectedUpdatedAt?: Date) {
  return auditedWrite(ctx, results.writeOptions("delete"), async (tx) => {
    const before = await results.lock(tx, id, expectedUpdatedAt);
    await tx.result.delete({ where: { id } });
    return {
      entityId: id,
      before,
      after: null,
      result: { id },
      lastly: (tx) => recordResultsChange(tx, before.seasonId, [before.category]),
    };
  });
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
      lastly: (tx) => recordResultsChange(tx, seasonId, categories),
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

/** Where a season's category stands: held back or public, and how many results it has. */
export interface ResultRelease {
  category: ResultCategory;
  held: boolean;
  /** Since when it is held; null when public. */
  heldSince: Date | null;
  results: number;
}

/**
 * Every category of a season (without one, the newest, as the back office's screen picks it),
 * in the categories' order, with its release state.
 */
export async function resultReleases(db: Database, chosen?: string): Promise<ResultRelease[]> {
  const seasonId =
    chosen ?? (await db.season.findFirst({ orderBy: { createdAt: "desc" }, select: { id: true } }))?.id ?? "";
  const [holds, counts] = await Promise.all([
    db.resultHold.findMany({ where: { seasonId } }),
    db.result.groupBy({ by: ["category"], where: { seasonId }, _count: { _all: true } }),
  ]);
  return resultCategories.map((category) => {
    const hold = holds.find((candidate) => candidate.category === category);
    return {
      category,
      held: Boolean(hold),
      heldSince: hold?.createdAt ?? null,
      results: counts.find((count) => count.category === category)?._count._all ?? 0,
    };
  });
}

async function releaseOf(
  db: Database | Transaction,
  seasonId: string,
  category: ResultCategory,
): Promise<ResultRelease> {
  const [hold, results] = await Promise.all([
    db.resultHold.findUnique({ where: { seasonId_category: { seasonId, category } } }),
    db.result.count({ where: { seasonId, category } }),
  ]);
  return { category, held: Boolean(hold), heldSince: hold?.createdAt ?? null, results };
}

/**
 * Holds a season's category back for its ceremony, with or without results yet: from the
 * commit on, no public answer shows its results (the results page, the API, the live stream;
 * open pages take the category off). Holding a held category changes nothing.
 */
export async function holdResults(ctx: AdminContext, seasonId: string, category: ResultCategory) {
  await requireSeason(ctx.db, seasonId);
  return auditedWrite<ResultRelease>(ctx, { entity: "result", action: "holdResults" }, async (tx) => {
    // One insert that skips a row already there: two admins holding at once make one hold.
    const { count } = await tx.resultHold.createMany({
      data: [{ seasonId, category }],
      skipDuplicates: true,
    });
    if (count === 0) return { unchanged: await releaseOf(tx, seasonId, category) };
    return {
      entityId: seasonId,
      before: { category, held: false },
      after: { category, held: true },
      result: await releaseOf(tx, seasonId, category),
      lastly: (tx) => recordResultsChange(tx, seasonId, [category], { includeHeld: true }),
    };
  });
}

/**
 * Announces a held category: its results become public at once, on the results page and on
 * every open one (the live stream). Announcing a category that is not held changes nothing.
 */
export async function announceResults(ctx: AdminContext, seasonId: string, category: ResultCategory) {
  await requireSeason(ctx.db, seasonId);
  return auditedWrite<ResultRelease>(ctx, { entity: "result", action: "announceResults" }, async (tx) => {
    const { count } = await tx.resultHold.deleteMany({ where: { seasonId, category } });
    if (count === 0) return { unchanged: await releaseOf(tx, seasonId, category) };
    return {
      entityId: seasonId,
      before: { category, held: true },
      after: { category, held: false },
      result: await releaseOf(tx, seasonId, category),
      lastly: (tx) => recordResultsChange(tx, seasonId, [category]),
    };
  });
}
