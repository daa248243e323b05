import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

describe.each(testDatabaseKinds)("contact message admin procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    await bed.database.db.contactMessage.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        name: `Visitor ${index + 1}`,
        email: `visitor${index + 1}@example.org`,
        message: index === 4 ? "Where is the venue in Jubail?" : "Hello",
        createdAt: new Date(Date.UTC(2025, 8, index + 1)),
      })),
    });
  });
  afterAll(() => bed?.close());

  it("lists messages newest first with paging and search, and marks them read — audited", async () => {
    const api = bed.caller().contactMessage;
    const first = await api.list();
    expect(first).toMatchObject({ total: 12, page: 0, pageSize: 10 });
    expect(first.items[0]?.name).toBe("Visitor 12");
    expect((await api.list({ page: 1 })).items.map((message) => message.name)).toEqual([
      "Visitor 2",
      "Visitor 1",
    ]);
    const venue = await api.list({ search: "VENUE" });
    expect(venue.items.map((message) => message.name)).toEqual(["Visitor 5"]);

    const read = await api.markRead({ id: venue.items[0]!.id });
    expect(read.read).toBe(true);
    expect((await api.list({ read: false })).total).toBe(11);
    expect((await api.list({ read: true })).items.map((message) => message.id)).toEqual([read.id]);
    await api.markRead({ id: read.id, read: false });
    expect((await api.list({ read: false })).total).toBe(12);

    const trail = await auditTrail(bed.database, "contactMessage", read.id);
    expect(trail.map((entry) => [entry.action, (entry.after as { read: boolean }).read])).toEqual([
      ["markRead", true],
      ["markRead", false],
    ]);
    expect(await failure(api.markRead({ id: "missing" }))).toMatchObject({ code: "NOT_FOUND" });
  });
});
