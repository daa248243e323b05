import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import type { AuthOptions, Session } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFromAccessToken, callerFromToken, revokeSessions } from "./caller.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-ip.ts";
import { parseAuthEnv } from "./env.ts";
import { createLocalIdentityProvider } from "./identity/local.ts";
import { authMessages } from "./messages.ts";
import { createAuthOptions, credentialsProviderIds } from "./next-auth-options.ts";
import { createAuthRateLimiter } from "./rate-limit.ts";
import { createSessionReader } from "./session-caller.ts";
import { sessionCookies } from "./testing/session.ts";
import { insertUser, TEST_PASSWORD } from "./testing/users.ts";
import { signAccessToken } from "./tokens.ts";

const env = parseAuthEnv({ AUTH_SECRET: "test-secret-test-secret-test-secret-123" });

/** next-auth keeps a Credentials provider's own settings under `options` until it merges them. */
const settingsOf = (provider: unknown) =>
  (provider as { options: Pick<CredentialsConfig, "id" | "authorize"> }).options;

function authorizer(options: AuthOptions, id: string) {
  const provider = options.providers.map(settingsOf).find((settings) => settings.id === id);
  if (!provider) throw new Error(`no provider ${id}`);
  return async (credentials: Record<string, string>, ip = "203.0.113.7") =>
    provider.authorize(credentials, {
      headers: { [CLIENT_ADDRESS_HEADER]: ip },
      body: credentials,
      method: "POST",
      query: {},
    });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error as Error).message,
  );

