import { TRPCError } from "@trpc/server";
import type { Database, Prisma } from "@wro/db";
import { callerRole, type Caller } from "../../trpc.ts";
import type { TeamSeasonRecordCreateInput } from "./schemas.ts";

/** Saves a record as the caller's own (see `deleteTeamSeasonRecord`). */
export function createTeamSeasonRecord(db: Database, caller: Caller, input: TeamSeasonRecordCreateInput) {
  return db.teamSeasonRecord.create({
    data: {
      ...input,
      data: input.data as Prisma.InputJsonValue,
      createdById: caller.kind === "user" ? caller.id : null,
    },
  });
}

/** A team's records, oldest first. */
export function teamSeasonRecords(db: Database, teamId: string) {
  return db.teamSeasonRecord.findMany({ where: { teamId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** Deletes a record: its owner may, and admins may delete any. */
export async function deleteTeamSeasonRecord(db: Database, caller: Caller, id: string) {
  const record = await db.teamSeasonRecord.findUnique({ where: { id }, select: { createdById: true } });
  if (!record) throw new TRPCError({ code: "NOT_FOUND", message: `No team season record "${id}".` });
  const owner = caller.kind === "user" && record.createdById === caller.id;
  if (!owner && callerRole(caller) !== "admin") {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "Only the account that saved this record, or an administrator, can delete it.",
    });
  }
  // deleteMany: a record deleted meanwhile is "not found", not a crash.
  const { count } = await db.teamSeasonRecord.deleteMany({ where: { id } });
  if (count === 0) throw new TRPCError({ code: "NOT_FOUND", message: `No team season record "${id}".` });
  return { id };
}
