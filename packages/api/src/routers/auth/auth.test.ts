import { randomInt } from "node:crypto";
import type { TRPCError } from "@trpc/server";
import {
  authMessages,
  createAuthRateLimiter,
  createIdentityProvider,
  hashPassword,
  signInWithPassword,
} from "@wro/auth";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCallerFactory, type Caller, type Context } from "../../trpc.ts";
import { authRouter } from "./router.ts";

const createCaller = createCallerFactory(authRouter);

// Counters may live in a shared Redis (REDIS_URL): fresh addresses and national IDs per run.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const randomNationalId = () => `1${String(randomInt(1e9)).padStart(9, "0")}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Sara Student",
  email: `sara.${randomInt(1e9)}@Example.org`,
  national_id: randomNationalId(),
  phone_number: "0501234567",
  password: "sara robots 2025",
  c_password: "sara robots 2025",
  type: 0,
  ...overrides,
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as TRPCError,
  );

describe.each(testDatabaseKinds)("auth procedures on %s", (kind) => {
  let database: TestDatabase;
  const caller = (who: Caller = { kind: "anonymous" }, ip: string | undefined = randomIp()) =>
    createCaller({ db: database.db, caller: who, ip } satisfies Context);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("signs a student up: signedIn with the public profile; the same credentials then sign in", async () => {
    const input = form();
    const result = await caller().signUp(input);
    expect(result).toEqual({
      outcome: "signedIn",
      user: expect.objectContaining({
        name: "Sara Student",
        email: input.email.toLowerCase(),
        nationalId: input.national_id,
        phoneNumber: "+966501234567",
        type: 0,
        role: "student",
        verified: true,
      }),
    });
    expect(JSON.stringify(result)).not.toMatch(/scrypt|passwordHash|sara robots 2025/);

    // What the site's next-auth Credentials provider runs when it signs the student in.
    const sessionUser = await signInWithPassword(
      {
        db: database.db,
        identity: createIdentityProvider(database.db),
        rateLimiter: createAuthRateLimiter(),
      },
      "site",
      { login: input.email, password: input.password },
      randomIp(),
    );
    expect(sessionUser).toMatchObject({ id: result.user!.id, type: 0, name: "Sara Student" });
  });

  it("signs a coach up: verifyAccount, no session, account waits unverified", async () => {
    const input = form({ type: "1" });
    expect(await caller().signUp(input)).toEqual({ outcome: "verifyAccount" });
    expect(await database.db.user.findUnique({ where: { nationalId: input.national_id } })).toMatchObject({
      type: 1,
      verified: false,
    });
  });

  it("refuses a duplicate national ID or e-mail with CONFLICT and the field's message", async () => {
    const first = form();
    await caller().signUp(first);
    const byNationalId = await failure(caller().signUp(form({ national_id: first.national_id })));
    expect(byNationalId).toMatchObject({
      code: "CONFLICT",
      message: "nationalIdTaken",
    });
    const byEmail = await failure(caller().signUp(form({ email: first.email.toUpperCase() })));
    expect(byEmail).toMatchObject({ code: "CONFLICT", message: "emailTaken" });
  });

  it("answers spec §5's messages as BAD_REQUEST", async () => {
    const missing = await failure(caller().signUp(form({ phone_number: "" })));
    expect(missing).toMatchObject({ code: "BAD_REQUEST" });
    expect(missing?.message).toContain("fillAllFields");
    const mismatch = await failure(caller().signUp(form({ c_password: "other-password" })));
    expect(mismatch?.message).toContain("passwordNotMatched");
    const admin = await failure(caller().signUp(form({ type: 4 })));
    expect(admin?.message).toContain("invalidAccountType");
  });

  it("refuses weak passwords: too short, blank, common or a simple pattern; creates no account", async () => {
    const refused = async (password: string) => {
      const input = form({ password, c_password: password });
      const error = await failure(caller().signUp(input));
      expect(await database.db.user.count({ where: { nationalId: input.national_id } }), password).toBe(0);
      return error;
    };
    // What the audit found accepted: eight spaces, 12345678 and password.
    for (const password of ["        ", "12345678", "password"]) {
      const error = await refused(password);
      expect(error, password).toMatchObject({ code: "BAD_REQUEST" });
      expect(error?.message, password).toContain(authMessages.passwordTooShort);
    }
    const blank = await refused(" ".repeat(12));
    expect(blank?.message).toContain(authMessages.passwordGuessable);
    // Long enough for the browser's check; the server's dictionary refuses them, on the field.
    for (const password of ["passwordpassword", "Password1234", "qwertyuiopasdf", "123456789012"]) {
      const error = await refused(password);
      expect(error, password).toMatchObject({ code: "BAD_REQUEST", message: authMessages.passwordGuessable });
      expect(error?.cause, password).toMatchObject({ name: "AppError", details: { field: "password" } });
    }
  });

  it("keeps signing in accounts whose password was set before the rule", async () => {
    const old = form();
    await database.db.user.create({
      data: {
        name: "Old Account",
        email: old.email.toLowerCase(),
        nationalId: old.national_id,
        phoneNumber: "+966501234567",
        type: 0,
        verified: true,
        passwordHash: await hashPassword("12345678"),
      },
    });
    const signedIn = await signInWithPassword(
      {
        db: database.db,
        identity: createIdentityProvider(database.db),
        rateLimiter: createAuthRateLimiter(),
      },
      "site",
      { login: old.national_id, password: "12345678" },
      randomIp(),
    );
    expect(signedIn).toMatchObject({ name: "Old Account" });
  });

  it("says 'already registered' at most 10 times an hour per address, then every sign-up from it waits", async () => {
    const ip = randomIp();
    const from = (address: string) => caller({ kind: "anonymous" }, address);
    const taken = form();
    await from(ip).signUp(taken);
    // Duplicates are refused before any hashing, so these attempts are cheap.
    for (let attempt = 0; attempt < 10; attempt++) {
      const probe = attempt % 2 ? { email: taken.email } : { national_id: taken.national_id };
      expect(await failure(from(ip).signUp(form(probe)))).toMatchObject({ code: "CONFLICT" });
    }
    // The next probes learn nothing, whichever account they ask about: a free one waits too.
    for (const probe of [{ national_id: taken.national_id }, { email: taken.email }, {}]) {
      expect(await failure(from(ip).signUp(form(probe)))).toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: "tooManyAttempts?minutes=60",
      });
    }
    expect(await from(randomIp()).signUp(form())).toMatchObject({ outcome: "signedIn" });
    expect(await failure(from(randomIp()).signUp(form({ national_id: taken.national_id })))).toMatchObject({
      code: "CONFLICT",
      message: "nationalIdTaken",
    });
  });

  it("me gives a signed-in user their profile, without the password hash", async () => {
    const { user } = await caller().signUp(form());
    const profile = await caller({ kind: "user", id: user!.id, type: 0, name: "Sara Student" }).me();
    expect(profile).toEqual(user);
    expect(Object.keys(profile)).not.toContain("passwordHash");
    expect(JSON.stringify(profile)).not.toMatch(/scrypt/);
  });

  it("me refuses anonymous callers and has nothing for the system", async () => {
    expect(await failure(caller().me())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await failure(caller({ kind: "system", name: "seed" }).me())).toMatchObject({ code: "NOT_FOUND" });
  });
});