describe.each(testDatabaseKinds)("next-auth options on %s", (kind) => {
  let database: TestDatabase;
  let options: AuthOptions;
  let student: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    options = createAuthOptions({
      db: database.db,
      env,
      identity: createLocalIdentityProvider(database.db),
      rateLimiter: createAuthRateLimiter({
        policy: {
          perAccount: { points: 3, durationSeconds: 60 },
          perAccountAnyAddress: { points: 100, durationSeconds: 60 },
          perAddress: { points: 50, durationSeconds: 60 },
        },
      }),
    });
    student = await insertUser(database.db, { name: "Sara", type: 0 });
    admin = await insertUser(database.db, { name: "Admin", type: 4, email: "admin@example.org" });
  });
  afterAll(() => database?.close());

  it("uses JWT sessions of 8 hours in an HttpOnly cookie, secure in production", () => {
    expect(options.session).toEqual({ strategy: "jwt", maxAge: 8 * 60 * 60 });
    expect(options.secret).toBe(env.secret);
    expect(options.cookies?.sessionToken).toEqual({
      name: "next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false },
    });
    const production = createAuthOptions({
      db: database.db,
      env: parseAuthEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(40) }),
      identity: createLocalIdentityProvider(database.db),
      rateLimiter: createAuthRateLimiter(),
    });
    expect(production.useSecureCookies).toBe(true);
    expect(production.cookies?.sessionToken).toMatchObject({
      name: "__Secure-next-auth.session-token",
      options: { httpOnly: true, secure: true },
    });
  });

  it("signs a student in on the site and gives next-auth only { id, type, name } and the session version", async () => {
    const user = await authorizer(
      options,
      credentialsProviderIds.site,
    )({ login: student.nationalId, password: TEST_PASSWORD });
    expect(user).toEqual({ id: student.id, type: 0, name: "Sara", sessionVersion: 0 });
  });

  it("refuses control characters in a login with a clear message, never the database's text", async () => {
    const site = authorizer(options, credentialsProviderIds.site);
    for (const login of ["1100\u0000000001", "\u202eadmin@example.org"]) {
      expect(await refusal(site({ login, password: TEST_PASSWORD }, "203.0.113.30"))).toBe(
        authMessages.forbiddenCharacters,
      );
    }
  });

  it("signs an admin in with national ID or e-mail, on the admin form and on the site", async () => {
    const adminForm = authorizer(options, credentialsProviderIds.admin);
    expect(await adminForm({ login: admin.nationalId, password: TEST_PASSWORD })).toEqual({
      id: admin.id,
      type: 4,
      name: "Admin",
      sessionVersion: 0,
    });
    expect(
      await adminForm({ login: "ADMIN@example.org", password: TEST_PASSWORD }, "203.0.113.8"),
    ).toMatchObject({ id: admin.id });
    const site = authorizer(options, credentialsProviderIds.site);
    expect(await site({ login: admin.email, password: TEST_PASSWORD }, "203.0.113.9")).toMatchObject({
      type: 4,
    });
  });

  it("refuses a student on the admin form with the wrong-password message", async () => {
    const adminForm = authorizer(options, credentialsProviderIds.admin);
    expect(
      await refusal(adminForm({ login: student.nationalId, password: TEST_PASSWORD }, "198.51.100.1")),
    ).toBe(authMessages.invalidCredentials);
  });

  it("signs gate staff in on the admin form (the back office then shows them only the gate screen)", async () => {
    const gate = await insertUser(database.db, { name: "Gate", type: 5 });
    const adminForm = authorizer(options, credentialsProviderIds.admin);
    expect(await adminForm({ login: gate.nationalId, password: TEST_PASSWORD }, "198.51.100.2")).toEqual({
      id: gate.id,
      type: 5,
      name: "Gate",
      sessionVersion: 0,
    });
  });

  it("asks for both fields: 'Please fill in all fields, Email or Password is Empty!'", async () => {
    const adminForm = authorizer(options, credentialsProviderIds.admin);
    expect(await refusal(adminForm({ login: "", password: "" }))).toBe("signInFieldsEmpty");
    expect(await refusal(adminForm({ login: admin.nationalId }))).toBe(authMessages.signInFieldsEmpty);
  });

  it("answers an unknown account and a wrong password alike, then rate-limits the account for that address", async () => {
    const site = authorizer(options, credentialsProviderIds.site);
    const ip = "198.51.100.50";
    const unknown = await refusal(site({ login: "1999999999", password: TEST_PASSWORD }, ip));
    expect(unknown).toBe(authMessages.invalidCredentials);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusal(site({ login: student.nationalId, password: "wrong" }, ip))).toBe(unknown);
    }
    // Even the right password waits now; another address is not affected.
    expect(await refusal(site({ login: student.nationalId, password: TEST_PASSWORD }, ip))).toBe(
      "tooManyAttempts?minutes=1",
    );
    expect(await site({ login: student.nationalId, password: TEST_PASSWORD }, "198.51.100.51")).toMatchObject(
      { id: student.id },
    );
  });

  it("counts failed sign-ins per account whichever login spelling is used; unknown logins lock alike", async () => {
    const site = authorizer(options, credentialsProviderIds.site);
    const layla = await insertUser(database.db, { name: "Layla", type: 0 });
    const ip = "198.51.100.60";
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusal(site({ login: layla.nationalId, password: "wrong" }, ip))).toBe(
        authMessages.invalidCredentials,
      );
    }
    // The e-mail spelling of the same account is locked too, even with the right password.
    expect(await refusal(site({ login: layla.email.toUpperCase(), password: TEST_PASSWORD }, ip))).toBe(
      "tooManyAttempts?minutes=1",
    );
    // A login naming no account answers the same way, in the same number of tries.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusal(site({ login: "nobody@example.org", password: "wrong" }, ip))).toBe(
        authMessages.invalidCredentials,
      );
    }
    expect(await refusal(site({ login: "nobody@example.org", password: "wrong" }, ip))).toBe(
      "tooManyAttempts?minutes=1",
    );
  });

  it("ends a session 7 days after sign-in for visitors, 12 hours for admins, however often it is refreshed", async () => {
    const start = Date.parse("2025-10-01T08:00:00Z");
    let clock = start;
    const at = (hours: number) => (clock = start + hours * 60 * 60 * 1000);
    const timed = createAuthOptions({
      db: database.db,
      env,
      identity: createLocalIdentityProvider(database.db),
      rateLimiter: createAuthRateLimiter(),
      now: () => new Date(clock),
    });
    const jwt = timed.callbacks!.jwt!;
    const signIn = (user: { id: string; type: number }) =>
      jwt({
        token: { sub: user.id },
        user: { id: user.id, type: user.type, name: "x", sessionVersion: 0 },
        account: null,
        trigger: "signIn",
      });
    const refresh = (token: JWT) => jwt({ token, user: undefined as never, account: null });
    /** Refreshes every 7 hours (inside the 8-hour sliding window) until `untilHours`. */
    const keepActive = async (token: JWT, untilHours: number) => {
      for (let hours = 7; hours < untilHours; hours += 7) {
        at(hours);
        token = await refresh(token);
      }
      return token;
    };

    at(0);
    const visitorToken = await signIn(student);
    expect(visitorToken.sat).toBe(start / 1000);
    const week = 7 * 24;
    const lastVisitorToken = await keepActive(visitorToken, week);
    at(week - 1 / 60);
    expect(await refresh(lastVisitorToken)).toMatchObject({ sub: student.id, sat: start / 1000 });
    at(week);
    await expect(refresh(lastVisitorToken)).rejects.toMatchObject({ name: "AppError", code: "sessionEnded" });

    at(0);
    const adminToken = await signIn(admin);
    const lastAdminToken = await keepActive(adminToken, 12);
    at(12 - 1 / 60);
    expect(await refresh(lastAdminToken)).toMatchObject({ sub: admin.id });
    at(12);
    await expect(refresh(lastAdminToken)).rejects.toMatchObject({ name: "AppError", code: "sessionEnded" });

    // The session tells the browser the absolute end when it comes before the sliding one.
    at(11);
    const session = (await timed.callbacks!.session!({
      session: { expires: new Date(start + 19 * 60 * 60 * 1000).toISOString() } as Session,
      token: lastAdminToken,
      user: undefined as never,
      newSession: undefined,
      trigger: "update",
    })) as Session;
    expect(session.expires).toBe(new Date(start + 12 * 60 * 60 * 1000).toISOString());

    // A session from before sign-in times were kept starts its lifetime at its next refresh.
    at(100);
    const legacy = await refresh({ sub: admin.id, type: 4, ver: 0 });
    expect(legacy.sat).toBe(start / 1000 + 100 * 60 * 60);
    at(111);
    expect(await refresh(legacy)).toMatchObject({ sub: admin.id });
    at(112);
    await expect(refresh(legacy)).rejects.toMatchObject({ name: "AppError", code: "sessionEnded" });
  });

  it("refuses a disabled account", async () => {
    const disabled = await insertUser(database.db, { status: false });
    expect(
      await refusal(
        authorizer(
          options,
          credentialsProviderIds.site,
        )({ login: disabled.nationalId, password: TEST_PASSWORD }),
      ),
    ).toBe(authMessages.accountDisabled);
  });

  it("offers partner single sign-on only with the partner provider", () => {
    const ids = options.providers.map((provider) => settingsOf(provider).id);
    expect(ids).toEqual(["credentials", "admin-credentials"]);
  });

  it("puts { id, type, name } and the session version in the JWT, { id, type, name } in the session", async () => {
    const row = await database.db.user.findUniqueOrThrow({ where: { id: admin.id } });
    const signInUser = { id: admin.id, type: 4, name: "Admin", sessionVersion: 0 };
    const token = await options.callbacks!.jwt!({
      token: { name: "Admin", email: row.email, picture: null, sub: admin.id },
      user: signInUser,
      account: null,
      trigger: "signIn",
    });
    expect(token).toEqual({ sub: admin.id, name: "Admin", type: 4, ver: 0, sat: expect.any(Number) });

    const cookie = await encode({ token, secret: env.secret });
    const decoded = await decode({ token: cookie, secret: env.secret });
    expect(decoded).toMatchObject({ sub: admin.id, type: 4, name: "Admin" });
    expect(JSON.stringify(decoded)).not.toContain(row.passwordHash!);
    expect(JSON.stringify(decoded)).not.toContain(row.email);

    // Later requests: the token passes through unchanged.
    expect(await options.callbacks!.jwt!({ token: decoded!, user: undefined as never, account: null })).toBe(
      decoded,
    );

    const session = (await options.callbacks!.session!({
      session: {
        expires: "2025-10-24T14:00:00.000Z",
        user: { name: "x", email: row.email },
      } as unknown as Session,
      token: decoded!,
      user: undefined as never,
      newSession: undefined,
      trigger: "update",
    })) as Session;
    expect(session).toEqual({
      expires: "2025-10-24T14:00:00.000Z",
      user: { id: admin.id, type: 4, name: "Admin" },
    });
  });
  it("ends the account's sessions and API tokens at sign-out: a copied cookie stops working", async () => {
    const user = await insertUser(database.db, { name: "Nora", type: 0 });
    const signedIn = await options.callbacks!.jwt!({
      token: { sub: user.id },
      user: { id: user.id, type: 0, name: "Nora", sessionVersion: 0 },
      account: null,
      trigger: "signIn",
    });
    const accessToken = await signAccessToken({ id: user.id, type: 0 }, { secret: env.secret });
    const later = () => options.callbacks!.jwt!({ token: signedIn, user: undefined as never, account: null });
    expect(await later()).toBe(signedIn);

    await options.events!.signOut!({ token: signedIn, session: undefined as never });

    await expect(later()).rejects.toThrow();
    expect(await callerFromToken(database.db, signedIn)).toEqual({ kind: "anonymous" });
    expect(await callerFromAccessToken(database.db, accessToken, { secret: env.secret })).toEqual({
      kind: "anonymous",
    });
    // The next sign-in carries the new version and works.
    expect(await callerFromToken(database.db, { sub: user.id, ver: 1 })).toMatchObject({ kind: "user" });
  });

  it("makes the api's caller of a session cookie as the JWT callback checks it, without next-auth's route", async () => {
    const start = Date.parse("2025-10-01T08:00:00Z");
    let clock = start;
    const read = createSessionReader({ db: database.db, env, now: () => new Date(clock) });
    const user = await insertUser(database.db, { name: "Huda", type: 2 });
    const signIn = (signedIn: { id: string; type: number; name: string }) =>
      options.callbacks!.jwt!({
        token: { sub: signedIn.id },
        user: { ...signedIn, sessionVersion: 0 },
        account: null,
        trigger: "signIn",
      });
    const cookieOf = async (signedIn: { id: string; type: number; name: string }) =>
      sessionCookies({ ...(await signIn(signedIn)), sat: start / 1000 }, env.secret);
    const cookies = await cookieOf({ id: user.id, type: 2, name: "Huda" });
    expect(await read(cookies)).toEqual({ kind: "user", id: user.id, type: 2, name: "Huda" });

    // Nothing, a cookie of another secret, one under another name, or an altered one: nobody.
    expect(await read({ getAll: () => [] })).toEqual({ kind: "anonymous" });
    const [cookie] = cookies.getAll();
    const other = await sessionCookies({ sub: user.id, ver: 0 }, "another-secret-another-secret-12345");
    expect(await read(other)).toEqual({ kind: "anonymous" });
    expect(await read({ getAll: () => [{ ...cookie!, name: `__Secure-${cookie!.name}` }] })).toEqual({
      kind: "anonymous",
    });
    const parts = cookie!.value.split(".");
    parts[4] = `${parts[4]![0] === "A" ? "B" : "A"}${parts[4]!.slice(1)}`;
    expect(await read({ getAll: () => [{ ...cookie!, value: parts.join(".") }] })).toEqual({
      kind: "anonymous",
    });
    // A cookie next-auth split into chunks reads as the whole.
    const chunks = [cookie!.value.slice(0, 100), cookie!.value.slice(100)].map((value, index) => ({
      name: `${cookie!.name}.${index}`,
      value,
    }));
    expect(await read({ getAll: () => chunks })).toMatchObject({ kind: "user", id: user.id });

    // The account as it is now: a new name and type show at once…
    await database.db.user.update({ where: { id: user.id }, data: { name: "Huda A.", type: 1 } });
    expect(await read(cookies)).toMatchObject({ kind: "user", type: 1, name: "Huda A." });
    // …and the absolute lifetime is the type's now: a visitor's week, an admin's 12 hours.
    clock = start + 13 * 60 * 60 * 1000;
    expect(await read(cookies)).toMatchObject({ kind: "user" });
    await database.db.user.update({ where: { id: user.id }, data: { type: 4 } });
    expect(await read(cookies)).toEqual({ kind: "anonymous" });
    await database.db.user.update({ where: { id: user.id }, data: { type: 2 } });
    clock = start + 7 * 24 * 60 * 60 * 1000;
    expect(await read(cookies)).toEqual({ kind: "anonymous" });
    clock = start;

    // Signed out everywhere (or a new password), then disabled: the same cookie stops working.
    await revokeSessions(database.db, user.id);
    expect(await read(cookies)).toEqual({ kind: "anonymous" });
    const again = await sessionCookies({ sub: user.id, ver: 1, sat: start / 1000 }, env.secret);
    expect(await read(again)).toMatchObject({ kind: "user", id: user.id });
    await database.db.user.update({ where: { id: user.id }, data: { status: false } });
    expect(await read(again)).toEqual({ kind: "anonymous" });
  });
});

