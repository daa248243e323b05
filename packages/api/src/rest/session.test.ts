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

  const postJson: RestTestBed["postJson"] = (...args) => rest.postJson(...args);

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
});
