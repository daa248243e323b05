import { randomInt } from "node:crypto";
import {
  callerForUserId,
  createAuthRateLimiter,
  createIdentityProvider,
  PASSWORD_RESET_LIFETIME_MS,
  passwordResetRequestSchema,
  signInWithPassword,
  UserType,
  type PasswordResetRequestInput,
} from "@wro/auth";
import { insertUser, TEST_PASSWORD } from "@wro/auth/testing/users";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../mail/mailer.ts";
import { failure } from "../../testing/admin.ts";
import { startSmtpPeer } from "../../testing/smtp-peer.ts";
import { createCallerFactory } from "../../trpc.ts";
import { requestPasswordReset, sendPasswordResetLink } from "./password-reset.ts";
import { authRouter } from "./router.ts";

const createCaller = createCallerFactory(authRouter);
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const siteUrl = "https://wro.test";

describe.each(testDatabaseKinds)("password reset on %s", (kind) => {
  let database: TestDatabase;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  const api = () => createCaller({ db: database.db, caller: { kind: "anonymous" }, ip: randomIp() });
  const deps = (overrides: { identityProvider?: "local" | "partner" } = {}) => ({
    db: database.db,
    ip: randomIp(),
    rateLimiter: createAuthRateLimiter(),
    mailer: createMailer({ smtpUrl: peer.url, from: "WRO <no-reply@wro.test>" }),
    siteUrl,
    ...overrides,
  });
  const signIn = (login: string, password: string, portal: "site" | "admin" = "site") =>
    signInWithPassword(
      {
        db: database.db,
        identity: createIdentityProvider(database.db),
        rateLimiter: createAuthRateLimiter(),
      },
      portal,
      { login, password },
      randomIp(),
    );
  /** The token of the newest reset mail sent to `address`, once it has arrived. */
  const linkIn = async (address: string, count = 1) => {
    await expect.poll(() => peer.to(address).length).toBe(count);
    const link = /https:\/\/wro\.test\/\S+/.exec(peer.to(address).at(-1)!.text ?? "")![0];
    return new URL(link);
  };

  beforeAll(async () => {
    [database, peer] = await Promise.all([createTestDatabase(kind), startSmtpPeer()]);
  });
  afterAll(async () => {
    await Promise.all([database?.close(), peer?.close()]);
  });

  it("mails a student a one-hour link; the new password works, the old one fails, other sessions end, the link is spent", async () => {
    const student = await insertUser(database.db, { type: UserType.student });
    const answer = await requestPasswordReset(deps(), { login: student.email, lang: "en" });
    expect(answer.message).toBe("passwordResetSent");
    const link = await linkIn(student.email);
    expect(link.pathname).toBe("/reset-password/");
    expect(peer.to(student.email)[0]!.subject).toBe("Reset your password — WRO Saudi Arabia");
    const token = link.searchParams.get("token")!;
    const stored = await database.db.passwordResetToken.findFirstOrThrow({ where: { userId: student.id } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(
      PASSWORD_RESET_LIFETIME_MS,
      -3,
    );

    expect(await api().resetLinkStatus({ token })).toEqual({ state: "valid" });
    const before = await database.db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(
      await api().resetPassword({ token, password: "a brand new secret", c_password: "a brand new secret" }),
    ).toEqual({
      done: true,
    });
    expect(await signIn(student.email, "a brand new secret")).toMatchObject({ id: student.id });
    expect(await failure(signIn(student.email, TEST_PASSWORD))).toMatchObject({ code: "invalidCredentials" });
    // A session signed at the old version is no longer anyone.
    expect(await callerForUserId(database.db, student.id, before.sessionVersion)).toEqual({
      kind: "anonymous",
    });

    expect(await api().resetLinkStatus({ token })).toEqual({
      state: "used",
      message: "resetLinkUsed",
    });
    expect(
      await failure(
        api().resetPassword({ token, password: "yet another one", c_password: "yet another one" }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "resetLinkUsed",
    });
  });

  it("resets an admin's password the same way, with an Arabic mail and page when asked in Arabic", async () => {
    const admin = await insertUser(database.db, { type: UserType.admin });
    await database.db.user.update({ where: { id: admin.id }, data: { mustChangePassword: true } });
    await requestPasswordReset(deps({ identityProvider: "partner" }), { login: admin.email, lang: "ar" });
    const link = await linkIn(admin.email);
    expect(link.pathname).toBe("/ar/reset-password/");
    expect(peer.to(admin.email)[0]!.text).toContain("خلال ساعة واحدة");
    await api().resetPassword({
      token: link.searchParams.get("token")!,
      password: "admin new secret",
      c_password: "admin new secret",
    });
    expect(await signIn(admin.email, "admin new secret", "admin")).toMatchObject({ id: admin.id });
    expect(await database.db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      mustChangePassword: false,
    });
  });

  it("refuses an expired link with its own message", async () => {
    const student = await insertUser(database.db);
    const twoHoursAgo = new Date(Date.now() - 2 * PASSWORD_RESET_LIFETIME_MS);
    await sendPasswordResetLink(database.db, student.id, { ...deps(), now: twoHoursAgo });
    const token = (await linkIn(student.email)).searchParams.get("token")!;
    const expired = "resetLinkExpired";
    expect(await api().resetLinkStatus({ token })).toEqual({ state: "expired", message: expired });
    expect(
      await failure(api().resetPassword({ token, password: "too late now", c_password: "too late now" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: expired,
    });
    expect(await signIn(student.email, TEST_PASSWORD)).toMatchObject({ id: student.id });
  });

  it("answers the same for unknown, disabled and partner-held accounts, and mails none of them", async () => {
    const disabled = await insertUser(database.db, { status: false });
    const partnerStudent = await insertUser(database.db);
    const same = {
      message: "passwordResetSent",
    };
    expect(await requestPasswordReset(deps(), { login: "nobody@wro.test", lang: "en" })).toEqual(same);
    expect(await requestPasswordReset(deps(), { login: disabled.email, lang: "en" })).toEqual(same);
    expect(
      await requestPasswordReset(deps({ identityProvider: "partner" }), {
        login: partnerStudent.email,
        lang: "en",
      }),
    ).toEqual(same);
    // A mail that was sent would be here by the time a later one is: send one and wait for it.
    const control = await insertUser(database.db);
    await requestPasswordReset(deps(), { login: control.email, lang: "en" });
    await linkIn(control.email);
    expect(
      peer.to("nobody@wro.test").length +
        peer.to(disabled.email).length +
        peer.to(partnerStudent.email).length,
    ).toBe(0);
  });

  it("takes a national ID too, as sign-in does: the link goes to the account's e-mail, in the page's language", async () => {
    const student = await insertUser(database.db, { type: UserType.student });
    // Arabic-Indic digits, as an Arabic keyboard types them.
    const arabicDigits = student.nationalId.replace(/\d/g, (digit) =>
      String.fromCharCode(0x660 + Number(digit)),
    );
    const request = (input: PasswordResetRequestInput) =>
      requestPasswordReset(deps(), passwordResetRequestSchema.parse(input));
    const answer = await request({ login: arabicDigits, lang: "ar" });
    expect(answer).toEqual({ message: "passwordResetSent" });
    const link = await linkIn(student.email);
    expect(link.pathname).toBe("/ar/reset-password/");
    // An unknown national ID gets the same answer.
    expect(await request({ login: "1999999990", lang: "en" })).toEqual(answer);
    expect(await failure(api().requestPasswordReset({ login: "not an address@", lang: "en" }))).toMatchObject(
      {
        code: "BAD_REQUEST",
      },
    );
  });

  it("limits requests per account: the fourth in 15 minutes is refused", async () => {
    const student = await insertUser(database.db);
    const limited = deps();
    for (let attempt = 0; attempt < 3; attempt++)
      await requestPasswordReset(limited, { login: student.email, lang: "en" });
    expect(await failure(requestPasswordReset(limited, { login: student.email, lang: "en" }))).toMatchObject({
      code: "rateLimited",
      message: "tooManyAttempts?minutes=15",
    });
    await linkIn(student.email, 3);
  });

  it("refuses malformed tokens and weak passwords with sign-up's messages", async () => {
    expect(await failure(api().resetLinkStatus({ token: "short" }))).toMatchObject({ code: "BAD_REQUEST" });
    const weak = await failure(
      api().resetPassword({ token: "x".repeat(43), password: "short", c_password: "short" }),
    );
    expect(weak?.message).toContain("passwordTooShort");
    const mismatch = await failure(
      api().resetPassword({ token: "x".repeat(43), password: "long enough now", c_password: "other one!" }),
    );
    expect(mismatch?.message).toContain("passwordNotMatched");
    expect(
      await failure(
        api().resetPassword({
          token: "x".repeat(43),
          password: "long enough now",
          c_password: "long enough now",
        }),
      ),
    ).toMatchObject({
      message: "resetLinkUnknown",
    });
  });

  it("refuses a common password with sign-up's rule, and the link stays usable", async () => {
    const student = await insertUser(database.db);
    await sendPasswordResetLink(database.db, student.id, deps());
    const token = (await linkIn(student.email)).searchParams.get("token")!;
    for (const password of ["passwordpassword", "123456789012", " ".repeat(14)]) {
      const refused = await failure(api().resetPassword({ token, password, c_password: password }));
      expect(refused, password).toMatchObject({ code: "BAD_REQUEST" });
      expect(refused?.message, password).toContain("passwordGuessable");
    }
    expect(await api().resetLinkStatus({ token })).toEqual({ state: "valid" });
  });

  it("ends the account's other links when one is used", async () => {
    const student = await insertUser(database.db);
    await sendPasswordResetLink(database.db, student.id, deps());
    const first = (await linkIn(student.email, 1)).searchParams.get("token")!;
    await sendPasswordResetLink(database.db, student.id, deps());
    const second = (await linkIn(student.email, 2)).searchParams.get("token")!;
    const other = await insertUser(database.db);
    await sendPasswordResetLink(database.db, other.id, deps());
    const othersLink = (await linkIn(other.email)).searchParams.get("token")!;

    await api().resetPassword({
      token: second,
      password: "second link's pick",
      c_password: "second link's pick",
    });
    expect(await api().resetLinkStatus({ token: first })).toEqual({
      state: "expired",
      message: "resetLinkExpired",
    });
    expect(
      await failure(
        api().resetPassword({ token: first, password: "first link's pick", c_password: "first link's pick" }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "resetLinkExpired" });
    expect(await signIn(student.email, "second link's pick")).toMatchObject({ id: student.id });
    // Another account's link is its own.
    expect(await api().resetLinkStatus({ token: othersLink })).toEqual({ state: "valid" });
  });
});
