import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../csv.ts";
import { adminMessages } from "../../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";
import { medalOf } from "./schemas.ts";

const goodFile = [
  "category,place,team,country,institution",
  "robosports,1,Team Atlas,SA,King Fahd School",
  "robosports,2,Team Nova,AE,Dubai Academy",
  "robosports,3,Team Reef,BH,Manama School",
  "robosports,4,Team Sand,SA,Jubail School",
].join("\r\n");

describe("medal labels (spec §9)", () => {
  it("gives place 1 Gold, 2 Silver and every other place Bronze", () => {
    expect([1, 2, 3, 4, 10].map(medalOf)).toEqual(["gold", "silver", "bronze", "bronze", "bronze"]);
  });
});

describe.each(testDatabaseKinds)("results on %s", (kind) => {
  let bed: AdminTestBed;
  let seasonId: string;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    seasonId = (await bed.database.db.season.findUniqueOrThrow({ where: { slug: "season-2025" } })).id;
  });
  afterAll(() => bed?.close());

  it("has no results before organizers enter them: the demo content invents none", async () => {
    expect(await bed.caller({ kind: "anonymous" }).result.bySeason()).toEqual({
      eventId: 0,
      season: null,
      seasons: [],
      results: [],
    });
  });

  it("imports a good file in one audited change and exports it back", async () => {
    const api = bed.caller().result;
    expect(await api.importCsv({ seasonId, csv: goodFile })).toEqual({ imported: 4, errors: [] });
    expect(bed.revalidated.at(-1)).toEqual(["results"]);
    const trail = await auditTrail(bed.database, "result", seasonId);
    expect(trail.map((entry) => entry.action)).toEqual(["import"]);

    const page = await bed.caller({ kind: "anonymous" }).result.bySeason();
    const robosports = page.results.filter((result) => result.category === "robosports");
    expect(robosports.map((result) => [result.place, result.medal, result.teamName])).toEqual([
      [1, "gold", "Team Atlas"],
      [2, "silver", "Team Nova"],
      [3, "bronze", "Team Reef"],
      [4, "bronze", "Team Sand"],
    ]);

    const exported = parseCsv((await api.exportCsv({ seasonId })).csv);
    expect(exported.filter((row) => row.category === "robosports")).toEqual(parseCsv(goodFile));
  });

  it("refuses a bad file as a whole: every bad row named with its reason, nothing changed", async () => {
    const api = bed.caller().result;
    const before = await bed.database.db.result.findMany({ orderBy: { id: "asc" } });
    const bad = [
      "category,place,team,country,institution",
      "robosports,1,Team Replaced,SA,School",
      "robosports,first,Team Two,SA,School",
      "chess,3,Team Three,SA,School",
      "robosports,4,,XX,School",
      "robosports,1,Team Again,SA,School",
    ].join("\n");
    const answer = await api.importCsv({ seasonId, csv: bad });
    expect(answer.imported).toBe(0);
    expect(answer.errors).toEqual([
      { row: 2, column: "place", message: adminMessages.invalidPlace },
      { row: 3, column: "category", message: adminMessages.invalidCategory },
      { row: 4, column: "team", message: adminMessages.required },
      { row: 4, column: "country", message: adminMessages.invalidCountry },
      { row: 5, column: "place", message: adminMessages.placeTaken },
    ]);
    expect(await bed.database.db.result.findMany({ orderBy: { id: "asc" } })).toEqual(before);

    const malformed = await api.importCsv({ seasonId, csv: 'category,place\n"robosports,1' });
    expect(malformed.errors[0]?.message).toMatch(/^Line \d+:/);
    expect(
      (await api.importCsv({ seasonId, csv: "category,place,team,country,institution\n" })).errors,
    ).toEqual([{ row: 0, column: "", message: adminMessages.csvEmpty }]);
    expect(await failure(api.importCsv({ seasonId: "no-such-season", csv: goodFile }))).toMatchObject({
      code: "BAD_REQUEST",
      message: adminMessages.seasonRequired,
    });
  });

  it("enters a result on screen; a taken place is a clear conflict", async () => {
    const api = bed.caller().result;
    const input = {
      seasonId,
      category: "robosports",
      place: 5,
      teamName: "Team Five",
      country: "sa",
      institution: "School",
    } as const;
    const created = await api.create(input);
    expect(created.country).toBe("SA");
    expect(await failure(api.create(input))).toMatchObject({
      code: "CONFLICT",
      message: adminMessages.placeTaken,
    });
    expect(await failure(api.create({ ...input, place: 0 }))).toMatchObject({ code: "BAD_REQUEST" });
    await api.delete({ id: created.id, expectedUpdatedAt: created.updatedAt });
  });
});
