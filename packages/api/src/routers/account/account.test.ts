import { randomInt } from "node:crypto";
import {
  authMessages,
  authRateLimiter,
  callerForUserId,
  createIdentityProvider,
  createPasswordResetToken,
  hashPassword,
  passwordResetTokenState,
  signInWithPassword,
  verifyPassword,
} from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

const PASSWORD = "falcons build robots";
const NEW_PASSWORD = "a brighter robot season";

/** Walk-through 3, M4: the account page's profile, password change and mail language. */
describe.each(testDatabaseKinds)("the account page's procedures on %s", (kind) => {
  let bed: AdminTestBed;
  let counter = 0;
  // A student of their own for each test (counters may live in a shared Redis: random IDs).
  const newStudent = async (extra: { locale?: string } = {}) => {
    counter += 1;
    const digits = String(randomInt(1e8)).padStart(8, "0");
    const user = await bed.database.db.user.create({
      data: {
        name: `Sara ${counter}`,
        email: `sara.${digits}@example.org`,
        nationalId: `11${digits}`,
        phoneNumber: "+966501234567",
        type: 0,
        verified: true,
        passwordHash: await hashPassword(PASSWORD),
        ...extra,
      },
    });
    const caller = await callerForUserId(bed.database.db, user.id);
    return { user, api: bed.caller(caller).account };
  };
  const signIn = (login: string, password: string) =>
    signInWithPassword(
      {
        db: bed.database.db,
        identity: createIdentityProvider(bed.database.db),
        // The process's limiter, as the account procedures use: one count per account.
        rateLimiter: authRateLimiter(),
      },
      "site",
      { login, password },
      undefined,
    ).catch((error: unknown) => error);

  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("shows the person's profile with the national ID masked, and nothing to anonymous callers", async () => {
    const { user, api } = await newStudent({ locale: "ar" });
    const own = await api.own();
    expect(own).toEqual({
      name: user.name,
      email: user.email,
      phoneNumber: "+966501234567",
      nationalIdMasked: `••••••${user.nationalId.slice(-4)}`,
      type: 0,
      role: "student",
      verified: true,
      locale: "ar",
      hasPassword: true,
    });
    expect(JSON.stringify(own)).not.toContain(user.nationalId);
    expect(await failure(bed.caller({ kind: "anonymous" }).account.own())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(
      await failure(
        bed.caller({ kind: "anonymous" }).account.changePassword({
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      ),
    ).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("changes the password: other sessions and earlier reset links end, the new one signs in", async () => {
    const { user, api } = await newStudent();
    const link = await createPasswordResetToken(bed.database.db, user.id);
    await api.changePassword({
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    const row = await bed.database.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(NEW_PASSWORD, row.passwordHash!)).toBe(true);
    expect(row.sessionVersion).toBe(user.sessionVersion + 1);
    // A session signed in before the change no longer counts as this user.
    expect(await callerForUserId(bed.database.db, user.id, user.sessionVersion)).toEqual({
      kind: "anonymous",
    });
    expect(await passwordResetTokenState(bed.database.db, link)).toBe("expired");
    expect(await signIn(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
    expect(await signIn(user.email, PASSWORD)).toMatchObject({ code: "invalidCredentials" });
  });

  it("refuses a wrong current password, a weak or mismatched new one, and changes nothing", async () => {
    const { user, api } = await newStudent();
    const change = (currentPassword: string, password: string, confirmPassword = password) =>
      failure(api.changePassword({ currentPassword, password, confirmPassword }));
    expect(await change("not my password", NEW_PASSWORD)).toMatchObject({
      code: "BAD_REQUEST",
      message: authMessages.currentPasswordWrong,
      cause: { details: { field: "currentPassword" } },
    });
    expect((await change(PASSWORD, "short"))?.message).toContain(authMessages.passwordTooShort);
    expect((await change(PASSWORD, NEW_PASSWORD, "something else"))?.message).toContain(
      authMessages.passwordNotMatched,
    );
    expect((await change("", NEW_PASSWORD))?.message).toContain(authMessages.fillAllFields);
    // The server half of the rule: common passwords and ones made of the account's own details.
    expect(await change(PASSWORD, "123456789012")).toMatchObject({
      code: "BAD_REQUEST",
      cause: { details: { field: "password" } },
    });
    expect(await change(PASSWORD, `${user.nationalId}ab`)).toMatchObject({
      message: authMessages.passwordGuessable,
    });
    const row = await bed.database.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(PASSWORD, row.passwordHash!)).toBe(true);
    expect(row.sessionVersion).toBe(user.sessionVersion);
  });

  it("counts wrong current passwords as sign-in guesses: after 10, even the right one and sign-in wait", async () => {
    const { user, api } = await newStudent();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        await failure(
          api.changePassword({
            currentPassword: `guess number ${attempt}`,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          }),
        ),
      ).toMatchObject({ code: "BAD_REQUEST", message: authMessages.currentPasswordWrong });
    }
    const limited = await failure(
      api.changePassword({
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    expect(limited).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(limited?.message).toMatch(/^tooManyAttempts/);
    // The same bucket as the sign-in forms: the account is locked there too.
    expect(await signIn(user.nationalId, PASSWORD)).toMatchObject({ code: "rateLimited" });
  });

  it("refuses a password change for a partner platform account, which has no password here", async () => {
    const { user } = await newStudent();
    await bed.database.db.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    const api = bed.caller(await callerForUserId(bed.database.db, user.id)).account;
    expect((await api.own()).hasPassword).toBe(false);
    expect(
      await failure(
        api.changePassword({
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: authMessages.passwordKeptByPartner });
  });

  it("sets the language of the person's mails", async () => {
    const { user, api } = await newStudent();
    expect((await api.own()).locale).toBe("en");
    expect(await api.setMailLanguage({ locale: "ar" })).toEqual({ locale: "ar" });
    expect(
      (await bed.database.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } }))
        .locale,
    ).toBe("ar");
    expect(await failure(api.setMailLanguage({ locale: "fr" as "ar" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
