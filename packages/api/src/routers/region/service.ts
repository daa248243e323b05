import type { Database } from "@wro/db";

const countryFields = { id: true, code: true, nameEn: true, nameAr: true, flag: true } as const;

/** Countries marked as participating (status true), in English alphabetical order. */
export function participatingCountries(db: Database) {
  return db.region.findMany({ where: { status: true }, select: countryFields, orderBy: { nameEn: "asc" } });
}
