import { TRPCError } from "@trpc/server";
import type { Database, Prisma } from "@wro/db";
import type { TeamSeasonRecordCreateInput } from "./schemas.ts";

export function createTeamSeasonRecord(db: Database, input: TeamSeasonRecordCreateInput) {
  return db.teamSeasonRecord.create({
    data: { ...input, data: input.data as Prisma.InputJsonValue },
  });
}

/** A team's records, oldest first. */
export function teamSeasonRecords(db: Database, teamId: string) {
  return db.teamSeasonRecord.findMany({ where: { teamId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export async function deleteTeamSeasonRecord(db: Database, id: string) {
  const { count } = await db.teamSeasonRecord.deleteMany({ where: { id } });
  if (count === 0) throw new TRPCError({ code: "NOT_FOUND", message: `No team season record "${id}".` });
  return { id };
}
