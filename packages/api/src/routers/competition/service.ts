import type { Database } from "@wro/db";

/** The active competition categories, in the order they were added. */
export function activeCompetitions(db: Database) {
  return db.competition.findMany({
    where: { status: true },
    select: { id: true, nameEn: true, nameAr: true, status: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}
