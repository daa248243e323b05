import { authMessages } from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import {
  adminWithoutFinance,
  auditTrail,
  createAdminTestBed,
  failure,
  type AdminTestBed,
} from "../../testing/admin.ts";
import type { Caller } from "../../trpc.ts";

type UserCaller = Extract<Caller, { kind: "user" }>;

/** A new admin's form, with digits no other account of the bed uses. */
const form = (digits: string, overrides: Record<string, unknown> = {}) => ({
  name: `Finance Candidate ${digits}`,
  email: `candidate.${digits}@example.org`,
  phoneNumber: "0551234567",
  nationalId: `1088${digits}`,
  nationality: "SA",
  password: `Tq7-lantern-${digits}`,
  confirmPassword: `Tq7-lantern-${digits}`,
  ...overrides,
});

/** The edit form of an admin as read, with `overrides`. */
const edit = (
  admin: {
    id: string;
    name: string;
    email: string;
    phoneNumber: string;
    nationalId: string;
    updatedAt: Date;
  },
  overrides: Record<string, unknown> = {},
) => ({
  id: admin.id,
  expectedUpdatedAt: admin.updatedAt,
  name: admin.name,
  email: admin.email,
  phoneNumber: admin.phoneNumber,
  nationalId: admin.nationalId,
  nationality: "SA",
  ...overrides,
});

