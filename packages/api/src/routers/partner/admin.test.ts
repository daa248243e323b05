import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { createCaller } from "../../root.ts";
import { auditTrail, createAdminTestBed, failure, images, type AdminTestBed } from "../../testing/admin.ts";

describe.each(testDatabaseKinds)("partner admin procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("creates, lists, updates, refuses a stale save, toggles and deletes, with an audit trail", async () => {
    const api = bed.caller().partner;
    const created = await api.create({
      name: "Qimma Robotics",
      link: "https://example.com/qimma",
      tier: "GOLD",
      order: 3,
      logoFile: images.png,
    });
    expect(created).toMatchObject({ name: "Qimma Robotics", tier: "GOLD", status: true });
    expect(created.filePath).toMatch(/^partners\/[0-9a-f-]{36}\.png$/);
    expect(await bed.storedFiles()).toEqual([created.filePath]);
    expect(bed.revalidated.at(-1)).toEqual(["partners"]);

    // The seed has nine partners; with ours, ten.
    const firstPage = await api.list({ pageSize: 10 });
    expect(firstPage).toMatchObject({ total: 10, page: 0, pageSize: 10 });
    expect(firstPage.items).toHaveLength(10);
    expect((await api.list({ page: 1, pageSize: 25 })).items).toEqual([]);
    expect((await api.list({ search: "qimma" })).items.map((partner) => partner.id)).toEqual([created.id]);
    const byName = await api.list({ sort: "name", order: "desc", pageSize: 25 });
    expect(byName.items.map((partner) => partner.name)).toEqual(
      byName.items.map((partner) => partner.name).sort((a, b) => b.localeCompare(a)),
    );
    expect((await api.list({ tier: "GOLD" })).total).toBe(4);
    expect(await failure(api.list({ pageSize: 50 as 10 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: `pageSize: ${adminMessages.pageSize}`,
    });

    const updated = await api.update({
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      name: "Qimma Robotics Co.",
      link: "",
      tier: "PREMIUM",
      order: 1,
      status: true,
      logoFile: images.gif,
    });
    expect(updated).toMatchObject({ name: "Qimma Robotics Co.", link: null, tier: "PREMIUM" });
    expect(updated.filePath).toMatch(/\.gif$/);
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
    // The replaced logo is gone from the storage.
    expect(await bed.storedFiles()).toEqual([updated.filePath]);

    const stale = await failure(
      api.update({
        id: created.id,
        expectedUpdatedAt: created.updatedAt,
        name: "Lost",
        order: 0,
        logoFile: images.png,
      }),
    );
    expect(stale).toMatchObject({ code: "CONFLICT", message: adminMessages.staleRecord });
    // The refused save stored no file and changed nothing.
    expect(await bed.storedFiles()).toEqual([updated.filePath]);
    expect(await api.byId({ id: created.id })).toEqual(updated);

    const hidden = await api.setStatus({ id: created.id, value: false });
    expect(hidden.status).toBe(false);
    expect((await api.list({ status: false })).items.map((partner) => partner.id)).toEqual([created.id]);
    expect((await bed.caller().partner.active()).map((partner) => partner.id)).not.toContain(created.id);

    expect(await failure(api.delete({ id: created.id, expectedUpdatedAt: updated.updatedAt }))).toMatchObject(
      {
        code: "CONFLICT",
      },
    );
    expect(await api.delete({ id: created.id, expectedUpdatedAt: hidden.updatedAt })).toEqual({
      id: created.id,
    });
    expect(await bed.storedFiles()).toEqual([]);
    expect(await failure(api.byId({ id: created.id }))).toMatchObject({ code: "NOT_FOUND" });

    const trail = await auditTrail(bed.database, "partner", created.id);
    expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "setStatus", "delete"]);
    expect(trail.every((entry) => entry.actorId === bed.admin.id && entry.actorName === bed.admin.name)).toBe(
      true,
    );
    expect(trail[0]).toMatchObject({
      before: null,
      after: expect.objectContaining({ name: "Qimma Robotics" }),
    });
    expect(trail[1]).toMatchObject({
      before: expect.objectContaining({ name: "Qimma Robotics", tier: "GOLD" }),
      after: expect.objectContaining({ name: "Qimma Robotics Co.", tier: "PREMIUM" }),
    });
    expect(trail[2]).toMatchObject({
      before: expect.objectContaining({ status: true }),
      after: expect.objectContaining({ status: false }),
    });
    expect(trail[3]).toMatchObject({ before: expect.objectContaining({ id: created.id }), after: null });
  });

  it("lets exactly one of two simultaneous saves of the same version win; the loser leaves no file", async () => {
    const api = bed.caller().partner;
    const partner = await api.create({ name: "Race Partner", order: 0, logoFile: images.png });
    const save = (name: string) =>
      api.update({
        id: partner.id,
        expectedUpdatedAt: partner.updatedAt,
        name,
        order: 0,
        logoFile: images.gif,
      });
    const results = await Promise.allSettled([save("First"), save("Second")]);
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
    const saved = await api.byId({ id: partner.id });
    expect(saved.name).toBe((won[0] as PromiseFulfilledResult<{ name: string }>).value.name);
    expect(await bed.storedFiles()).toEqual([saved.filePath]);
    await api.delete({ id: partner.id });
  });

  it("keeps a saved change when rebuilding the public pages fails", async () => {
    const failing = createCaller({
      db: bed.database.db,
      caller: bed.admin,
      storage: bed.storage,
      revalidate: () => Promise.reject(new Error("cache service down")),
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const hidden = await failing.partner.setStatus({ id: "test-partner-gulf-makers", value: false });
    expect(hidden.status).toBe(false);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("Revalidating partners failed"),
      expect.any(Error),
    );
    errors.mockRestore();
    await bed.caller().partner.setStatus({ id: "test-partner-gulf-makers", value: true });
  });

  it("checks logos by content and size, and a refused upload leaves no row and no file", async () => {
    const api = bed.caller().partner;
    const before = await api.list({ pageSize: 100 });
    const asText = await failure(api.create({ name: "Fake", order: 0, logoFile: images.textAsPng }));
    expect(asText).toMatchObject({ code: "BAD_REQUEST", message: `logoFile: ${adminMessages.imageType}` });
    const oversize = await failure(api.create({ name: "Huge", order: 0, logoFile: images.oversizePng }));
    expect(oversize).toMatchObject({
      code: "BAD_REQUEST",
      message: `logoFile: ${adminMessages.imageTooLarge}`,
    });
    const missing = await failure(api.create({ name: "None", order: 0 } as never));
    expect(missing?.message).toBe(`logoFile: ${adminMessages.imageRequired}`);

    const jpg = await api.create({
      name: "Photo Partner",
      order: 0,
      logoFile: `data:image/jpeg;base64,${images.jpg}`,
    });
    expect(jpg.filePath).toMatch(/\.jpg$/);
    await api.delete({ id: jpg.id });
    expect((await api.list({ pageSize: 100 })).total).toBe(before.total);
    expect(await bed.storedFiles()).toEqual([]);
  });
});
