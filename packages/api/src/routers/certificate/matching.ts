import { medalOf, resultCategories, type Medal, type ResultCategory } from "../result/schemas.ts";

// Which registered teams the admins' results place (issue 37): a result names its team only by
// season, category, country and team name, as typed from the final's score sheets, so a team is
// matched on those four. A team's medal certificate follows from its place (spec §9).

/**
 * A team's result category: RoboMission is ranked by age group ("robomission-junior"), the other
 * categories across all ages ("robosports"). Null for a category the results do not have.
 */
export function resultCategoryOf(team: { category: string; ageGroup: string }): ResultCategory | null {
  const key = team.category === "robomission" ? `robomission-${team.ageGroup}` : team.category;
  return (resultCategories as readonly string[]).includes(key) ? (key as ResultCategory) : null;
}

/**
 * A team name as results and registrations are compared: one Unicode form (NFKC), no spaces at
 * either end, runs of spaces as one, lower case. "  Desert  FALCONS " is "desert falcons".
 */
export const teamNameKey = (name: string) =>
  name.normalize("NFKC").trim().replace(/\s+/gu, " ").toLowerCase();

export interface MatchedTeam {
  id: string;
  seasonId: string;
  name: string;
  /** The WRO category and age group the team registered in. */
  category: string;
  ageGroup: string;
  /** The country of its delegation (ISO 3166-1 alpha-2). */
  country: string;
}

export interface MatchedResult {
  seasonId: string;
  category: string;
  place: number;
  teamName: string;
  country: string;
}

export interface Placing<Result extends MatchedResult> {
  result: Result;
  category: ResultCategory;
  medal: Medal;
}

const keyOf = (seasonId: string, category: string, country: string, name: string) =>
  JSON.stringify([seasonId, category, country.trim().toUpperCase(), teamNameKey(name)]);

/**
 * The result that places each team, by team id: same season, same category (and age group, for
 * RoboMission), same country, same team name up to case and spaces. A team placed twice in its
 * category keeps its best place. When two teams of a season would match the same result (two
 * delegations of one country with a team of the same name), neither gets it: a certificate is a
 * claim anyone can check, and a results sheet that cannot tell the teams apart cannot back it.
 */
export function placeTeams<Team extends MatchedTeam, Result extends MatchedResult>(
  teams: readonly Team[],
  results: readonly Result[],
): Map<string, Placing<Result>> {
  const best = new Map<string, Result>();
  for (const result of results) {
    const key = keyOf(result.seasonId, result.category, result.country, result.teamName);
    const known = best.get(key);
    if (!known || result.place < known.place) best.set(key, result);
  }
  const claimants = new Map<string, Team[]>();
  for (const team of teams) {
    const category = resultCategoryOf(team);
    if (!category) continue;
    const key = keyOf(team.seasonId, category, team.country, team.name);
    if (!best.has(key)) continue;
    claimants.set(key, [...(claimants.get(key) ?? []), team]);
  }
  const placings = new Map<string, Placing<Result>>();
  for (const [key, claiming] of claimants) {
    const ids = new Set(claiming.map((team) => team.id));
    if (ids.size !== 1) continue;
    const result = best.get(key)!;
    placings.set(claiming[0]!.id, {
      result,
      category: result.category as ResultCategory,
      medal: medalOf(result.place),
    });
  }
  return placings;
}