describe.each(testDatabaseKinds)("granting the finance permission on %s", (kind) => {
  let bed: AdminTestBed;
  /** The seeded first admin has the finance permission: here with and without a two-step session. */
  let financeTwoStep: UserCaller;
  let financePasswordOnly: UserCaller;
  let noFinance: UserCaller;
  let counter = 0;
  const digits = () => String(++counter).padStart(6, "0");

  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    financeTwoStep = bed.admin;
    const { secondFactor: _used, ...passwordOnly } = bed.admin;
    financePasswordOnly = passwordOnly;
    // Even with a two-step session: the permission is what it lacks.
    noFinance = { ...(await adminWithoutFinance(bed.database)), secondFactor: true };
  });
  afterAll(() => bed?.close());

  const permissionOf = async (id: string) =>
    (
      await bed.database.db.user.findUniqueOrThrow({
        where: { id },
        select: { financePermission: true },
      })
    ).financePermission;

  it("tells the back office whether the finance tools are open to the session, and why not", async () => {
    expect(await bed.caller(financeTwoStep).admin.financeAccess()).toEqual({ allowed: true, refusal: null });
    expect(await bed.caller(financePasswordOnly).admin.financeAccess()).toEqual({
      allowed: false,
      refusal: authMessages.secondFactorForFinance,
    });
    expect(await bed.caller(noFinance).admin.financeAccess()).toEqual({
      allowed: false,
      refusal: adminMessages.financeOnly,
    });
  });

  it("an admin without the finance permission cannot grant it, on create or update", async () => {
    const api = bed.caller(noFinance).admin;
    const refused = { code: "FORBIDDEN", message: adminMessages.financeOnly };
    expect(await failure(api.create(form(digits(), { financePermission: true })))).toMatchObject(refused);
    expect(await bed.database.db.user.count({ where: { name: { startsWith: "Finance Candidate" } } })).toBe(
      0,
    );

    // A new admin without it, and an edit that leaves it as it is, are any admin's.
    const plain = await api.create(form(digits(), { financePermission: false }));
    expect(plain.financePermission).toBe(false);
    const renamed = await api.update(edit(plain, { name: "Renamed Candidate", financePermission: false }));
    expect(renamed.name).toBe("Renamed Candidate");
    expect(await failure(api.update(edit(renamed, { financePermission: true })))).toMatchObject(refused);
    expect(await permissionOf(plain.id)).toBe(false);

    // Nor can they withdraw it from someone who has it.
    const holder = await bed.caller(financeTwoStep).admin.create(form(digits(), { financePermission: true }));
    expect(await failure(api.update(edit(holder, { financePermission: false })))).toMatchObject(refused);
    // …though they may edit the rest of that account, the permission sent as it is.
    expect(
      (await api.update(edit(holder, { name: "Holder Renamed", financePermission: true }))).financePermission,
    ).toBe(true);
    expect(await permissionOf(holder.id)).toBe(true);
  });

  it("a finance admin whose session signed in without the second factor cannot either", async () => {
    const api = bed.caller(financePasswordOnly).admin;
    const refused = { code: "FORBIDDEN", message: authMessages.secondFactorForFinance };
    expect(await failure(api.create(form(digits(), { financePermission: true })))).toMatchObject(refused);

    const plain = await api.create(form(digits()));
    expect(plain.financePermission).toBe(false);
    expect(await failure(api.update(edit(plain, { financePermission: true })))).toMatchObject(refused);

    const holder = await bed.caller(financeTwoStep).admin.create(form(digits(), { financePermission: true }));
    expect(await failure(api.update(edit(holder, { financePermission: false })))).toMatchObject(refused);
    expect(await permissionOf(holder.id)).toBe(true);
  });

  it("a finance admin with a two-step session grants and withdraws it, audited with the account", async () => {
    const api = bed.caller(financeTwoStep).admin;
    const created = await api.create(form(digits(), { financePermission: true }));
    expect(created.financePermission).toBe(true);
    expect(await api.byId({ id: created.id })).toMatchObject({ financePermission: true });
    const listed = await api.list({ search: created.nationalId });
    expect(listed.items.map((item) => [item.id, item.financePermission])).toEqual([[created.id, true]]);

    const withdrawn = await api.update(edit(created, { financePermission: false }));
    expect(withdrawn.financePermission).toBe(false);
    const granted = await api.update(edit(withdrawn, { financePermission: true }));
    expect(granted.financePermission).toBe(true);
    // Left out (the legacy REST update, the profile): left as it is.
    expect(await api.update(edit(granted, { name: "Kept Permission" }))).toMatchObject({
      name: "Kept Permission",
      financePermission: true,
    });

    const trail = await auditTrail(bed.database, "admin", created.id);
    expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "update", "update"]);
    expect(trail.map((entry) => [entry.before, entry.after])).toMatchObject([
      [null, { financePermission: true }],
      [{ financePermission: true }, { financePermission: false }],
      [{ financePermission: false }, { financePermission: true }],
      [{ financePermission: true }, { financePermission: true }],
    ]);
    expect(trail[1]).toMatchObject({ actorId: financeTwoStep.id });
  });

  it("withdrawing it takes effect at once: the same session's next finance call is refused", async () => {
    const created = await bed
      .caller(financeTwoStep)
      .admin.create(form(digits(), { financePermission: true }));
    // The new admin's session, signed in with two-step sign-in before the withdrawal.
    const session: UserCaller = {
      kind: "user",
      id: created.id,
      type: created.type,
      name: created.name,
      secondFactor: true,
    };
    const category = (key: string) => ({
      key,
      nameEn: `Fee ${key}`,
      nameAr: `رسم ${key}`,
      priceUsd: "10.00",
      capacity: null,
      order: 90,
      status: false,
    });
    expect(await bed.caller(session).feeCategory.create(category(`finance_check_${kind}_a`))).toMatchObject({
      priceUsdCents: 1000,
    });

    await bed.caller(financeTwoStep).admin.update(edit(created, { financePermission: false }));
    expect(
      await failure(bed.caller(session).feeCategory.create(category(`finance_check_${kind}_b`))),
    ).toMatchObject({ code: "FORBIDDEN", message: adminMessages.financeOnly });
    // A finance admin may withdraw it from their own account too, and loses it as well.
    const self = await bed.caller(financeTwoStep).admin.create(form(digits(), { financePermission: true }));
    const selfSession: UserCaller = { ...session, id: self.id, name: self.name };
    await bed.caller(selfSession).admin.update(edit(self, { financePermission: false }));
    expect(
      await failure(bed.caller(selfSession).feeCategory.create(category(`finance_check_${kind}_c`))),
    ).toMatchObject({ code: "FORBIDDEN", message: adminMessages.financeOnly });
  });

  it("the system (the CLI) may grant it", async () => {
    const created = await bed
      .caller({ kind: "system", name: "cli" })
      .admin.create(form(digits(), { financePermission: true }));
    expect(await permissionOf(created.id)).toBe(true);
  });
});
