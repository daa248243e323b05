import { UserType } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import type { Caller } from "../../trpc.ts";
import { REGISTRATION_SITE } from "../registration-setting/service.ts";

// The coach's and the student's side of registration (issue 36): the teams their national
// organizer registered them in, found by the e-mail the organizer gave for them. A coach account
// counts only once verified (an admin or the partner platform vouched for it); a student sees
// the team they are a member of. Names, the category and the status only: a passport, a birth
// date or a guardian's phone stay with the organizer.

/** Where a team stands: every member on a paid order, on orders awaiting payment, or not yet. */
export type TeamStatus = "paid" | "awaitingPayment" | "notSubmitted";

const teamView = {
  delegation: { select: { name: true, country: true } },
  coach: { select: { nameLatin: true, nameArabic: true } },
  members: {
    orderBy: { createdAt: "asc" },
    select: { nameLatin: true, nameArabic: true, order: { select: { status: true } } },
  },
} as const satisfies Prisma.DelegationTeamInclude;

type TeamRow = Prisma.DelegationTeamGetPayload<{ include: typeof teamView }>;

function statusOf(team: TeamRow): TeamStatus {
  const states = team.members.map((member) => member.order?.status);
  if (states.length === 0 || states.some((state) => state !== "paid" && state !== "submitted"))
    return "notSubmitted";
  return states.every((state) => state === "paid") ? "paid" : "awaitingPayment";
}

/**
 * Where a coach's or a student's own person records are: the registration season's delegates
 * whose e-mail is their account's. Null for anyone else, and for a coach not yet verified.
 */
export async function accountPeople(db: Database, caller: Caller) {
  if (caller.kind !== "user" || (caller.type !== UserType.coach && caller.type !== UserType.student))
    return null;
  const user = await db.user.findUnique({
    where: { id: caller.id },
    select: { email: true, type: true, verified: true },
  });
  if (!user || (user.type === UserType.coach && !user.verified)) return null;
  const settings = await db.registrationSetting.findUnique({
    where: { siteName: REGISTRATION_SITE },
    select: { seasonId: true },
  });
  if (!settings?.seasonId) return null;
  return {
    coach: user.type === UserType.coach,
    where: {
      email: user.email.toLowerCase(),
      delegation: { seasonId: settings.seasonId },
    } satisfies Prisma.DelegateWhereInput,
  };
}

/** The registration season's teams the caller coaches (a verified coach) or is a member of (a student). */
export async function myTeams(db: Database, caller: Caller) {
  const people = await accountPeople(db, caller);
  if (!people) return [];
  const person = people.where;
  const teams = await db.delegationTeam.findMany({
    where: people.coach ? { coach: person } : { members: { some: person } },
    include: teamView,
    orderBy: { createdAt: "asc" },
  });
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    category: team.category,
    ageGroup: team.ageGroup,
    delegation: team.delegation,
    coach: team.coach,
    members: team.members.map(({ nameLatin, nameArabic }) => ({ nameLatin, nameArabic })),
    status: statusOf(team),
  }));
}
