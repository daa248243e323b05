import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

// Issue 38: a category's results held back for its ceremony reach no public answer (the results
// page's data, with and without the season's slug, the archive of seasons, the live results
// log the stream sends) until an admin announces them; then they appear at once.

const csv = (...rows: string[]) => ["category,place,team,country,institution", ...rows].join("\n");

describe.each(testDatabaseKinds)("holding and announcing results on %s", (kind) => {
  let bed: AdminTestBed;
  let seasonId: string;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    seasonId = (await bed.database.db.season.findUniqueOrThrow({ where: { slug: "season-2025" } })).id;
  });
  afterAll(() => bed?.close());

  const admin = () => bed.caller().result;
  const visitor = () => bed.caller({ kind: "anonymous" }).result;
  /** The live log's events after `id`, oldest first. */
  const eventsAfter = async (id: number) =>
    (
      await bed.database.db.resultEvent.findMany({
        where: { id: { gt: BigInt(id) } },
        orderBy: { id: "asc" },
      })
    ).map((event) => event.payload);
  const lastEventId = async () => (await visitor().bySeason()).eventId;
  /** Every team name any public answer about results gives. */
  const publicTeams = async () => {
    const newest = await visitor().bySeason();
    const bySlug = await visitor().bySeason({ slug: "season-2025" });
    return [...newest.results, ...bySlug.results].map((result) => result.teamName);
  };

  it("holds a category before its results are entered: they never reach a public answer", async () => {
    const held = await admin().hold({ seasonId, category: "robosports" });
    expect(held).toMatchObject({ category: "robosports", held: true, results: 0 });
    expect(held.heldSince).toBeInstanceOf(Date);
    expect(bed.revalidated.at(-1)).toEqual(["results"]);
    const start = await lastEventId();

    // One file with a held category and a public one: only the public one is shown and sent.
    expect(
      await admin().importCsv({
        seasonId,
        csv: csv(
          "robosports,1,Held Atlas,SA,School One",
          "robosports,2,Held Nova,AE,School Two",
          "future-engineers,1,Open Reef,BH,School Three",
        ),
      }),
    ).toEqual({ imported: 3, errors: [] });
    expect(await publicTeams()).toEqual(["Open Reef", "Open Reef"]);
    expect(await eventsAfter(start)).toEqual([
      {
        season: "season-2025",
        latest: true,
        categories: [
          {
            category: "future-engineers",
            results: [
              {
                id: expect.any(String),
                place: 1,
                medal: "gold",
                teamName: "Open Reef",
                country: "BH",
                institution: "School Three",
              },
            ],
          },
        ],
      },
    ]);

    // Entered, edited and deleted on screen: still nothing public, and nothing sent.
    const afterImport = await lastEventId();
    const created = await admin().create({
      seasonId,
      category: "robosports",
      place: 3,
      teamName: "Held Sand",
      country: "SA",
      institution: "School Four",
    });
    const updated = await admin().update({
      ...created,
      category: "robosports",
      teamName: "Held Dune",
      expectedUpdatedAt: created.updatedAt,
    });
    await admin().delete({ id: updated.id, expectedUpdatedAt: updated.updatedAt });
    expect(await eventsAfter(afterImport)).toEqual([]);
    expect(await publicTeams()).toEqual(["Open Reef", "Open Reef"]);

    // The back office still lists and exports them.
    const listed = await admin().list({ seasonId, category: "robosports" });
    expect(listed.items.map((result) => result.teamName)).toEqual(["Held Atlas", "Held Nova"]);
    expect((await admin().exportCsv({ seasonId })).csv).toContain("Held Atlas");
  });

  it("a season whose every category is held is not public at all, and open pages are told", async () => {
    const start = await lastEventId();
    await admin().hold({ seasonId, category: "future-engineers" });
    expect(await visitor().bySeason()).toEqual({
      eventId: start + 1,
      season: null,
      seasons: [],
      results: [],
    });
    expect((await visitor().bySeason({ slug: "season-2025" })).season).toBeNull();
    // Holding takes the category off open pages: it goes out with no rows.
    expect(await eventsAfter(start)).toEqual([
      { season: "season-2025", latest: false, categories: [{ category: "future-engineers", results: [] }] },
    ]);
  });

  it("announcing makes the results public at once, and sends them to open pages", async () => {
    const start = await lastEventId();
    const announced = await admin().announce({ seasonId, category: "robosports" });
    expect(announced).toEqual({ category: "robosports", held: false, heldSince: null, results: 2 });
    expect(bed.revalidated.at(-1)).toEqual(["results"]);

    const page = await visitor().bySeason();
    expect(page.season?.slug).toBe("season-2025");
    expect(
      page.results.map((result) => [result.category, result.place, result.medal, result.teamName]),
    ).toEqual([
      ["robosports", 1, "gold", "Held Atlas"],
      ["robosports", 2, "silver", "Held Nova"],
    ]);
    expect(await eventsAfter(start)).toEqual([
      {
        season: "season-2025",
        latest: true,
        categories: [
          {
            category: "robosports",
            results: [
              expect.objectContaining({ place: 1, medal: "gold", teamName: "Held Atlas" }),
              expect.objectContaining({ place: 2, medal: "silver", teamName: "Held Nova" }),
            ],
          },
        ],
      },
    ]);

    const releases = await admin().releases({ seasonId });
    expect(releases.map((release) => [release.category, release.held, release.results])).toEqual([
      ["robomission-elementary", false, 0],
      ["robomission-junior", false, 0],
      ["robomission-senior", false, 0],
      ["robosports", false, 2],
      ["future-innovators", false, 0],
      ["future-engineers", true, 1],
    ]);
  });

  it("holding a held category or announcing a public one changes nothing", async () => {
    const start = await lastEventId();
    const trailBefore = await auditTrail(bed.database, "result", seasonId);
    const revalidations = bed.revalidated.length;
    expect(await admin().hold({ seasonId, category: "future-engineers" })).toMatchObject({ held: true });
    expect(await admin().announce({ seasonId, category: "robosports" })).toMatchObject({ held: false });
    expect(await eventsAfter(start)).toEqual([]);
    expect(bed.revalidated).toHaveLength(revalidations);
    expect(await auditTrail(bed.database, "result", seasonId)).toEqual(trailBefore);
    expect(await bed.database.db.resultHold.count({ where: { seasonId } })).toBe(1);
  });

  it("audits each hold and announcement, and refuses an unknown season or category", async () => {
    const trail = await auditTrail(bed.database, "result", seasonId);
    expect(
      trail
        .filter((entry) => entry.action === "holdResults" || entry.action === "announceResults")
        .map((entry) => [entry.action, entry.actorId, entry.after]),
    ).toEqual([
      ["holdResults", bed.admin.id, { category: "robosports", held: true }],
      ["holdResults", bed.admin.id, { category: "future-engineers", held: true }],
      ["announceResults", bed.admin.id, { category: "robosports", held: false }],
    ]);
    expect(await failure(admin().hold({ seasonId: "no-such-season", category: "robosports" }))).toMatchObject(
      {
        code: "BAD_REQUEST",
      },
    );
    expect(await failure(admin().hold({ seasonId, category: "chess" as "robosports" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("only admins hold, announce or read the holds", async () => {
    for (const call of [
      visitor().hold({ seasonId, category: "robosports" }),
      visitor().announce({ seasonId, category: "future-engineers" }),
      visitor().releases({ seasonId }),
    ]) {
      expect((await failure(call))?.code).toBe("UNAUTHORIZED");
    }
  });
});
