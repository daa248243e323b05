import { describe, expect, it } from "vitest";
import {
  placeTeams,
  resultCategoryOf,
  teamNameKey,
  type MatchedResult,
  type MatchedTeam,
} from "./matching.ts";

// Which registered teams the admins' results place (issue 37), and with which medal (spec §9).

const team = (overrides: Partial<MatchedTeam> = {}): MatchedTeam => ({
  id: "falcons",
  seasonId: "2025",
  name: "Falcons",
  category: "robomission",
  ageGroup: "junior",
  country: "BH",
  ...overrides,
});
const result = (overrides: Partial<MatchedResult> = {}): MatchedResult => ({
  seasonId: "2025",
  category: "robomission-junior",
  place: 1,
  teamName: "Falcons",
  country: "BH",
  ...overrides,
});
const placed = (teams: MatchedTeam[], results: MatchedResult[]) =>
  Object.fromEntries(
    [...placeTeams(teams, results)].map(([id, placing]) => [id, `${placing.category}:${placing.medal}`]),
  );

describe("result categories of teams", () => {
  it("ranks RoboMission by age group and the other categories across ages", () => {
    expect(resultCategoryOf({ category: "robomission", ageGroup: "elementary" })).toBe(
      "robomission-elementary",
    );
    expect(resultCategoryOf({ category: "robomission", ageGroup: "senior" })).toBe("robomission-senior");
    expect(resultCategoryOf({ category: "robosports", ageGroup: "junior" })).toBe("robosports");
    expect(resultCategoryOf({ category: "future-engineers", ageGroup: "senior" })).toBe("future-engineers");
    expect(resultCategoryOf({ category: "future-innovators", ageGroup: "elementary" })).toBe(
      "future-innovators",
    );
    expect(resultCategoryOf({ category: "robomission", ageGroup: "adult" })).toBeNull();
    expect(resultCategoryOf({ category: "chess", ageGroup: "junior" })).toBeNull();
  });
});

describe("matching results to teams", () => {
  it("compares team names without case and extra spaces", () => {
    expect(teamNameKey("  Desert   FALCONS\t")).toBe("desert falcons");
    expect(teamNameKey("صقور   الصحراء ")).toBe("صقور الصحراء");
    expect(placed([team()], [result({ teamName: "  fALCONS " })])).toEqual({
      falcons: "robomission-junior:gold",
    });
    expect(placed([team({ name: "Desert  Falcons" })], [result({ teamName: "desert falcons" })])).toEqual({
      falcons: "robomission-junior:gold",
    });
    expect(placed([team()], [result({ country: "bh" })])).toEqual({ falcons: "robomission-junior:gold" });
  });

  it("gives places 1, 2 and every other place Gold, Silver and Bronze", () => {
    const teams = [1, 2, 3, 7].map((place) => team({ id: `team-${place}`, name: `Team ${place}` }));
    const results = [1, 2, 3, 7].map((place) => result({ place, teamName: `Team ${place}` }));
    expect(placed(teams, results)).toEqual({
      "team-1": "robomission-junior:gold",
      "team-2": "robomission-junior:silver",
      "team-3": "robomission-junior:bronze",
      "team-7": "robomission-junior:bronze",
    });
  });

  it("needs the same season, category and age group, country and name", () => {
    expect(placed([team()], [result({ seasonId: "2024" })])).toEqual({});
    expect(placed([team()], [result({ category: "robomission-senior" })])).toEqual({});
    expect(placed([team({ ageGroup: "senior" })], [result()])).toEqual({});
    expect(placed([team()], [result({ country: "SA" })])).toEqual({});
    expect(placed([team()], [result({ teamName: "Falcon" })])).toEqual({});
    expect(placed([team({ category: "robosports" })], [result({ category: "robosports" })])).toEqual({
      falcons: "robosports:gold",
    });
  });

  it("keeps a team's best place when it is listed twice", () => {
    expect(placed([team()], [result({ place: 3 }), result({ place: 2 })])).toEqual({
      falcons: "robomission-junior:silver",
    });
  });

  it("places neither of two teams a result cannot tell apart", () => {
    const twins = [team({ id: "one" }), team({ id: "two", name: "FALCONS" })];
    expect(placed(twins, [result()])).toEqual({});
    // Another country's team of the same name is told apart by its country.
    expect(placed([team({ id: "one" }), team({ id: "two", country: "KW" })], [result()])).toEqual({
      one: "robomission-junior:gold",
    });
  });
});
