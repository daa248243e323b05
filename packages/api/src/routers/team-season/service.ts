import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import { callerRole, type Caller } from "../../trpc.ts";
import type { TeamSeasonRecordCreateInput } from "./schemas.ts";

/**
 * Each record is the account's that saved it: an account reads and deletes its own records
 * (administrators: all of them). A team id is only a label on them, so nothing an account does
 * tells it whether another account used the same id: no "belongs to another account" that
 * would show which teams exist, and no team taken by whoever posts first.
 * A later issue ties a team id to the delegation that registered the team; then records for a
 * team that is not the caller's are refused, with that same answer for a team nobody registered.
 */
const isAdmin = (caller: Caller) => callerRole(caller) === "admin";

/** Saves a record as the caller's own, whether or not other accounts used the same team id. */
export async function createTeamSeasonRecord(
  db: Database,
  caller: Caller,
  input: TeamSeasonRecordCreateInput,
) {
  return db.teamSeasonRecord.create({
    data: {
      ...input,
      data: input.data as Prisma.InputJsonValue,
      createdById: caller.kind === "user" ? caller.id : null,
    },
  });
}

/** A team's records, oldest first: all of them for an admin, the caller's own for anyone else. */
export function teamSeasonRecords(db: Database, caller: Caller, teamId: string) {
  const owner = isAdmin(caller) ? {} : { createdById: caller.kind === "user" ? caller.id : "" };
  return db.teamSeasonRecord.findMany({
    where: { teamId, ...owner },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** Deletes a record: its owner may, and admins may delete any. */
export async function deleteTeamSeasonRecord(db: Database, caller: Caller, id: string) {
  const record = await db.teamSeasonRecord.findUnique({ where: { id }, select: { createdById: true } });
  if (!record) throw new AppError("notFound", { message: `No team season record "${id}".` });
  const owner = caller.kind === "user" && record.createdById === caller.id;
  if (!owner && !isAdmin(caller)) {
    throw new AppError("forbidden", {
      message: "Only the account that saved this record, or an administrator, can delete it.",
    });
  }
  // deleteMany: a record deleted meanwhile is "not found", not a crash.
  const { count } = await db.teamSeasonRecord.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("notFound", { message: `No team season record "${id}".` });
  return { id };
}
