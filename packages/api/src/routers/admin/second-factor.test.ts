import { authMessages } from "@wro/auth";
import { TOTP_STEP_MS, totpCode } from "@wro/auth/testing/totp";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";
import { requireFinancePermission, type Caller } from "../../trpc.ts";

type UserCaller = Extract<Caller, { kind: "user" }>;

/** Finance procedures (issue 36), called with an input none of them takes: the checks come first. */
const financeCalls = (bed: AdminTestBed, caller: Caller) => {
  const api = bed.caller(caller);
  return [api.feeCategory.create({ id: "x" } as never), api.registrationSetting.update({ id: "x" } as never)];
};

describe.each(testDatabaseKinds)("two-step sign-in and the finance tools on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  async function newAdmin(data: { financePermission?: boolean } = {}): Promise<UserCaller> {
    const suffix = Math.floor(Math.random() * 1e6)
      .toString()
      .padStart(6, "0");
    const user = await bed.database.db.user.create({
      data: {
        name: `Finance Admin ${suffix}`,
        email: `finance.${suffix}@example.org`,
        nationalId: `1077${suffix}`,
        phoneNumber: "+966500000077",
        type: 4,
        isAdmin: true,
        ...data,
      },
    });
    return { kind: "user", id: user.id, type: 4, name: user.name };
  }

  it("refuses the finance tools to a finance admin whose session signed in without the second factor", async () => {
    // The seeded admin has the finance permission; the test bed's session used the second factor.
    const { secondFactor: _used, ...passwordOnly } = bed.admin;
    for (const call of financeCalls(bed, passwordOnly)) {
      expect(await failure(call)).toMatchObject({
        code: "FORBIDDEN",
        message: authMessages.secondFactorForFinance,
      });
    }
    for (const call of financeCalls(bed, bed.admin)) {
      // Past the finance check: only the input is refused.
      expect((await failure(call))?.code).toBe("BAD_REQUEST");
    }
    // Everything else stays open to the password-only session.
    expect(await failure(bed.caller(passwordOnly).feeCategory.list({}))).toBeNull();

    await expect(requireFinancePermission(bed.database.db, passwordOnly)).rejects.toMatchObject({
      code: "forbidden",
      message: authMessages.secondFactorForFinance,
    });
    await expect(requireFinancePermission(bed.database.db, bed.admin)).resolves.toBeUndefined();
    await expect(
      requireFinancePermission(bed.database.db, { kind: "system", name: "job" }),
    ).resolves.toBeUndefined();
    // Without the permission the second factor changes nothing.
    const noFinance = await newAdmin();
    await expect(
      requireFinancePermission(bed.database.db, { ...noFinance, secondFactor: true }),
    ).rejects.toMatchObject({ message: adminMessages.financeOnly });
  });

  it("sets up two-step sign-in from the profile: QR code, a code to confirm, recovery codes once, then off", async () => {
    const admin = await newAdmin({ financePermission: true });
    const api = bed.caller(admin).admin;
    expect(await api.secondFactor()).toEqual({
      enabled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      signedInWithSecondFactor: false,
    });

    const enrolment = await api.beginSecondFactor();
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/WRO%20Saudi%20Arabia:finance\.\d+%40example\.org\?/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    const stored = await bed.database.db.totpFactor.findUniqueOrThrow({ where: { userId: admin.id } });
    expect(stored.encryptedSecret).not.toContain(enrolment.secret);

    // A wrong code is the code field's error (never a 401, which would end the admin's session).
    const wrong = totpCode(enrolment.secret) === "000000" ? "111111" : "000000";
    expect(await failure(api.confirmSecondFactor({ code: wrong }))).toMatchObject({
      code: "BAD_REQUEST",
      message: authMessages.secondFactorInvalid,
    });
    expect(await failure(api.confirmSecondFactor({ code: " " }))).toMatchObject({ code: "BAD_REQUEST" });

    const { recoveryCodes } = await api.confirmSecondFactor({ code: totpCode(enrolment.secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(await api.secondFactor()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await failure(api.beginSecondFactor())).toMatchObject({
      code: "BAD_REQUEST",
      message: authMessages.secondFactorAlreadyOn,
    });
    // This session signed in before: the finance tools wait for a sign-in with a code.
    for (const call of financeCalls(bed, admin)) {
      expect(await failure(call)).toMatchObject({ message: authMessages.secondFactorForFinance });
    }
    expect(await bed.caller({ ...admin, secondFactor: true }).admin.secondFactor()).toMatchObject({
      signedInWithSecondFactor: true,
    });

    // Off: with a current code (the next step's: the one used to confirm counts once) …
    expect(await failure(api.disableSecondFactor({}))).toMatchObject({
      code: "BAD_REQUEST",
      message: `code: ${authMessages.secondFactorRequired}`,
    });
    expect(await failure(api.disableSecondFactor({ recoveryCode: "0000-0000-0000" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: authMessages.recoveryCodeInvalid,
    });
    expect(
      await api.disableSecondFactor({ code: totpCode(enrolment.secret, Date.now() + TOTP_STEP_MS) }),
    ).toEqual({ disabled: true });
    expect(await api.secondFactor()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    // … which ended the account's sessions.
    const { sessionVersion } = await bed.database.db.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(sessionVersion).toBe(1);
  });

  it("turns off with a recovery code when the authenticator is lost", async () => {
    const admin = await newAdmin();
    const api = bed.caller(admin).admin;
    const { secret } = await api.beginSecondFactor();
    const { recoveryCodes } = await api.confirmSecondFactor({ code: totpCode(secret) });
    expect(await api.disableSecondFactor({ recoveryCode: recoveryCodes[9]!.toUpperCase() })).toEqual({
      disabled: true,
    });
    expect(await bed.database.db.recoveryCode.count({ where: { userId: admin.id } })).toBe(0);
  });
});
