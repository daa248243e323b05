import { TRPCError } from "@trpc/server";
import type { Database, Prisma } from "@wro/db";
import { callerRole, type Caller } from "../../trpc.ts";
import type { TeamSeasonRecordCreateInput } from "./schemas.ts";

/**
 * A team belongs to the account that saved its first record; its records are that account's
 * (and every administrator's) to read and add to. Nobody else learns whether the team exists.
 */
const isAdmin = (caller: Caller) => callerRole(caller) === "admin";

/** Saves a record as the caller's own; a team another account has started is refused. */
export async function createTeamSeasonRecord(
  db: Database,
  caller: Caller,
  input: TeamSeasonRecordCreateInput,
) {
  if (!isAdmin(caller)) {
    const first = await db.teamSeasonRecord.findFirst({
      where: { teamId: input.teamId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { createdById: true },
    });
    if (first && (caller.kind !== "user" || first.createdById !== caller.id)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "This team's records belong to another account." });
    }
  }
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
  if (!record) throw new TRPCError({ code: "NOT_FOUND", message: `No team season record "${id}".` });
  const owner = caller.kind === "user" && record.createdById === caller.id;
  if (!owner && !isAdmin(caller)) {
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