describe.each(testDatabaseKinds)("sessions to api callers on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("makes a user caller from a session, a JWT or an access token, with the stored type and name", async () => {
    const coach = await insertUser(database.db, { name: "Coach Khalid", type: 1 });
    const expected = { kind: "user", id: coach.id, type: 1, name: "Coach Khalid" };
    expect(await callerFromToken(database.db, { sub: coach.id })).toEqual(expected);
    const accessToken = await signAccessToken({ id: coach.id, type: 1 }, { secret: env.secret });
    expect(await callerFromAccessToken(database.db, accessToken, { secret: env.secret })).toEqual(expected);

    await database.db.user.update({ where: { id: coach.id }, data: { type: 2, name: "Entity" } });
    expect(await callerFromToken(database.db, { sub: coach.id })).toMatchObject({ type: 2, name: "Entity" });
  });

  it("makes an anonymous caller once the account is disabled or deleted, and without a session", async () => {
    const user = await insertUser(database.db);
    await database.db.user.update({ where: { id: user.id }, data: { status: false } });
    expect(await callerFromToken(database.db, { sub: user.id })).toEqual({ kind: "anonymous" });
    await database.db.user.delete({ where: { id: user.id } });
    expect(await callerFromToken(database.db, { sub: user.id })).toEqual({ kind: "anonymous" });
    expect(await callerFromToken(database.db, null)).toEqual({ kind: "anonymous" });
    expect(await callerFromAccessToken(database.db, "garbage", { secret: env.secret })).toEqual({
      kind: "anonymous",
    });
  });
});
