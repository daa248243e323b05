import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { adminWithoutFinance, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

describe.each(testDatabaseKinds)("registration settings on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  const form = async () => {
    const row = await bed.caller().registrationSetting.get();
    return {
      opensAt: row.opensAt,
      closesAt: row.closesAt,
      sarPerUsd: "3.75",
      vatPercent: "15",
      orderExpiryHours: 48,
      sellerNameEn: row.sellerNameEn,
      sellerNameAr: row.sellerNameAr,
      sellerVatNumber: "310122393500003",
      bankName: "Saudi National Bank",
      bankAccountName: "WRO Saudi Arabia",
      bankIban: "SA03 8000 0000 6080 1016 7519",
      expectedUpdatedAt: row.updatedAt,
    };
  };

  it("needs the finance permission to save", async () => {
    const plainAdmin = bed.caller(await adminWithoutFinance(bed.database));
    const refused = await failure(plainAdmin.registrationSetting.update(await form()));
    expect(refused?.code).toBe("FORBIDDEN");
    expect(refused?.message).toBe(adminMessages.financeOnly);
  });

  it("saves rates as exact integers and the IBAN compact, and never shows the bank publicly", async () => {
    const saved = await bed.caller().registrationSetting.update({ ...(await form()), sarPerUsd: "3.7505" });
    expect(saved).toMatchObject({
      sarPerUsd: 37_505,
      vatBasisPoints: 1_500,
      orderExpiryHours: 48,
      bankIban: "SA0380000000608010167519",
    });
    expect(bed.revalidated.at(-1)).toEqual(["registration"]);
    const shown = await bed.caller({ kind: "anonymous" }).registrationSetting.public();
    expect(Object.keys(shown).sort()).toEqual([
      "closesAt",
      "nextOrderExpiry",
      "opensAt",
      "sarPerUsd",
      "vatBasisPoints",
    ]);
    // The back office's prices follow the rate.
    const participant = (await bed.caller().feeCategory.list({ search: "participant" })).items[0]!;
    expect(participant.priceHalalas).toBe(101_264); // 270 × 3.7505 = 1,012.635 → 1,012.64
  });

  it("words each refused field", async () => {
    const valid = await form();
    const error = await failure(
      bed.caller().registrationSetting.update({
        ...valid,
        closesAt: new Date(valid.opensAt.getTime() - 1000),
        sarPerUsd: "3,75",
        vatPercent: "101",
        orderExpiryHours: 0,
        sellerVatNumber: "300000000000004",
        bankIban: "SA04 8000 0000 6080 1016 7519",
      }),
    );
    expect(error?.message).toBe(
      [
        `sarPerUsd: ${adminMessages.invalidRate}`,
        `vatPercent: ${adminMessages.invalidVat}`,
        `orderExpiryHours: ${adminMessages.invalidExpiryHours}`,
        `sellerVatNumber: ${adminMessages.invalidVatNumber}`,
        `bankIban: ${adminMessages.invalidIban}`,
      ].join("; "),
    );
    const closing = await failure(
      bed
        .caller()
        .registrationSetting.update({ ...valid, closesAt: new Date(valid.opensAt.getTime() - 1000) }),
    );
    expect(closing?.message).toBe(`closesAt: ${adminMessages.closesBeforeOpens}`);
  });

  it("keeps the visa letters' signatory whole: all four fields, or none", async () => {
    const signatory = {
      signatoryNameEn: "Faisal bin Saad Al-Harbi",
      signatoryNameAr: "فيصل بن سعد الحربي",
      signatoryTitleEn: "Chair of the organizing committee",
      signatoryTitleAr: "رئيس اللجنة المنظمة",
    };
    const incomplete = await failure(
      bed.caller().registrationSetting.update({ ...(await form()), ...signatory, signatoryTitleAr: " " }),
    );
    expect(incomplete?.message).toBe(`signatoryTitleAr: ${adminMessages.signatoryIncomplete}`);
    const saved = await bed.caller().registrationSetting.update({ ...(await form()), ...signatory });
    expect(saved).toMatchObject(signatory);
    const cleared = await bed.caller().registrationSetting.update(await form());
    expect(cleared).toMatchObject({ signatoryNameEn: null, signatoryTitleAr: null });
  });
});
