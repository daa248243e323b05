import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

// Walk-through 3, M1: a hotel's phone, distance to the venue and shuttle, each optional.
const hotel = {
  nameEn: "Test Bay Hotel",
  nameAr: "فندق خليج الاختبار",
  areaEn: "Jubail City",
  areaAr: "مدينة الجبيل",
};

describe.each(testDatabaseKinds)("hotel contact facts on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("keeps phone, website, distance and shuttle when given, and none when not", async () => {
    const api = bed.caller().hotel;
    const full = await api.create({
      ...hotel,
      link: "https://hotel.example.org",
      phoneNumber: " 013 341 0000 ",
      distanceKm: 4.5,
      shuttle: true,
    });
    expect(full).toMatchObject({
      link: "https://hotel.example.org",
      phoneNumber: "+966133410000",
      distanceKm: 4.5,
      shuttle: true,
    });
    const bare = await api.create({ ...hotel, nameEn: "Bare Hotel", phoneNumber: "", stars: null });
    expect(bare).toMatchObject({
      link: null,
      phoneNumber: null,
      distanceKm: null,
      shuttle: null,
      stars: null,
    });

    const shown = await bed.caller({ kind: "anonymous" }).hotel.active();
    expect(shown.find((row) => row.id === full.id)).toMatchObject({
      phoneNumber: "+966133410000",
      distanceKm: 4.5,
      shuttle: true,
    });
    // The seed invents none of them.
    expect(
      shown
        .filter((row) => row.id.startsWith("seed-"))
        .every((row) => row.phoneNumber === null && row.distanceKm === null && row.shuttle === null),
    ).toBe(true);

    const updated = await api.update({
      ...hotel,
      id: full.id,
      expectedUpdatedAt: full.updatedAt,
      shuttle: false,
      distanceKm: null,
    });
    expect(updated).toMatchObject({ shuttle: false, distanceKm: null, phoneNumber: null });
  });

  it("refuses a phone that is not a real number and a distance out of range", async () => {
    const error = await failure(bed.caller().hotel.create({ ...hotel, phoneNumber: "abc", distanceKm: -2 }));
    expect(error?.message).toBe(
      `phoneNumber: ${adminMessages.invalidPhone}; distanceKm: ${adminMessages.invalidDistance}`,
    );
  });
});
