import {
  authMessages,
  callerForUserId,
  createPasswordResetToken,
  passwordResetTokenState,
  verifyPassword,
} from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, images, type AdminTestBed } from "../../testing/admin.ts";
import { adminUserCreateSchema, adminUserUpdateSchema } from "./schemas.ts";

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Noura Admin",
  email: "Noura.Admin@Example.org",
  phoneNumber: "0551234567",
  nationalId: "1000000099",
  nationality: "sa",
  password: "noura-password",
  confirmPassword: "noura-password",
  ...overrides,
});

const passwordHashOf = async (bed: AdminTestBed, id: string) =>
  (await bed.database.db.user.findUniqueOrThrow({ where: { id }, select: { passwordHash: true } }))
    .passwordHash!;

describe("admin user form (spec §5)", () => {
  const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((issue) => issue.message);

  it("a new admin needs name, email, phone, national ID, nationality, password and confirmation", () => {
    for (const field of [
      "name",
      "email",
      "phoneNumber",
      "nationalId",
      "nationality",
      "password",
      "confirmPassword",
    ]) {
      expect(message(adminUserCreateSchema.safeParse(form({ [field]: "" }))), field).toEqual([
        "fillFormCarefully",
      ]);
      const values: Record<string, unknown> = form();
      const { [field]: _left, ...without } = values;
      expect(message(adminUserCreateSchema.safeParse(without)), field).toEqual(["fillFormCarefully"]);
    }
    expect(message(adminUserCreateSchema.safeParse(form({ confirmPassword: "other-password" })))).toEqual([
      "adminPasswordNotMatched",
    ]);
  });

  it("an edit needs the same without the password, which must match only when given", () => {
    const edit = (overrides: Record<string, unknown>) =>
      adminUserUpdateSchema.safeParse({ ...form(overrides), id: "some-id", expectedUpdatedAt: new Date() });
    expect(edit({ password: "", confirmPassword: "" }).success).toBe(true);
    expect(edit({ password: undefined, confirmPassword: undefined }).success).toBe(true);
    expect(message(edit({ nationality: "" }))).toEqual(["fillFormCarefully"]);
    expect(message(edit({ password: "new-password", confirmPassword: "" }))).toEqual([
      "adminPasswordNotMatched",
    ]);
  });

  it("checks formats after presence, and normalises what it keeps", () => {
    expect(
      message(adminUserCreateSchema.safeParse(form({ email: "not-an-email", nationality: "XX" }))),
    ).toEqual([adminMessages.invalidEmail, adminMessages.invalidCountry]);
    expect(message(adminUserCreateSchema.safeParse(form({ phoneNumber: "123" })))).toEqual([
      adminMessages.invalidPhone,
    ]);
    expect(
      message(adminUserCreateSchema.safeParse(form({ password: "short", confirmPassword: "short" }))),
    ).toEqual([adminMessages.passwordTooShort]);
    expect(message(adminUserCreateSchema.safeParse(form({ dob: "2999-01-01" })))).toEqual([
      adminMessages.invalidDate,
    ]);
    expect(adminUserCreateSchema.parse(form({ nationalId: "١٠٠٠٠٠٠٠٩٩", dob: "2001-05-17" }))).toMatchObject({
      email: "noura.admin@example.org",
      phoneNumber: "+966551234567",
      nationalId: "1000000099",
      nationality: "SA",
      gender: "Male",
      dob: new Date("2001-05-17T00:00:00Z"),
    });
  });
});

