import { verifyPassword } from "../password.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@wro/constants";
import { authMessages } from "../messages.ts";
import { insertUser, rejection, TEST_PASSWORD } from "../testing/users.ts";
import { signUpSchema, type SignUpInput } from "../validation.ts";
import { asDuplicateError } from "./duplicates.ts";
import { createLocalIdentityProvider } from "./local.ts";
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

describe.each(testDatabaseKinds)("local identity provider on %s", (kind) => {
  let database: TestDatabase;
  let provider: IdentityProvider;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provider = createLocalIdentityProvider(database.db);
  });
  afterAll(() => database?.close());

  it("signs a student up and in at once, storing a hash, a lowercase e-mail and an E.164 phone", async () => {
    const outcome = await provider.signUp(form());
    expect(outcome).toMatchObject({
      kind: "signedIn",
      user: { name: "Sara Student", email: "sara@example.org", type: 0, verified: true, status: true },
    });
    expect(JSON.stringify(outcome)).not.toMatch(/scrypt|passwordHash|sara-password/);

    const row = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1100000001" } });
    expect(row).toMatchObject({
      email: "sara@example.org",
      phoneNumber: "+966501234567",
      verified: true,
      isAdmin: false,
    });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("sara-password", row.passwordHash!)).toBe(true);
  });

  it("signs the new student in with the same credentials, by national ID or e-mail in any case", async () => {
    const byNationalId = await provider.signIn({ login: "1100000001", password: "sara-password" });
    expect(byNationalId).toMatchObject({ kind: "signedIn", user: { nationalId: "1100000001" } });
    const byEmail = await provider.signIn({ login: "SARA@example.org", password: "sara-password" });
    expect(byEmail).toMatchObject({ kind: "signedIn", user: { nationalId: "1100000001" } });
    expect(JSON.stringify(byEmail)).not.toMatch(/scrypt|passwordHash/);
  });

  it("keeps a new coach unverified and tells them to verify, until an admin verifies them", async () => {
    const coach = form({ national_id: "1200000001", email: "coach@example.org", type: "1" });
    expect(await provider.signUp(coach)).toEqual({ kind: "verifyAccount" });
    const row = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1200000001" } });
    expect(row).toMatchObject({ type: 1, verified: false });

    expect(await provider.signIn({ login: "1200000001", password: "sara-password" })).toEqual(
      rejection("accountUnverified", "awaitingVerification"),
    );
    await database.db.user.update({ where: { id: row.id }, data: { verified: true } });
    expect(await provider.signIn({ login: "1200000001", password: "sara-password" })).toMatchObject({
      kind: "signedIn",
    });
  });

  it("refuses a second account with the same national ID or e-mail, naming the field, and creates nothing", async () => {
    const before = await database.db.user.count();
    const byNationalId = await provider
      .signUp(form({ email: "other@example.org" }))
      .catch((error: unknown) => error);
    expect(byNationalId).toBeInstanceOf(AppError);
    expect(byNationalId).toMatchObject({
      code: "duplicate",
      message: "nationalIdTaken",
      details: { field: "national_id" },
    });
    const byEmail = await provider
      .signUp(form({ national_id: "1100000009", email: "SARA@EXAMPLE.ORG" }))
      .catch((e: unknown) => e);
    expect(byEmail).toMatchObject({
      code: "duplicate",
      message: authMessages.emailTaken,
      details: { field: "email" },
    });
    expect(await database.db.user.count()).toBe(before);
  });

  it("names the field when two sign-ups race past the check and the database refuses the second", async () => {
    const error = await database.db.user
      .create({
        data: {
          name: "Race",
          email: "race@example.org",
          nationalId: "1100000001",
          phoneNumber: "+966501234567",
        },
      })
      .catch((caught: unknown) => caught);
    expect(asDuplicateError(error)).toMatchObject({ code: "duplicate", details: { field: "national_id" } });
    const emailError = await database.db.user
      .create({
        data: {
          name: "Race",
          email: "sara@example.org",
          nationalId: "1100000077",
          phoneNumber: "+966501234567",
        },
      })
      .catch((caught: unknown) => caught);
    expect(asDuplicateError(emailError)).toMatchObject({ details: { field: "email" } });
    expect(asDuplicateError(new Error("other"))).toBeNull();
  });

  it("gives the same answer for an unknown account and a wrong password", async () => {
    const unknown = await provider.signIn({ login: "1999999999", password: "sara-password" });
    const wrong = await provider.signIn({ login: "1100000001", password: "not-her-password" });
    expect(unknown).toEqual(rejection("invalidCredentials", authMessages.invalidCredentials));
    expect(wrong).toEqual(unknown);
  });

  it("refuses a disabled account, and one without a password", async () => {
    const disabled = await insertUser(database.db, { status: false });
    expect(await provider.signIn({ login: disabled.nationalId, password: TEST_PASSWORD })).toEqual(
      rejection("accountDisabled", authMessages.accountDisabled),
    );
    // A disabled account answers a wrong password like any other: its state is not revealed.
    expect(await provider.signIn({ login: disabled.nationalId, password: "wrong" })).toMatchObject({
      code: "invalidCredentials",
    });
    const partnerOnly = await insertUser(database.db, { passwordHash: null, stebUserId: "steb-9" });
    expect(await provider.signIn({ login: partnerOnly.nationalId, password: "" })).toMatchObject({
      code: "invalidCredentials",
    });
  });

  it("does not take partner single sign-on tokens", async () => {
    expect(await provider.signIn({ partnerToken: "anything" })).toMatchObject({
      kind: "rejected",
      code: "invalidCredentials",
    });
  });
});
