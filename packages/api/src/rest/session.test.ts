import {
  createAuthRateLimiter,
  signAccessToken,
  verifyAccessToken,
  type IdentityProvider,
  type PublicUser,
} from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUserSelect } from "../routers/admin/service.ts";
import { handleLegacyRequest } from "./handler.ts";
import { answers } from "./answers.ts";
import {
  createRestTestBed,
  expectRefused,
  PASSWORDS,
  TEST_TOKEN_SECRET,
  type RestTestBed,
} from "./testing.ts";

const PARTNER_TOKEN = "partner-sso-token-1";

/** A partner platform that accepts one token, for the student of the test bed. */
function partnerIdentity(student: () => PublicUser): IdentityProvider {
  return {
    kind: "partner",
    signUp: () => Promise.reject(new Error("not used")),
    signIn: async (credentials) =>
      "partnerToken" in credentials && credentials.partnerToken === PARTNER_TOKEN
        ? { kind: "signedIn", user: student() }
        : {
            kind: "rejected",
            code: "invalidCredentials",
            message: "We could not sign you in through the partner platform.",
          },
  };
}

describe.each(testDatabaseKinds)("legacy REST session calls on %s", (kind) => {
  let rest: RestTestBed;
  let student: PublicUser;
  beforeAll(async () => {
    rest = await createRestTestBed(kind);
    student = await rest.database.db.user.findUniqueOrThrow({
      where: { id: rest.users.student.id },
      select: adminUserSelect,
    });
  });
  afterAll(() => rest?.close());

  const postJson = (path: string, body: unknown, init: Parameters<RestTestBed["call"]>[1] = {}) =>
    rest.call(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    });

  describe("POST /api/adduser", () => {
    it("signs the admin in (type 4): the token is in the Authorization header and names the admin", async () => {
      const response = await postJson("/api/adduser", {
        national_id: "1000000001",
        loginType: "national_id",
        password: "admin-password-1",
        type: 4,
      });
      expect(response.status).toBe(200);
      const body = answers.signedIn.parse(await response.json());
      const token = response.headers.get("authorization")!;
      expect(token).toBe(body.token);
      expect(await verifyAccessToken(token, { secret: TEST_TOKEN_SECRET })).toEqual({
        id: rest.users.admin.id,
        type: 4,
        sessionVersion: 0,
      });
      expect(body).toMatchObject({
        msg: "Sign in Suucessfully!",
        user: { national_id: "1000000001", type: 4, isAdmin: true },
      });
      expect(JSON.stringify(body)).not.toMatch(/password/i);
      expect(response.headers.get("e_message")).toBeNull();
    });

    it("signs a student in on the site's sign-in, but not on the admin sign-in", async () => {
      const site = await postJson("/api/adduser/", {
        national_id: "1000000010",
        password: PASSWORDS.student,
      });
      expect(site.status).toBe(200);
      expect(answers.signedIn.parse(await site.json()).user.type).toBe(0);
      await expectRefused(
        await postJson("/api/adduser", { national_id: "1000000010", password: PASSWORDS.student, type: "4" }),
        401,
        "The national ID, e-mail or password is incorrect.",
      );
    });

    it("answers a wrong password 401 and missing fields 400, with the text in e_message", async () => {
      await expectRefused(
        await postJson("/api/adduser", { national_id: "1000000001", password: "wrong-password", type: 4 }),
        401,
        "The national ID, e-mail or password is incorrect.",
      );
      await expectRefused(
        await postJson("/api/adduser", { national_id: "1000000001", type: 4 }),
        400,
        "Please fill in all fields, Email or Password is Empty!",
      );
      await expectRefused(
        await postJson("/api/adduser", "{national_id:"),
        400,
        "The request body is not valid JSON.",
      );
      await expectRefused(
        await postJson("/api/adduser", { national_id: ["1"], password: 5 }),
        400,
        /^national_id: /,
      );
    });

    it("counts attempts: too many answer 429 with Retry-After", async () => {
      const deps = rest.deps({
        rateLimiter: createAuthRateLimiter({
          policy: {
            perAccount: { points: 2, durationSeconds: 60 },
            perAccountAnyAddress: { points: 100, durationSeconds: 60 },
            perAddress: { points: 100, durationSeconds: 60 },
          },
        }),
      });
      const attempt = () =>
        handleLegacyRequest(
          new Request("http://localhost/api/adduser", {
            method: "POST",
            body: JSON.stringify({ national_id: "1000000001", password: "guess", type: 4 }),
          }),
          deps,
        );
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      await expectRefused(limited, 429, /^Too many attempts/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("POST /api/getuser", () => {
    it("answers the token's user, bare or as a Bearer token", async () => {
      for (const token of [rest.tokens.coach, `Bearer ${rest.tokens.coach}`]) {
        const response = await rest.call("/api/getuser", { method: "POST", token });
        expect(response.status).toBe(200);
        expect(answers.user.parse(await response.json()).user).toMatchObject({
          _id: rest.users.coach.id,
          national_id: "1000000011",
          phone_number: "+966551234567",
          type: 1,
          guardian_name: "None",
          subscription: "false",
          nationality: "SA",
          gender: "Male",
        });
      }
    });

    it("refuses a missing, invalid or expired token, and the token of a disabled account, with 401", async () => {
      await expectRefused(await rest.call("/api/getuser", { method: "POST" }), 401, "Please sign in.");
      await expectRefused(
        await rest.call("/api/getuser", { method: "POST", token: "not-a-token" }),
        401,
        "Please sign in again.",
      );
      const forged = await signAccessToken(
        { id: rest.users.admin.id, type: 4 },
        { secret: "another-secret-of-at-least-32-characters!" },
      );
      await expectRefused(
        await rest.call("/api/getuser", { method: "POST", token: forged }),
        401,
        "Please sign in again.",
      );
      const expired = await signAccessToken(
        { id: rest.users.coach.id, type: 1 },
        { secret: TEST_TOKEN_SECRET, expiresInSeconds: 60, now: new Date(Date.now() - 3_600_000) },
      );
      await expectRefused(
        await rest.call("/api/getuser", { method: "POST", token: expired }),
        401,
        "Your session has expired. Please sign in again.",
      );
      await rest.database.db.user.update({ where: { id: rest.users.entity.id }, data: { status: false } });
      await expectRefused(
        await rest.call("/api/getuser", { method: "POST", as: "entity" }),
        401,
        "Please sign in again.",
      );
      await rest.database.db.user.update({ where: { id: rest.users.entity.id }, data: { status: true } });
    });

    it("reads the session cookie's user when there is no Authorization header", async () => {
      const deps = rest.deps({
        sessionCaller: async () => ({ kind: "user", id: rest.users.student.id, type: 0, name: "Student" }),
      });
      const response = await handleLegacyRequest(
        new Request("http://localhost/api/getuser/", { method: "POST" }),
        deps,
      );
      expect(answers.user.parse(await response.json()).user._id).toBe(rest.users.student.id);
    });
  });

  describe("partner platform sign-in", () => {
    const partnerDeps = () => rest.deps({ identity: partnerIdentity(() => student) });
    const call = (path: string, init: RequestInit = {}) =>
      handleLegacyRequest(new Request(`http://localhost${path}`, init), partnerDeps());

    it("POST /api/steb signs in with the partner token of {data} or {data:{userData}}", async () => {
      for (const data of [
        { accessTokan: PARTNER_TOKEN },
        { userData: { name: "Student", accessTokan: PARTNER_TOKEN } },
      ]) {
        const response = await call("/api/steb", { method: "POST", body: JSON.stringify({ data }) });
        expect(response.status).toBe(200);
        const body = answers.signedIn.parse(await response.json());
        expect(response.headers.get("authorization")).toBe(body.token);
        expect(body.user._id).toBe(rest.users.student.id);
      }
    });

    it("POST /api/steb refuses user data without a token, a refused token, and a site without the partner platform", async () => {
      await expectRefused(
        await call("/api/steb", {
          method: "POST",
          body: JSON.stringify({ data: { userData: { national_id: "1000000001", type: 4 } } }),
        }),
        401,
        "The partner platform's sign-in token (accessTokan) is missing.",
      );
      await expectRefused(
        await call("/api/steb", {
          method: "POST",
          body: JSON.stringify({ data: { accessTokan: "forged" } }),
        }),
        401,
        "We could not sign you in through the partner platform.",
      );
      await expectRefused(
        await call("/api/steb", { method: "POST", body: JSON.stringify({}) }),
        400,
        /^data: /,
      );
      await expectRefused(
        await postJson("/api/steb", { data: { accessTokan: PARTNER_TOKEN } }),
        401,
        "Sign-in through the partner platform is not enabled on this site.",
      );
    });

    it("GET /api/loginseason/?token=&type=WRO answers success, user.jwt and user.user[0]", async () => {
      const response = await call(`/api/loginseason/?token=${PARTNER_TOKEN}&type=WRO`);
      expect(response.status).toBe(200);
      const body = answers.loginSeason.parse(await response.json());
      expect(await verifyAccessToken(body.user.jwt, { secret: TEST_TOKEN_SECRET })).toEqual({
        id: student.id,
        type: 0,
        sessionVersion: 0,
      });
      expect(body.user.user[0]).toMatchObject({ _id: student.id, national_id: "1000000010" });
      await expectRefused(await call("/api/loginseason/?token=forged&type=WRO"), 401, /partner platform/);
      await expectRefused(await call("/api/loginseason/?type=WRO"), 400, "token: token is required.");
      await expectRefused(
        await call(`/api/loginseason/?token=${PARTNER_TOKEN}&type=XYZ`),
        400,
        'type: type is "WRO".',
      );
      await expectRefused(
        await rest.call(`/api/loginseason/?token=${PARTNER_TOKEN}&type=WRO`),
        401,
        "Sign-in through the partner platform is not enabled on this site.",
      );
    });
  });

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
