import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import type { TrainingFilter } from "./schemas.ts";

/**
 * Active trainings of one type, in one region (country) when given, by English name. A region
 * that does not exist is an error rather than an empty list, so a wrong id is noticed.
 */
export async function activeTrainings(db: Database, filter: TrainingFilter) {
  if (filter.regionId) {
    const region = await db.region.findUnique({ where: { id: filter.regionId }, select: { id: true } });
    if (!region) throw new AppError("notFound", { message: `No region "${filter.regionId}".` });
  }
  return db.training.findMany({
    where: {
      status: true,
      training: filter.training,
      ...(filter.regionId ? { regionId: filter.regionId } : {}),
    },
    omit: { createdAt: true },
    orderBy: [{ nameEn: "asc" }, { id: "asc" }],
  });
}
