import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

const event = {
  nameEn: "Regional final",
  nameAr: "النهائي الإقليمي",
  eventDate: new Date("2031-03-01T09:00:00+03:00"),
  locationEn: "Dammam, Saudi Arabia",
  locationAr: "الدمام، المملكة العربية السعودية",
};

describe.each(testDatabaseKinds)("the event's venue in the back office on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("saves the venue's name, address and coordinates, and clears them again", async () => {
    const api = bed.caller().event;
    const created = await api.create({
      ...event,
      venueNameEn: " Dhahran Expo ",
      venueNameAr: "معرض الظهران",
      venueAddressEn: "King Saud Road, Dhahran",
      venueAddressAr: "طريق الملك سعود، الظهران",
      venueLatitude: 26.3,
      venueLongitude: 50.14,
    });
    expect(created).toMatchObject({
      venueNameEn: "Dhahran Expo",
      venueAddressAr: "طريق الملك سعود، الظهران",
      venueLatitude: 26.3,
      venueLongitude: 50.14,
    });
    expect(await bed.caller({ kind: "anonymous" }).event.current()).toMatchObject({ id: created.id });

    const cleared = await api.update({
      ...event,
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      venueNameEn: "",
      venueLatitude: null,
      venueLongitude: null,
    });
    expect(cleared).toMatchObject({ venueNameEn: null, venueNameAr: null, venueLatitude: null });
  });

  it("refuses coordinates out of range, or only one of the two, with a message on the field", async () => {
    const api = bed.caller().event;
    expect((await failure(api.create({ ...event, venueLatitude: 91, venueLongitude: 0 })))?.message).toBe(
      `venueLatitude: ${adminMessages.latitude}`,
    );
    expect((await failure(api.create({ ...event, venueLatitude: 0, venueLongitude: -180.5 })))?.message).toBe(
      `venueLongitude: ${adminMessages.longitude}`,
    );
    expect((await failure(api.create({ ...event, venueLatitude: 27 })))?.message).toBe(
      `venueLongitude: ${adminMessages.coordinatesTogether}`,
    );
    expect((await failure(api.create({ ...event, venueLongitude: 49 })))?.message).toBe(
      `venueLatitude: ${adminMessages.coordinatesTogether}`,
    );
  });
});
