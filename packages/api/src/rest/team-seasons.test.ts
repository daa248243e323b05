import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers } from "./answers.ts";
import { createRestTestBed, expectRefused, type RestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST team season records on %s", (kind) => {
  let rest: RestTestBed;
  beforeAll(async () => {
    rest = await createRestTestBed(kind);
  });
  afterAll(() => rest?.close());

  const postJson: RestTestBed["postJson"] = (...args) => rest.postJson(...args);

  describe("team season records (/api/seasons/)", () => {
    const record = {
      type: "registration",
      team_id: "team-42",
      ref: "WRO-2025-42",
      data: { members: ["A", "B"], category: "RoboMission" },
    };

    it("a coach saves, lists and deletes a team's records", async () => {
      const saved = await postJson("/api/seasons/", record, { as: "coach" });
      expect(saved.status).toBe(200);
      const { season } = answers.teamRecordSaved.parse(await saved.json());
      expect(season).toMatchObject({
        type: "registration",
        team_id: "team-42",
        ref: "WRO-2025-42",
        data: record.data,
      });

      const listedBy = async (as: "coach" | "student" | "entity" | "admin") =>
        answers.teamRecords
          .parse(await (await rest.call("/api/seasons/?team_id=team-42", { as })).json())
          .season.map((entry) => entry._id);
      expect(await listedBy("coach")).toEqual([season._id]);
      expect(await listedBy("admin")).toEqual([season._id]);
      // Other accounts never read the coach's records.
      expect(await listedBy("student")).toEqual([]);
      expect(await listedBy("entity")).toEqual([]);
      const byAdmin = answers.teamRecordSaved.parse(
        await (await postJson("/api/seasons/", { ...record, ref: "by-admin" }, { as: "admin" })).json(),
      ).season;
      expect(await listedBy("coach")).toEqual([season._id]);
      expect(await listedBy("admin")).toEqual([season._id, byAdmin._id]);
      await rest.call(`/api/seasons/?id=${byAdmin._id}`, { method: "DELETE", as: "admin" });

      await expectRefused(
        await rest.call(`/api/seasons/?id=${season._id}`, { method: "DELETE", as: "entity" }),
        403,
        "Only the account that saved this record, or an administrator, can delete it.",
      );
      const deleted = await rest.call(`/api/seasons/?id=${season._id}`, { method: "DELETE", as: "coach" });
      expect(answers.deleted.parse(await deleted.json())).toMatchObject({
        _id: season._id,
        msg: "Deleted Successfully!",
      });
      await expectRefused(
        await rest.call(`/api/seasons/?id=${season._id}`, { method: "DELETE", as: "admin" }),
        404,
        /No team season record/,
      );
    });

    it("answers alike whether or not another account used the team id, and keeps each account's records its own", async () => {
      // Audit L12: "belongs to another account" for a used team id, 200 for a free one, told
      // which teams exist, and gave a team to whoever posted first.
      const used = { ...record, team_id: "team-44" };
      const firstByCoach = answers.teamRecordSaved.parse(
        await (await postJson("/api/seasons/", used, { as: "coach" })).json(),
      ).season;
      const answerTo = async (body: typeof record) => {
        const response = await postJson("/api/seasons/", body, { as: "entity" });
        const { season, ...rest } = answers.teamRecordSaved.parse(await response.json());
        // What differs between any two saves: the record's id and time, and the team id sent.
        return { status: response.status, rest, season: { ...season, _id: "", team_id: "", createdAt: "" } };
      };
      try {
        const onUsed = await answerTo(used);
        const onFree = await answerTo({ ...record, team_id: `team-free-${Date.now()}` });
        expect(onUsed.status).toBe(200);
        expect(onUsed).toEqual(onFree);

        const listedBy = async (as: "coach" | "entity" | "admin") =>
          answers.teamRecords
            .parse(await (await rest.call("/api/seasons/?team_id=team-44", { as })).json())
            .season.map((entry) => entry._id);
        expect(await listedBy("coach")).toEqual([firstByCoach._id]);
        const byEntity = await listedBy("entity");
        expect(byEntity).toHaveLength(1);
        expect(byEntity).not.toContain(firstByCoach._id);
        expect(await listedBy("admin")).toEqual([firstByCoach._id, ...byEntity]);
      } finally {
        await rest.database.db.teamSeasonRecord.deleteMany({});
      }
    });

    it("an admin deletes any record", async () => {
      const saved = await postJson("/api/seasons/", { ...record, team_id: "team-43" }, { as: "entity" });
      const { season } = answers.teamRecordSaved.parse(await saved.json());
      const deleted = await rest.call(`/api/seasons/?id=${season._id}`, { method: "DELETE", as: "admin" });
      expect(deleted.status).toBe(200);
    });

    it("needs a signed-in coach, entity or admin to write, and a signed-in user to read", async () => {
      await expectRefused(await postJson("/api/seasons/", record), 401, "Please sign in.");
      await expectRefused(
        await postJson("/api/seasons/", record, { as: "student" }),
        403,
        "This needs a coach, entity or administrator account.",
      );
      await expectRefused(await rest.call("/api/seasons/?team_id=team-42"), 401, "Please sign in.");
      await expectRefused(
        await rest.call("/api/seasons/?id=x", { method: "DELETE", as: "student" }),
        403,
        /coach, entity/,
      );
    });

    it("answers bad input with 400 and the field", async () => {
      await expectRefused(
        await postJson("/api/seasons/", { ...record, team_id: undefined }, { as: "coach" }),
        400,
        "team_id: This field is required.",
      );
      await expectRefused(
        await postJson("/api/seasons/", { ...record, team_id: "   " }, { as: "coach" }),
        400,
        "team_id: This field is required.",
      );
      await expectRefused(
        await postJson("/api/seasons/", { ...record, data: null }, { as: "coach" }),
        400,
        /^data: /,
      );
      await expectRefused(
        await postJson("/api/seasons/", { ...record, ref: 7 }, { as: "coach" }),
        400,
        /^ref: /,
      );
      await expectRefused(
        await postJson("/api/seasons/", { ...record, data: "x".repeat(70_000) }, { as: "coach" }),
        400,
        /^data: Send a JSON value/,
      );
      await expectRefused(await rest.call("/api/seasons/", { as: "coach" }), 400, /^team_id: /);
      expect(await rest.database.db.teamSeasonRecord.count()).toBe(0);
    });
  });
});