describe.each(testDatabaseKinds)("admin account procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("creates an admin with spec §3's defaults, lists, edits, refuses a stale save, disables and deletes", async () => {
    const api = bed.caller().admin;
    const created = await api.create(form({ gender: "Female", pictureFile: images.jpg }));
    expect(created).toMatchObject({
      name: "Noura Admin",
      email: "noura.admin@example.org",
      phoneNumber: "+966551234567",
      nationality: "SA",
      gender: "Female",
      type: 4,
      isAdmin: true,
      guardianName: "None",
      guardianPhone: "None",
      subscription: "false",
      status: true,
    });
    expect(created.picture).toMatch(/^admins\/.+\.jpg$/);
    expect(Object.keys(created)).not.toContain("passwordHash");
    expect(await verifyPassword("noura-password", await passwordHashOf(bed, created.id))).toBe(true);
    expect(bed.revalidated.at(-1)).toEqual(["admins"]);

    // A student is not an admin: not listed, not found by id.
    const student = await bed.database.db.user.create({
      data: {
        name: "Sami Student",
        email: "sami@example.org",
        nationalId: "2000000001",
        phoneNumber: "+966500000001",
        type: 0,
      },
    });
    const page = await api.list();
    expect(page).toMatchObject({ total: 2, page: 0, pageSize: 10 });
    expect(page.items.map((admin) => admin.id)).not.toContain(student.id);
    expect(await failure(api.byId({ id: student.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await api.list({ search: "1000000099" })).items.map((admin) => admin.id)).toEqual([created.id]);
    expect((await api.list({ sort: "name", pageSize: 25 })).items.map((admin) => admin.name)).toEqual([
      "Noura Admin",
      "WRO Administrator",
    ]);

    const oldHash = await passwordHashOf(bed, created.id);
    const renamed = await api.update({
      ...form({ name: "Noura Al-Harbi", password: "", confirmPassword: "" }),
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
    });
    expect(renamed).toMatchObject({ name: "Noura Al-Harbi", picture: created.picture });
    expect(await passwordHashOf(bed, created.id)).toBe(oldHash);

    const repictured = await api.update({
      ...form({ name: "Noura Al-Harbi", password: "new-password-1", confirmPassword: "new-password-1" }),
      id: created.id,
      expectedUpdatedAt: renamed.updatedAt,
      pictureFile: images.png,
    });
    expect(repictured.picture).toMatch(/\.png$/);
    expect(await bed.storedFiles()).toEqual([repictured.picture]);
    expect(await verifyPassword("new-password-1", await passwordHashOf(bed, created.id))).toBe(true);

    expect(
      await failure(api.update({ ...form(), id: created.id, expectedUpdatedAt: renamed.updatedAt })),
    ).toMatchObject({ code: "CONFLICT", message: adminMessages.staleRecord });

    expect((await api.setStatus({ id: created.id, value: false })).status).toBe(false);
    await api.delete({ id: created.id });
    expect(await bed.storedFiles()).toEqual([]);

    const trail = await auditTrail(bed.database, "admin", created.id);
    expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "update", "setStatus", "delete"]);
    expect(trail[1]!.after).not.toHaveProperty("passwordChanged");
    expect(trail[2]!.after).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(trail)).not.toMatch(/scrypt|passwordHash|new-password-1|noura-password/);
  });

  it("refuses a duplicate e-mail or national ID by name, leaving no row and no file", async () => {
    const api = bed.caller().admin;
    const users = await bed.database.db.user.count();
    const byEmail = await failure(api.create(form({ email: "ADMIN@example.org", pictureFile: images.gif })));
    expect(byEmail).toMatchObject({ code: "CONFLICT", message: adminMessages.emailTaken });
    expect(byEmail?.cause).toMatchObject({ details: { field: "email" } });
    const byNationalId = await failure(
      api.create(form({ nationalId: "1000000001", pictureFile: images.gif })),
    );
    expect(byNationalId).toMatchObject({ code: "CONFLICT", message: adminMessages.nationalIdTaken });
    expect(byNationalId?.cause).toMatchObject({ details: { field: "nationalId" } });
    expect(await bed.database.db.user.count()).toBe(users);
    expect(await bed.storedFiles()).toEqual([]);
  });

  it("keeps an admin from disabling or deleting their own account", async () => {
    const api = bed.caller().admin;
    expect(await failure(api.setStatus({ id: bed.admin.id, value: false }))).toMatchObject({
      code: "BAD_REQUEST",
      message: adminMessages.ownAccountDisable,
    });
    expect(await failure(api.delete({ id: bed.admin.id }))).toMatchObject({
      code: "BAD_REQUEST",
      message: adminMessages.ownAccountDelete,
    });
  });

  it("lets the signed-in admin edit their own profile; a new password needs the current one", async () => {
    const api = bed.caller().admin;
    const me = await api.ownProfile();
    expect(me).toMatchObject({ id: bed.admin.id, email: "admin@example.org" });
    const mine = {
      name: me.name,
      email: me.email,
      phoneNumber: me.phoneNumber,
      nationalId: me.nationalId,
      nationality: me.nationality,
    };

    const renamed = await api.updateOwnProfile({
      ...mine,
      name: "Head Administrator",
      expectedUpdatedAt: me.updatedAt,
    });
    expect(renamed.name).toBe("Head Administrator");

    const withoutCurrent = await failure(
      api.updateOwnProfile({
        ...mine,
        password: "brand-new-password",
        confirmPassword: "brand-new-password",
        expectedUpdatedAt: renamed.updatedAt,
      }),
    );
    expect(withoutCurrent?.message).toBe(`currentPassword: ${adminMessages.currentPasswordRequired}`);
    const wrongCurrent = await failure(
      api.updateOwnProfile({
        ...mine,
        password: "brand-new-password",
        confirmPassword: "brand-new-password",
        currentPassword: "not-my-password",
        expectedUpdatedAt: renamed.updatedAt,
      }),
    );
    expect(wrongCurrent).toMatchObject({ code: "BAD_REQUEST", message: adminMessages.currentPasswordWrong });
    await api.updateOwnProfile({
      ...mine,
      password: "brand-new-password",
      confirmPassword: "brand-new-password",
      currentPassword: "admin-password-1",
      expectedUpdatedAt: renamed.updatedAt,
    });
    expect(await verifyPassword("brand-new-password", await passwordHashOf(bed, bed.admin.id))).toBe(true);

    const trail = await auditTrail(bed.database, "admin", bed.admin.id);
    expect(trail.map((entry) => entry.action)).toEqual(["updateOwnProfile", "updateOwnProfile"]);

    expect(await failure(bed.caller({ kind: "system", name: "script" }).admin.ownProfile())).toMatchObject({
      code: "BAD_REQUEST",
      message: adminMessages.notAUser,
    });
  });

  it("keeps an admin on the development password to choosing a new one, which ends the old sessions", async () => {
    const created = await bed
      .caller()
      .admin.create(form({ nationalId: "1000000077", email: "seeded@example.org" }));
    await bed.database.db.user.update({ where: { id: created.id }, data: { mustChangePassword: true } });
    const caller = await callerForUserId(bed.database.db, created.id);
    expect(caller).toMatchObject({ kind: "user", mustChangePassword: true });
    const api = bed.caller(caller);

    expect(await failure(api.partner.list())).toMatchObject({
      code: "PRECONDITION_FAILED",
      message: authMessages.passwordChangeRequired,
    });
    const me = await api.admin.ownProfile();
    await api.admin.updateOwnProfile({
      name: me.name,
      email: me.email,
      phoneNumber: me.phoneNumber,
      nationalId: me.nationalId,
      nationality: me.nationality,
      password: "a-chosen-password",
      confirmPassword: "a-chosen-password",
      currentPassword: "noura-password",
      expectedUpdatedAt: me.updatedAt,
    });

    // The session that changed it has ended too; a new sign-in gets version 1, unrestricted.
    expect(await callerForUserId(bed.database.db, created.id, 0)).toEqual({ kind: "anonymous" });
    const signedInAgain = await callerForUserId(bed.database.db, created.id, 1);
    expect(signedInAgain).not.toHaveProperty("mustChangePassword");
    expect((await bed.caller(signedInAgain).partner.list()).total).toBeGreaterThan(0);
  });

  it("refuses weak passwords for a new admin, an admin's edit and one's own profile", async () => {
    const api = bed.caller().admin;
    const weak = (password: string) => ({ password, confirmPassword: password });
    for (const password of ["12345678", "Password1234", "qwertyuiopasdf", " ".repeat(12)]) {
      const refused = await failure(
        api.create(form({ ...weak(password), nationalId: "1000000055", email: "weak@example.org" })),
      );
      expect(refused, password).toMatchObject({ code: "BAD_REQUEST" });
      expect(refused?.message, password).toMatch(/passwordTooShort|passwordGuessable/);
    }
    // The account's own national ID is guessable too, with a little added.
    const ownId = await failure(
      api.create(form({ ...weak("1000000055admin"), nationalId: "1000000055", email: "weak@example.org" })),
    );
    expect(ownId).toMatchObject({ code: "BAD_REQUEST", message: adminMessages.passwordGuessable });
    expect(ownId?.cause).toMatchObject({ details: { field: "password" } });
    expect(await bed.database.db.user.count({ where: { nationalId: "1000000055" } })).toBe(0);

    const other = await api.create(form({ nationalId: "1000000056", email: "other@example.org" }));
    expect(
      await failure(
        api.update({ ...form(weak("passwordpassword")), id: other.id, expectedUpdatedAt: other.updatedAt }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: adminMessages.passwordGuessable });
    const otherApi = bed.caller(await callerForUserId(bed.database.db, other.id)).admin;
    expect(
      await failure(
        otherApi.updateOwnProfile({
          ...form({ nationalId: "1000000056", email: "other@example.org", ...weak("123456789012") }),
          currentPassword: "noura-password",
          expectedUpdatedAt: other.updatedAt,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: adminMessages.passwordGuessable });
    expect(await verifyPassword("noura-password", await passwordHashOf(bed, other.id))).toBe(true);
  });

  it("limits wrong current passwords like sign-in: after 10 in 15 minutes even the right one waits", async () => {
    const created = await bed
      .caller()
      .admin.create(form({ nationalId: "1000000066", email: "guessed@example.org" }));
    const api = bed.caller(await callerForUserId(bed.database.db, created.id)).admin;
    const change = (currentPassword: string) =>
      api.updateOwnProfile({
        ...form({ nationalId: "1000000066", email: "guessed@example.org" }),
        password: "a stolen session's pick",
        confirmPassword: "a stolen session's pick",
        currentPassword,
        expectedUpdatedAt: created.updatedAt,
      });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await failure(change(`guess number ${attempt}`))).toMatchObject({
        code: "BAD_REQUEST",
        message: adminMessages.currentPasswordWrong,
      });
    }
    expect(await failure(change("noura-password"))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "tooManyAttempts?minutes=15",
    });
    expect(await verifyPassword("noura-password", await passwordHashOf(bed, created.id))).toBe(true);
  });

  it("ends outstanding password-reset links when an admin sets the password or changes their own", async () => {
    const api = bed.caller().admin;
    const created = await api.create(form({ nationalId: "1000000088", email: "links@example.org" }));
    const db = bed.database.db;
    const mailedEarlier = await createPasswordResetToken(db, created.id);
    const unrelated = await createPasswordResetToken(db, bed.admin.id);

    const renamed = await api.update({
      ...form({ nationalId: "1000000088", email: "links@example.org", password: "", confirmPassword: "" }),
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
    });
    // An edit that keeps the password keeps the links.
    expect(await passwordResetTokenState(db, mailedEarlier)).toBe("valid");
    const reset = await api.update({
      ...form({
        nationalId: "1000000088",
        email: "links@example.org",
        password: "set by the head admin",
        confirmPassword: "set by the head admin",
      }),
      id: created.id,
      expectedUpdatedAt: renamed.updatedAt,
    });
    expect(await passwordResetTokenState(db, mailedEarlier)).toBe("expired");
    expect(await passwordResetTokenState(db, unrelated)).toBe("valid");

    const mailedLater = await createPasswordResetToken(db, created.id);
    const own = bed.caller(await callerForUserId(db, created.id)).admin;
    await own.updateOwnProfile({
      ...form({ nationalId: "1000000088", email: "links@example.org" }),
      password: "chosen by myself now",
      confirmPassword: "chosen by myself now",
      currentPassword: "set by the head admin",
      expectedUpdatedAt: reset.updatedAt,
    });
    expect(await passwordResetTokenState(db, mailedLater)).toBe("expired");
  });
});
