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

const newCategory = {
  key: "mentor",
  nameEn: "Mentor",
  nameAr: "مرشد",
  priceUsd: "150.00",
  capacity: null,
  order: 20,
  status: true,
};

describe.each(testDatabaseKinds)("fee categories on %s", (kind) => {
  let bed: AdminTestBed;
  /** An admin without the finance permission, and the seeded first admin, who has it. */
  let plainAdmin: ReturnType<AdminTestBed["caller"]>;
  let financeAdmin: ReturnType<AdminTestBed["caller"]>;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    plainAdmin = bed.caller(await adminWithoutFinance(bed.database));
    financeAdmin = bed.caller();
  });
  afterAll(() => bed?.close());

  const participant = async () =>
    (await plainAdmin.feeCategory.list({ search: "participant" })).items.find(
      (row) => row.key === "participant",
    )!;

  it("lists the seeded fees for every admin, each in USD cents and in SAR at the current rate", async () => {
    const page = await plainAdmin.feeCategory.list({ pageSize: 25 });
    expect(page.total).toBe(8);
    expect(page.items.map((row) => row.key).slice(0, 2)).toEqual(["participant", "coach"]);
    expect(await participant()).toMatchObject({
      nameEn: "Participant",
      nameAr: "مشارك",
      priceUsdCents: 27_000,
      priceHalalas: 101_250,
      capacity: null,
      taken: 0,
      status: true,
    });
  });

  it("refuses a price change and a new category to an admin without the finance permission", async () => {
    const row = await participant();
    const change = plainAdmin.feeCategory.update({
      ...row,
      priceUsd: "280.00",
      expectedUpdatedAt: row.updatedAt,
    });
    const refused = await failure(change);
    expect(refused?.code).toBe("FORBIDDEN");
    expect(refused?.message).toBe(adminMessages.financeOnly);
    expect((await failure(plainAdmin.feeCategory.create(newCategory)))?.message).toBe(
      adminMessages.financeOnly,
    );

    // The names, capacity and position are any admin's to change.
    const renamed = await plainAdmin.feeCategory.update({
      ...row,
      nameEn: "Team member",
      priceUsd: "270",
      capacity: 500,
      expectedUpdatedAt: row.updatedAt,
    });
    expect(renamed).toMatchObject({ nameEn: "Team member", capacity: 500, priceUsdCents: 27_000 });
    expect(bed.revalidated.at(-1)).toEqual(["registration"]);
  });

  it("stores a finance admin's price in US cents, shows it in SAR and audits the change", async () => {
    const row = await participant();
    const updated = await financeAdmin.feeCategory.update({
      ...row,
      priceUsd: " 300.50 ",
      expectedUpdatedAt: row.updatedAt,
    });
    // 300.50 USD × 3.75 = 1,126.875 SAR, rounded half up to the halala.
    expect(updated).toMatchObject({ priceUsdCents: 30_050, priceHalalas: 112_688 });
    const trail = await auditTrail(bed.database, "feeCategory", row.id);
    expect(trail.at(-1)).toMatchObject({
      action: "update",
      before: expect.objectContaining({ priceUsdCents: 27_000 }),
      after: expect.objectContaining({ priceUsdCents: 30_050 }),
    });

    const created = await financeAdmin.feeCategory.create(newCategory);
    expect(created).toMatchObject({ key: "mentor", priceUsdCents: 15_000, priceHalalas: 56_250 });
    const offered = await bed.caller({ kind: "anonymous" }).feeCategory.offered();
    expect(offered.find((fee) => fee.key === "participant")).toEqual({
      key: "participant",
      nameEn: "Team member",
      nameAr: "مشارك",
      priceUsdCents: 30_050,
      priceHalalas: 112_688,
      placesLeft: 500,
    });
  });

  it("words each refused field", async () => {
    const error = await failure(
      financeAdmin.feeCategory.create({ ...newCategory, key: "Mentor 2", priceUsd: "2.705", capacity: -1 }),
    );
    expect(error?.message).toBe(
      `priceUsd: ${adminMessages.invalidPrice}; capacity: ${adminMessages.invalidCapacity}; key: ${adminMessages.invalidFeeKey}`,
    );
    const taken = await failure(financeAdmin.feeCategory.create(newCategory));
    expect(taken?.message).toBe(adminMessages.feeKeyTaken);
  });

  it("refuses a capacity below the places already taken", async () => {
    const row = await participant();
    await bed.database.db.feeCategory.update({ where: { id: row.id }, data: { taken: 12 } });
    const error = await failure(
      plainAdmin.feeCategory.update({
        ...row,
        priceUsd: "300.50",
        capacity: 11,
        expectedUpdatedAt: row.updatedAt,
      }),
    );
    expect(error?.message).toBe(`${adminMessages.capacityBelowTaken}?taken=12`);
  });

  it("deletes an unused category, and refuses one a delegation names", async () => {
    const mentor = (await plainAdmin.feeCategory.list({ search: "mentor" })).items[0]!;
    const judge = (await plainAdmin.feeCategory.list({ search: "judge" })).items[0]!;
    const db = bed.database.db;
    const organizer = await db.user.create({
      data: {
        name: "Organizer",
        email: "org@example.org",
        nationalId: "1000000098",
        phoneNumber: "+966500000098",
        type: 2,
      },
    });
    const season = await db.season.findFirstOrThrow();
    const delegation = await db.delegation.create({
      data: { seasonId: season.id, organizerId: organizer.id, name: "Test delegation", country: "SA" },
    });
    await db.waitingListEntry.create({
      data: { delegationId: delegation.id, feeCategoryKey: "judge", quantity: 2 },
    });

    const refused = await failure(plainAdmin.feeCategory.delete({ id: judge.id }));
    expect(refused?.code).toBe("BAD_REQUEST");
    expect(refused?.message).toBe(adminMessages.feeCategoryInUse);
    expect(await db.feeCategory.count({ where: { key: "judge" } })).toBe(1);

    expect(await plainAdmin.feeCategory.delete({ id: mentor.id })).toEqual({ id: mentor.id });
    expect(await db.feeCategory.count({ where: { key: "mentor" } })).toBe(0);
  });
});
