import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppError } from "@wro/constants";
import { authMessages } from "../messages.ts";
import { refusingUrl, startPartnerDouble, type PartnerDouble } from "../testing/partner-double.ts";
import { insertUser, rejection } from "../testing/users.ts";
import { signUpSchema, type SignUpInput } from "../validation.ts";
import { createPartnerIdentityProvider } from "./partner.ts";
import type { IdentityProvider } from "./types.ts";

const form = (overrides: Partial<SignUpInput> = {}) =>
  signUpSchema.parse({
    name: "Sara Student",
    email: "Sara@Example.org",
    national_id: "1100000001",
    phone_number: "0501234567",
    password: "sara-password",
    c_password: "sara-password",
    type: 0,
    ...overrides,
  });

const signUpError = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

describe.each(testDatabaseKinds)("partner identity provider on %s", (kind) => {
  let database: TestDatabase;
  let platform: PartnerDouble;
  let provider: IdentityProvider;
  const verifyUrl = "https://steb.example/verify";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    platform = await startPartnerDouble();
    // Patient enough for a busy machine: only the timeout test below waits on purpose.
    provider = createPartnerIdentityProvider(database.db, {
      baseUrl: platform.url,
      verifyUrl,
      timeoutMs: 10_000,
    });
    // The provider logs platform failures for operators; keep test output readable.
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(async () => {
    platform.reset();
    await database.db.user.deleteMany();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await platform?.close();
    await database?.close();
  });

  it("signs a student up on the platform and mirrors the account (steb_user_id, no password)", async () => {
    const outcome = await provider.signUp(form());
    expect(outcome).toMatchObject({
      kind: "signedIn",
      user: { nationalId: "1100000001", email: "sara@example.org", type: 0 },
    });
    expect(platform.requests[0]?.fields).toMatchObject({
      national_id: "1100000001",
      phone_number: "+966501234567",
      type: "0",
    });
    const row = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1100000001" } });
    expect(row).toMatchObject({ stebUserId: "steb-1", passwordHash: null, verified: true });
  });

  it("sends a new coach to the platform to verify, without mirroring them yet", async () => {
    expect(await provider.signUp(form({ type: 1 }))).toEqual({ kind: "verifyAccount", verifyUrl });
    expect(await database.db.user.count()).toBe(0);
  });

  it("lets a coach sign in once the platform has verified the account (the coach journey)", async () => {
    expect(await provider.signUp(form({ type: 1 }))).toEqual({ kind: "verifyAccount", verifyUrl });
    const credentials = { login: "1100000001", password: "sara-password" };
    expect(await provider.signIn(credentials)).toMatchObject({
      kind: "rejected",
      code: "invalidCredentials",
    });
    platform.verify("1100000001");
    expect(await provider.signIn(credentials)).toMatchObject({
      kind: "signedIn",
      user: { nationalId: "1100000001", type: 1 },
    });
    expect(await database.db.user.findUniqueOrThrow({ where: { nationalId: "1100000001" } })).toMatchObject({
      stebUserId: "steb-1",
      type: 1,
    });
  });

  it("shows the platform's own msg when it refuses a sign-up (spec §8)", async () => {
    await provider.signUp(form());
    const error = await signUpError(provider.signUp(form({ national_id: "1100000002" })));
    expect(error).toMatchObject({ code: "partnerRejected", message: "The email has already been taken." });
  });

  it.each([
    ["a body that is not JSON", { body: "<html>oops</html>" }, authMessages.partnerSignUpFailed],
    ["an HTTP 502", { status: 502, body: "Bad Gateway" }, authMessages.partnerUnavailable],
    ["success:false without msg", { json: { success: false } }, authMessages.partnerSignUpFailed],
  ] as const)("turns %s on sign-up into a clear message", async (_case, reply, message) => {
    platform.override("register", () => reply);
    const error = await signUpError(provider.signUp(form()));
    expect(error).toMatchObject({ message });
    expect(await database.db.user.count()).toBe(0);
  });

  it("says the platform is not responding when it times out or refuses connections", async () => {
    platform.override("register", () => "hang");
    const impatient = createPartnerIdentityProvider(database.db, {
      baseUrl: platform.url,
      verifyUrl,
      timeoutMs: 300,
    });
    expect(await signUpError(impatient.signUp(form()))).toMatchObject({
      code: "partnerUnavailable",
      message: authMessages.partnerUnavailable,
    });
    const offline = createPartnerIdentityProvider(database.db, {
      baseUrl: await refusingUrl(),
      verifyUrl,
      timeoutMs: 300,
    });
    expect(await offline.signIn({ login: "1100000001", password: "x" })).toEqual(
      rejection("partnerUnavailable", authMessages.partnerUnavailable),
    );
  });

  it("signs in with the same credentials right after sign-up, and updates the mirrored row", async () => {
    await provider.signUp(form());
    const result = await provider.signIn({ login: "sara@example.org", password: "sara-password" });
    expect(result).toMatchObject({ kind: "signedIn", user: { nationalId: "1100000001" } });
    expect(await database.db.user.count()).toBe(1);
  });

  it("gives the same answer for an unknown account and a wrong password", async () => {
    await provider.signUp(form());
    const wrong = await provider.signIn({ login: "1100000001", password: "wrong-password" });
    const unknown = await provider.signIn({ login: "1999999999", password: "sara-password" });
    expect(wrong).toEqual(rejection("invalidCredentials", authMessages.invalidCredentials));
    expect(unknown).toEqual(wrong);
  });

  it("signs in with a single sign-on token (loginseason) and links an existing row by national ID", async () => {
    await provider.signUp(form());
    await database.db.user.deleteMany();
    const existing = await insertUser(database.db, {
      nationalId: "1100000001",
      email: "old@example.org",
      stebUserId: null,
      type: 1,
    });
    const token = platform.issueToken("1100000001");

    const result = await provider.signIn({ partnerToken: token });
    expect(result).toMatchObject({
      kind: "signedIn",
      user: { id: existing.id, email: "sara@example.org", type: 0 },
    });
    expect(await database.db.user.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      stebUserId: "steb-1",
    });
    expect(await provider.signIn({ partnerToken: "not-issued" })).toEqual(
      rejection("invalidCredentials", authMessages.partnerSignInFailed),
    );
  });

  it("refuses an account an admin disabled here, even though the platform accepts it", async () => {
    await provider.signUp(form());
    await database.db.user.updateMany({ data: { status: false } });
    expect(await provider.signIn({ login: "1100000001", password: "sara-password" })).toMatchObject({
      code: "accountDisabled",
    });
  });

  it("never makes or takes over an admin through the platform", async () => {
    platform.override("login", () => ({
      json: {
        success: true,
        user: { _id: 77, name: "Mallory", email: "m@example.org", national_id: 1300000001, type: 4 },
      },
    }));
    const promoted = await provider.signIn({ login: "1300000001", password: "x" });
    expect(promoted).toMatchObject({ kind: "signedIn", user: { type: 0 } });

    const admin = await insertUser(database.db, { type: 4, nationalId: "1000000001" });
    platform.override("login", () => ({
      json: {
        success: true,
        user: { _id: 78, name: "Mallory", email: "x@example.org", national_id: admin.nationalId },
      },
    }));
    expect(await provider.signIn({ login: admin.nationalId, password: "x" })).toEqual(
      rejection("accountConflict", authMessages.partnerAccountConflict),
    );
    expect(await database.db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      type: 4,
      stebUserId: null,
    });
  });

  it("shows a clear message, not the platform's noise, when its sign-in answer is broken", async () => {
    platform.override("login", () => ({ body: "Fatal error: Uncaught PDOException" }));
    expect(await provider.signIn({ login: "1100000001", password: "x" })).toEqual(
      rejection("partnerUnavailable", authMessages.partnerSignInFailed),
    );
    platform.override("login", () => ({ status: 500, json: { success: false, msg: "SQLSTATE[HY000]" } }));
    expect(await provider.signIn({ login: "1100000001", password: "x" })).toMatchObject({
      message: authMessages.partnerUnavailable,
    });
  });
});
