import { randomBytes } from "node:crypto";
import { AppError } from "@wro/constants";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import type { Session } from "next-auth";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { Secret, TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "./client-ip.ts";
import { parseAuthEnv } from "./env.ts";
import { createLocalIdentityProvider } from "./identity/local.ts";
import { authMessages } from "./messages.ts";
import { createAuthOptions, credentialsProviderIds } from "./next-auth-options.ts";
import { createAuthRateLimiter } from "./rate-limit.ts";
import {
  beginEnrolment,
  confirmEnrolment,
  decryptTotpSecret,
  disableSecondFactor,
  hasSecondFactor,
  secondFactorStatus,
  verifySecondFactor,
  type SecondFactorDeps,
} from "./second-factor.ts";
import { createSessionReader } from "./session-caller.ts";
import { signInWithPassword, type SignInDeps } from "./sign-in.ts";
import { sessionCookies } from "./testing/session.ts";
import { insertUser, TEST_PASSWORD } from "./testing/users.ts";

const AUTH_SECRET = "test-secret-test-secret-test-secret-123";
/** A fixed moment, 5 seconds into a 30-second step. */
const START = Date.parse("2026-03-01T10:00:05Z");
const STEP_MS = 30_000;

/**
 * The code an authenticator app shows for `secret` at `time` (ms), computed by the library with
 * the settings apps use (spelled out here, not taken from the module under test).
 */
const codeAt = (secret: string, time: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: time,
  });

/** A code that is none of the three accepted around `time`. */
function wrongCodeAt(secret: string, time: number): string {
  const accepted = new Set([-1, 0, 1].map((steps) => codeAt(secret, time + steps * STEP_MS)));
  for (let guess = 0; ; guess++) {
    const code = String(guess).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (!AppError.is(error)) throw error;
      return error.message;
    },
  );

