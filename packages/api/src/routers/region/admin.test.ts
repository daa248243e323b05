import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, images, type AdminTestBed } from "../../testing/admin.ts";

describe.each(testDatabaseKinds)("region admin procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("adds a country by its ISO code with library names and flag, edits, toggles and deletes it", async () => {
    const api = bed.caller().region;
    const sudan = await api.create({ code: "sd" });
    expect(sudan).toMatchObject({ code: "SD", nameEn: "Sudan", nameAr: "السودان", status: true });
    expect(sudan.flag).toMatch(/^flags\/.+\.svg$/);
    expect(Buffer.from((await bed.storage.read(sudan.flag))!).toString("utf8")).toMatch(/^<svg/);
    expect(bed.revalidated.at(-1)).toEqual(["regions"]);

    // The seed has 14 participating countries.
    expect(await api.list()).toMatchObject({ total: 15, page: 0, pageSize: 10 });
    expect((await api.list({ page: 1 })).items).toHaveLength(5);
    expect((await api.list({ pageSize: 25 })).items).toHaveLength(15);
    expect((await api.list({ search: "السودان" })).items.map((region) => region.code)).toEqual(["SD"]);
    const byCode = (await api.list({ sort: "code", order: "desc", pageSize: 100 })).items.map(
      (region) => region.code,
    );
    expect(byCode).toEqual([...byCode].sort().reverse());

    const updated = await api.update({
      id: sudan.id,
      expectedUpdatedAt: sudan.updatedAt,
      code: "SD",
      nameEn: "Republic of the Sudan",
      nameAr: "جمهورية السودان",
      flagFile: images.png,
    });
    expect(updated).toMatchObject({ nameEn: "Republic of the Sudan", nameAr: "جمهورية السودان" });
    expect(updated.flag).toMatch(/\.png$/);
    expect(await bed.storedFiles()).toEqual([updated.flag]);

    expect(
      await failure(
        api.update({ id: sudan.id, expectedUpdatedAt: sudan.updatedAt, code: "SD", nameEn: "Lost" }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: adminMessages.staleRecord });

    await api.setStatus({ id: sudan.id, value: false });
    expect((await bed.caller().region.participating()).map((country) => country.code)).not.toContain("SD");

    await api.delete({ id: sudan.id });
    expect(await bed.storedFiles()).toEqual([]);
    expect((await auditTrail(bed.database, "region", sudan.id)).map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "setStatus",
      "delete",
    ]);
  });

  it("refuses an unknown code and a code another region has, leaving no file", async () => {
    const api = bed.caller().region;
    expect(await failure(api.create({ code: "XX" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: `code: ${adminMessages.invalidCountry}`,
    });
    const duplicate = await failure(api.create({ code: "jo", flagFile: images.gif }));
    expect(duplicate).toMatchObject({ code: "CONFLICT", message: adminMessages.regionCodeTaken });
    expect(duplicate?.cause).toMatchObject({ details: { field: "code" } });
    expect(await failure(api.create({ code: "JO" }))).toMatchObject({ code: "CONFLICT" });
    expect(await bed.storedFiles()).toEqual([]);
  });
});
