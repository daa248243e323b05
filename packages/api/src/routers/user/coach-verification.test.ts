import { randomInt } from "node:crypto";
import { createAuthRateLimiter, createIdentityProvider, signInWithPassword } from "@wro/auth";
import { AppError } from "@wro/constants";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../mail/mailer.ts";
import { createCaller } from "../../root.ts";
import { createAdminTestBed, type AdminTestBed } from "../../testing/admin.ts";
import { startSmtpPeer } from "../../testing/smtp-peer.ts";

type Peer = Awaited<ReturnType<typeof startSmtpPeer>>;

// Counters may live in a shared Redis (REDIS_URL): fresh addresses and national IDs per run.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const signUpForm = (locale: "en" | "ar" | undefined, type: 0 | 1) => {
  const digits = String(randomInt(1e9)).padStart(9, "0");
  return {
    name: locale === "ar" ? "سارة المدربة" : "Emma Coach",
    email: `coach.${digits}@example.org`,
    national_id: `1${digits}`,
    phone_number: "0501234567",
    password: "robots at the coast 2025",
    c_password: "robots at the coast 2025",
    type,
    ...(locale ? { locale } : {}),
  };
};

/**
 * Walk-through 3, H1 and M5: a coach who signs up on the local accounts is told an organizer
 * will verify them, is refused sign-in with the same words until then, and gets an e-mail in
 * the language of the page they signed up on when an admin verifies them. Sign-up records no
 * gender or nationality the person never gave.
 */
describe.each(testDatabaseKinds)("a coach from sign-up to verified on %s", (kind) => {
  let bed: AdminTestBed;
  let peer: Peer;
  const anonymous = () =>
    createCaller({ db: bed.database.db, caller: { kind: "anonymous" }, ip: randomIp() });
  const admin = () =>
    createCaller({
      db: bed.database.db,
      caller: bed.admin,
      mailer: createMailer({ smtpUrl: peer.url, from: "WRO <no-reply@wro.test>" }),
    });
  const signIn = (login: string, password: string) =>
    signInWithPassword(
      {
        db: bed.database.db,
        identity: createIdentityProvider(bed.database.db),
        rateLimiter: createAuthRateLimiter(),
      },
      "site",
      { login, password },
      randomIp(),
    ).catch((error: unknown) => error);

  beforeAll(async () => {
    [bed, peer] = await Promise.all([createAdminTestBed(kind), startSmtpPeer()]);
  });
  afterAll(async () => {
    await peer?.close();
    await bed?.close();
  });

  it.each([
    ["ar", "تم التحقق من حسابك مدربًا في WRO السعودية", "/ar/signin/"],
    ["en", "Your WRO Saudi Arabia coach account is verified", "/signin/"],
  ] as const)(
    "signed up on the %s page: waits for an organizer, then gets the mail in that language",
    async (locale, subject, signInPath) => {
      const form = signUpForm(locale, 1);
      expect(await anonymous().auth.signUp(form)).toEqual({ outcome: "verifyAccount" });
      const row = await bed.database.db.user.findUniqueOrThrow({ where: { nationalId: form.national_id } });
      expect(row).toMatchObject({ locale, verified: false, gender: null, nationality: null });

      const refused = await signIn(form.national_id, form.password);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "accountUnverified", message: "awaitingVerification" });

      const { mailSent } = await admin().user.verify({ id: row.id });
      expect(mailSent).toBe(true);
      const [mail] = peer.to(form.email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toContain(signInPath);
      expect(await signIn(form.email, form.password)).toMatchObject({ id: row.id });
    },
  );

  it("keeps a student's page language and no invented gender or nationality; English by default", async () => {
    const arabic = signUpForm("ar", 0);
    const { user } = await anonymous().auth.signUp(arabic);
    expect(user).toMatchObject({ nationality: null });
    expect(
      await bed.database.db.user.findUniqueOrThrow({
        where: { nationalId: arabic.national_id },
        select: { locale: true, gender: true, nationality: true },
      }),
    ).toEqual({ locale: "ar", gender: null, nationality: null });

    const unnamed = signUpForm(undefined, 0);
    await anonymous().auth.signUp(unnamed);
    expect(
      await bed.database.db.user.findUniqueOrThrow({
        where: { nationalId: unnamed.national_id },
        select: { locale: true },
      }),
    ).toEqual({ locale: "en" });
  });
});