describe.each(testDatabaseKinds)("two-step sign-in (TOTP) on %s", (kind) => {
  let database: TestDatabase;
  let clock = START;
  const deps = (extra: Partial<SecondFactorDeps> = {}): SecondFactorDeps & SignInDeps => ({
    db: database.db,
    identity: createLocalIdentityProvider(database.db),
    authSecret: AUTH_SECRET,
    // Each test its own counters, so that one test's failures never lock another's account.
    rateLimiter: createAuthRateLimiter({ keyPrefix: `wro-test:${randomBytes(6).toString("hex")}` }),
    now: () => new Date(clock),
    ...extra,
  });

  /** An admin with two-step sign-in on (enrolled at START), with its secret and recovery codes. */
  async function enrolledAdmin(shared = deps()) {
    clock = START;
    const admin = await insertUser(database.db, { type: 4 });
    const enrolment = await beginEnrolment(shared, { id: admin.id, label: admin.email });
    const { recoveryCodes } = await confirmEnrolment(
      shared,
      admin.id,
      codeAt(enrolment.secret, clock),
      "203.0.113.1",
    );
    return { admin, secret: enrolment.secret, recoveryCodes };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("enrols with an otpauth URI for authenticator apps, and stores the secret encrypted until a code confirms it", async () => {
    clock = START;
    const admin = await insertUser(database.db, { type: 4, email: `enrol.${kind}@example.org` });
    const enrolment = await beginEnrolment(deps(), { id: admin.id, label: admin.email });

    const parsed = URI.parse(enrolment.uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({
      issuer: "WRO Saudi Arabia",
      label: admin.email,
      algorithm: "SHA1",
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe(enrolment.secret);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const stored = await database.db.totpFactor.findUniqueOrThrow({ where: { userId: admin.id } });
    expect(stored.enrolledAt).toBeNull();
    expect(stored.encryptedSecret).not.toBe(enrolment.secret);
    expect(stored.encryptedSecret).not.toContain(enrolment.secret);
    expect(decryptTotpSecret(AUTH_SECRET, admin.id, stored.encryptedSecret)).toBe(enrolment.secret);
    // Only the key from AUTH_SECRET opens it, and only for its own account.
    expect(
      decryptTotpSecret("another-secret-another-secret-another", admin.id, stored.encryptedSecret),
    ).toBeNull();
    expect(decryptTotpSecret(AUTH_SECRET, "someone-else", stored.encryptedSecret)).toBeNull();

    // Pending: the admin still signs in with the password alone.
    expect(await hasSecondFactor(database.db, admin.id)).toBe(false);
    const user = await signInWithPassword(
      deps(),
      "admin",
      { login: admin.email, password: TEST_PASSWORD },
      undefined,
    );
    expect(user).not.toHaveProperty("secondFactor");
  });

  it("confirms the enrolment only with a right code, then gives 10 recovery codes stored as hashes", async () => {
    clock = START;
    const shared = deps();
    const admin = await insertUser(database.db, { type: 4 });
    const { secret } = await beginEnrolment(shared, { id: admin.id, label: admin.email });

    expect(await refusal(confirmEnrolment(shared, admin.id, wrongCodeAt(secret, clock), undefined))).toBe(
      authMessages.secondFactorInvalid,
    );
    expect(await hasSecondFactor(database.db, admin.id)).toBe(false);

    const { recoveryCodes } = await confirmEnrolment(shared, admin.id, codeAt(secret, clock), undefined);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const stored = await database.db.recoveryCode.findMany({ where: { userId: admin.id } });
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((code) => row.codeHash.includes(code.replace(/-/g, "")))).toBe(false);
    }
    expect(await secondFactorStatus(database.db, admin.id)).toEqual({
      enabled: true,
      enrolledAt: new Date(START),
      recoveryCodesLeft: 10,
    });
    // On: starting again is refused until it is turned off.
    expect(await refusal(beginEnrolment(shared, { id: admin.id, label: admin.email }))).toBe(
      authMessages.secondFactorAlreadyOn,
    );
  });

  it("accepts a right code once: a wrong one is refused, and so is the same step again", async () => {
    const shared = deps();
    const { admin, secret } = await enrolledAdmin(shared);
    clock = START + 2 * STEP_MS;

    expect(
      await refusal(verifySecondFactor(shared, admin.id, { code: wrongCodeAt(secret, clock) }, undefined)),
    ).toBe(authMessages.secondFactorInvalid);
    expect(await refusal(verifySecondFactor(shared, admin.id, { code: "12345" }, undefined))).toBe(
      authMessages.secondFactorInvalid,
    );

    const code = codeAt(secret, clock);
    await verifySecondFactor(shared, admin.id, { code }, undefined);
    // The same code again, seconds later (seen over a shoulder): refused.
    clock += 10_000;
    expect(await refusal(verifySecondFactor(shared, admin.id, { code }, undefined))).toBe(
      authMessages.secondFactorCodeUsed,
    );
    // The step before the one used (still inside the ±1 window): refused too.
    expect(
      await refusal(
        verifySecondFactor(shared, admin.id, { code: codeAt(secret, clock - STEP_MS) }, undefined),
      ),
    ).toBe(authMessages.secondFactorCodeUsed);
    // The next step's code, typed as the app changes: accepted, with spaces and Arabic-Indic digits.
    const next = codeAt(secret, clock + STEP_MS);
    const arabic = [...next].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join("");
    await verifySecondFactor(
      shared,
      admin.id,
      { code: ` ${arabic.slice(0, 3)} ${arabic.slice(3)} ` },
      undefined,
    );
    // Two steps away: outside the window.
    clock = START + 10 * STEP_MS;
    expect(
      await refusal(
        verifySecondFactor(shared, admin.id, { code: codeAt(secret, clock - 2 * STEP_MS) }, undefined),
      ),
    ).toBe(authMessages.secondFactorInvalid);
  });

  it("accepts each recovery code once, however it is typed", async () => {
    const shared = deps();
    const { admin, recoveryCodes } = await enrolledAdmin(shared);
    const [first, second] = recoveryCodes as [string, string];

    await verifySecondFactor(shared, admin.id, { recoveryCode: first }, undefined);
    expect(await refusal(verifySecondFactor(shared, admin.id, { recoveryCode: first }, undefined))).toBe(
      authMessages.recoveryCodeInvalid,
    );
    await verifySecondFactor(
      shared,
      admin.id,
      { recoveryCode: ` ${second.toUpperCase().replace(/-/g, " ")} ` },
      undefined,
    );
    expect(
      await refusal(verifySecondFactor(shared, admin.id, { recoveryCode: "0000-0000-0000" }, undefined)),
    ).toBe(authMessages.recoveryCodeInvalid);
    // Another account's code is not this one's.
    const other = await enrolledAdmin(shared);
    expect(
      await refusal(
        verifySecondFactor(shared, admin.id, { recoveryCode: other.recoveryCodes[0]! }, undefined),
      ),
    ).toBe(authMessages.recoveryCodeInvalid);
    expect((await secondFactorStatus(database.db, admin.id)).recoveryCodesLeft).toBe(8);
  });

  it("asks an enrolled admin for the code after the right password, and signs in with it or a recovery code", async () => {
    const shared = deps();
    const { admin, secret, recoveryCodes } = await enrolledAdmin(shared);
    clock = START + 5 * STEP_MS;
    const password = { login: admin.nationalId, password: TEST_PASSWORD };

    // A wrong password is still just that; the right one asks for the second step.
    expect(
      await refusal(signInWithPassword(shared, "admin", { ...password, password: "wrong" }, undefined)),
    ).toBe(authMessages.invalidCredentials);
    expect(await refusal(signInWithPassword(shared, "admin", password, undefined))).toBe(
      authMessages.secondFactorRequired,
    );
    // On the site's form too (admins may sign in there).
    expect(await refusal(signInWithPassword(shared, "site", { ...password, code: "" }, undefined))).toBe(
      authMessages.secondFactorRequired,
    );
    expect(
      await refusal(
        signInWithPassword(shared, "admin", { ...password, code: wrongCodeAt(secret, clock) }, undefined),
      ),
    ).toBe(authMessages.secondFactorInvalid);
    // A right code with a wrong password tells nothing about the code.
    expect(
      await refusal(
        signInWithPassword(
          shared,
          "admin",
          { ...password, password: "wrong", code: codeAt(secret, clock) },
          undefined,
        ),
      ),
    ).toBe(authMessages.invalidCredentials);

    expect(
      await signInWithPassword(shared, "admin", { ...password, code: codeAt(secret, clock) }, undefined),
    ).toMatchObject({
      id: admin.id,
      secondFactor: true,
    });
    clock += STEP_MS;
    expect(
      await signInWithPassword(shared, "site", { ...password, recoveryCode: recoveryCodes[3] }, undefined),
    ).toMatchObject({ id: admin.id, secondFactor: true });
  });

  it("counts wrong codes like password guesses: 5 per account and address, then a wait", async () => {
    const shared = deps();
    const { admin, secret } = await enrolledAdmin(shared);
    clock = START + 3 * STEP_MS;
    const wrong = wrongCodeAt(secret, clock);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await refusal(verifySecondFactor(shared, admin.id, { code: wrong }, "198.51.100.7"))).toBe(
        authMessages.secondFactorInvalid,
      );
    }
    // Even the right code waits now, recovery codes too; the password limit is another count.
    expect(
      await refusal(verifySecondFactor(shared, admin.id, { code: codeAt(secret, clock) }, "198.51.100.7")),
    ).toBe("tooManyAttempts?minutes=15");
    expect(
      await refusal(
        signInWithPassword(
          shared,
          "admin",
          { login: admin.email, password: TEST_PASSWORD, code: codeAt(secret, clock) },
          "198.51.100.7",
        ),
      ),
    ).toBe("tooManyAttempts?minutes=15");
  });

  it("turns off with a current code: secret and recovery codes deleted, every session ended", async () => {
    const shared = deps();
    const { admin, secret, recoveryCodes } = await enrolledAdmin(shared);
    clock = START + 4 * STEP_MS;
    expect(
      await refusal(disableSecondFactor(shared, admin.id, { code: wrongCodeAt(secret, clock) }, undefined)),
    ).toBe(authMessages.secondFactorInvalid);
    expect(await hasSecondFactor(database.db, admin.id)).toBe(true);

    await disableSecondFactor(shared, admin.id, { code: codeAt(secret, clock) }, undefined);
    expect(await hasSecondFactor(database.db, admin.id)).toBe(false);
    expect(await database.db.totpFactor.count({ where: { userId: admin.id } })).toBe(0);
    expect(await database.db.recoveryCode.count({ where: { userId: admin.id } })).toBe(0);
    expect((await database.db.user.findUniqueOrThrow({ where: { id: admin.id } })).sessionVersion).toBe(1);
    expect(
      await refusal(verifySecondFactor(shared, admin.id, { recoveryCode: recoveryCodes[0] }, undefined)),
    ).toBe(authMessages.recoveryCodeInvalid);
    expect(
      await refusal(disableSecondFactor(shared, admin.id, { code: codeAt(secret, clock) }, undefined)),
    ).toBe(authMessages.secondFactorNotOn);
    // The password alone signs in again.
    expect(
      await signInWithPassword(shared, "admin", { login: admin.email, password: TEST_PASSWORD }, undefined),
    ).not.toHaveProperty("secondFactor");
  });

  it("after AUTH_SECRET changes, says the app can no longer be checked, and a recovery code still signs in", async () => {
    const { admin, secret, recoveryCodes } = await enrolledAdmin();
    clock = START + 6 * STEP_MS;
    const rotated = deps({ authSecret: "a-new-auth-secret-a-new-auth-secret-123" });
    const password = { login: admin.email, password: TEST_PASSWORD };
    expect(
      await refusal(
        signInWithPassword(rotated, "admin", { ...password, code: codeAt(secret, clock) }, undefined),
      ),
    ).toBe(authMessages.secondFactorUnreadable);
    expect(
      await signInWithPassword(rotated, "admin", { ...password, recoveryCode: recoveryCodes[0] }, undefined),
    ).toMatchObject({ secondFactor: true });
  });

  it("carries the second factor from the sign-in form to the JWT, the session and the api caller", async () => {
    const { admin, secret } = await enrolledAdmin();
    clock = START + 8 * STEP_MS;
    const env = parseAuthEnv({ AUTH_SECRET });
    const options = createAuthOptions({
      db: database.db,
      env,
      identity: createLocalIdentityProvider(database.db),
      rateLimiter: createAuthRateLimiter({ keyPrefix: `wro-test:${randomBytes(6).toString("hex")}` }),
      now: () => new Date(clock),
    });
    const provider = options.providers
      .map((entry) => (entry as unknown as { options: Pick<CredentialsConfig, "id" | "authorize"> }).options)
      .find((settings) => settings.id === credentialsProviderIds.admin)!;
    const authorize = (credentials: Record<string, string>) =>
      provider.authorize(credentials, {
        headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.70" },
        body: credentials,
        method: "POST",
        query: {},
      });
    const password = { login: admin.nationalId, password: TEST_PASSWORD };

    // next-auth hands the form the message code as its error.
    await expect(authorize(password)).rejects.toThrow(authMessages.secondFactorRequired);
    const user = await authorize({ ...password, code: codeAt(secret, clock) });
    expect(user).toMatchObject({ id: admin.id, secondFactor: true });

    const token = await options.callbacks!.jwt!({
      token: { sub: admin.id },
      user: user!,
      account: null,
      trigger: "signIn",
    });
    expect(token).toMatchObject({ sub: admin.id, mfa: true });
    const session = (await options.callbacks!.session!({
      session: { expires: "2026-03-01T18:00:00.000Z" } as Session,
      token,
      user: undefined as never,
      newSession: undefined,
      trigger: "update",
    })) as Session;
    expect(session.user).toMatchObject({ id: admin.id, secondFactor: true });
    const read = createSessionReader({ db: database.db, env, now: () => new Date(clock) });
    expect(await read(await sessionCookies(token, env.secret))).toMatchObject({
      kind: "user",
      secondFactor: true,
    });

    // A password-only sign-in (an admin without the second factor) carries no such mark.
    const plain = await insertUser(database.db, { type: 4 });
    const plainUser = await authorize({ login: plain.nationalId, password: TEST_PASSWORD });
    const plainToken = await options.callbacks!.jwt!({
      token: { sub: plain.id },
      user: plainUser!,
      account: null,
      trigger: "signIn",
    });
    expect(plainToken).not.toHaveProperty("mfa");
    expect(await read(await sessionCookies(plainToken, env.secret))).toMatchObject({ kind: "user" });
    expect(await read(await sessionCookies(plainToken, env.secret))).not.toHaveProperty("secondFactor");
  });
});
