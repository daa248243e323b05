import type { Database } from "@wro/db";

/** The active olympiad seasons, newest year first. */
export function activeWroSeasons(db: Database) {
  return db.wroSeason.findMany({
    where: { status: true },
    select: { id: true, year: true, nameEn: true, nameAr: true, status: true },
    orderBy: { year: "desc" },
  });
}
