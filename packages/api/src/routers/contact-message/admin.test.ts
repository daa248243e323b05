import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../csv.ts";
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

  it("lists messages newest first with paging and search, moves them through new, read and handled, filtered by state — audited", async () => {
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

    const read = await api.setState({ id: venue.items[0]!.id, state: "read" });
    expect(read.state).toBe("read");
    expect((await api.list({ state: "new" })).total).toBe(11);
    const handled = await api.setState({ id: read.id, state: "handled" });
    expect((await api.list({ state: "handled" })).items.map((message) => message.id)).toEqual([handled.id]);
    expect((await api.list({ state: "read" })).total).toBe(0);

    const trail = await auditTrail(bed.database, "contactMessage", read.id);
    expect(trail.map((entry) => [entry.action, (entry.after as { state: string }).state])).toEqual([
      ["setState", "read"],
      ["setState", "handled"],
    ]);
    expect(await failure(api.setState({ id: "missing", state: "read" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await failure(api.setState({ id: read.id, state: "archived" as "read" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "state: The state is new, read or handled.",
    });
  });

  it("exports the messages as CSV, all or one state, and the CSV parses back", async () => {
    const api = bed.caller().contactMessage;
    const all = parseCsv((await api.exportCsv()).csv);
    expect(all).toHaveLength(12);
    expect(Object.keys(all[0]!)).toEqual(["receivedAt", "name", "email", "phoneNumber", "state", "message"]);
    expect(all[0]).toMatchObject({ name: "Visitor 12", email: "visitor12@example.org", state: "new" });
    const handled = parseCsv((await api.exportCsv({ state: "handled" })).csv);
    expect(handled).toEqual([
      expect.objectContaining({ name: "Visitor 5", message: "Where is the venue in Jubail?" }),
    ]);
  });
});
