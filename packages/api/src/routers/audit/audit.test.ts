import { testDatabaseKinds } from "@wro/db/testing";
import { parseCsv } from "../../csv.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

const clockPast = (time: Date) =>
  vi.waitFor(() => expect(Date.now()).toBeGreaterThan(time.getTime()), { interval: 1 });

describe.each(testDatabaseKinds)("audit log on %s", (kind) => {
  let bed: AdminTestBed;
  let other: { kind: "user"; id: string; type: number; name: string };
  let between: Date;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    const second = await bed.database.db.user.create({
      data: {
        name: "Second Admin",
        email: "second@example.org",
        nationalId: "1000000002",
        phoneNumber: "+966500000002",
        type: 4,
      },
    });
    other = { kind: "user", id: second.id, type: 4, name: second.name };

    await bed.caller().partner.setStatus({ id: "test-partner-gulf-makers", value: false });
    await bed.caller().faq.setStatus({ id: "seed-faq-1", value: false });
    // `between` must fall strictly after the first two changes and before the rest: wait for the
    // clock to move past each (timestamps are whole milliseconds) instead of sleeping.
    const [latest] = (await bed.caller().audit.list()).items;
    await clockPast(latest!.createdAt);
    between = new Date();
    await clockPast(between);
    await bed.caller(other).partner.setStatus({ id: "test-partner-gulf-makers", value: true });
    await bed.caller(other).hotel.setStatus({ id: "seed-hotel-1", value: false });
    await bed
      .caller({ kind: "system", name: "import script" })
      .faq.setStatus({ id: "seed-faq-2", value: false });
  });
  afterAll(() => bed?.close());

  it("lists every change newest first, with who, what, when and the values before and after", async () => {
    const all = await bed.caller().audit.list();
    expect(all.total).toBe(5);
    expect(all.items.map((entry) => [entry.actorName, entry.entity, entry.entityId])).toEqual([
      ["system: import script", "faq", "seed-faq-2"],
      [other.name, "hotel", "seed-hotel-1"],
      [other.name, "partner", "test-partner-gulf-makers"],
      [bed.admin.name, "faq", "seed-faq-1"],
      [bed.admin.name, "partner", "test-partner-gulf-makers"],
    ]);
    expect(all.items[2]).toMatchObject({
      actorId: other.id,
      action: "setStatus",
      before: expect.objectContaining({ status: false }),
      after: expect.objectContaining({ status: true }),
      createdAt: expect.any(Date),
    });
    expect(all.items[0]?.actorId).toBeNull();
  });

  it("filters by entity, record, actor, action and time, and pages", async () => {
    const audit = bed.caller().audit;
    expect((await audit.list({ entity: "partner" })).total).toBe(2);
    expect(
      (await audit.list({ entity: "faq", entityId: "seed-faq-1" })).items.map((entry) => entry.actorName),
    ).toEqual([bed.admin.name]);
    expect((await audit.list({ actorId: other.id })).items.map((entry) => entry.entity)).toEqual([
      "hotel",
      "partner",
    ]);
    expect((await audit.list({ action: "setStatus" })).total).toBe(5);
    expect((await audit.list({ action: "delete" })).total).toBe(0);
    expect((await audit.list({ from: between })).total).toBe(3);
    expect((await audit.list({ to: between })).total).toBe(2);
    expect((await audit.list({ from: between, actorId: other.id, entity: "hotel" })).total).toBe(1);

    const oldestFirst = await audit.list({ order: "asc", pageSize: 10 });
    expect(oldestFirst.items[0]?.entityId).toBe("test-partner-gulf-makers");
    expect((await audit.list({ page: 1, pageSize: 10 })).items).toEqual([]);
  });

  it("names each record as it was when changed, even after a rename or delete", async () => {
    const partners = bed.caller().partner;
    const partner = await bed.database.db.partner.findUniqueOrThrow({
      where: { id: "test-partner-gulf-makers" },
    });
    const labels = (await bed.caller().audit.list({ entity: "partner" })).items.map((entry) => entry.label);
    expect(labels).toEqual([partner.name, partner.name]);
    const faq = await bed.database.db.faq.findUniqueOrThrow({ where: { id: "seed-faq-2" } });
    expect((await bed.caller().audit.list({ entityId: "seed-faq-2" })).items[0]?.label).toBe(faq.questionEn);

    await partners.delete({ id: partner.id });
    const [deleted] = (await bed.caller().audit.list({ entity: "partner", action: "delete" })).items;
    expect(deleted).toMatchObject({ label: partner.name, after: null });
    // Entries written before labels existed have none; the screens show the record id instead.
    await bed.database.db.auditLog.updateMany({ where: { entityId: "seed-hotel-1" }, data: { label: null } });
    expect((await bed.caller().audit.list({ entity: "hotel" })).items[0]?.label).toBeNull();
  });

  it("exports the filtered log as CSV with the labels", async () => {
    const { filename, csv } = await bed.caller().audit.exportCsv({ actorId: other.id });
    expect(filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(csv);
    expect(rows.map((row) => [row.actorName, row.entity, row.entityId])).toEqual([
      [other.name, "hotel", "seed-hotel-1"],
      [other.name, "partner", "test-partner-gulf-makers"],
    ]);
    expect(Object.keys(rows[0]!)).toEqual([
      "createdAt",
      "actorName",
      "actorId",
      "action",
      "entity",
      "entityId",
      "label",
    ]);
    expect(rows[1]?.label).toBe(
      (await bed.database.db.auditLog.findFirstOrThrow({ where: { entity: "partner" } })).label,
    );
    expect(parseCsv((await bed.caller().audit.exportCsv()).csv)).toHaveLength(6);
  });

  it("refuses unknown filters with a clear 400", async () => {
    expect(await failure(bed.caller().audit.list({ entity: "planet" as "faq" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("unknownRecordKind"),
    });
    expect(await failure(bed.caller().audit.exportCsv({ action: "explode" as "delete" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("unknownAction"),
    });
    expect(
      await failure(bed.caller().audit.exportCsv({ from: "yesterday" as unknown as Date })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("invalidDate"),
    });
  });
});
