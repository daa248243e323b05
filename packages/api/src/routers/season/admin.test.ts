import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, images, type AdminTestBed } from "../../testing/admin.ts";

const attribute = (n: number, imageFile?: string) => ({
  titleEn: `Block ${n}`,
  titleAr: `القسم ${n}`,
  descEn: `Description ${n}`,
  descAr: `الوصف ${n}`,
  ...(imageFile ? { imageFile } : {}),
});

const seasonInput = (slug: string) => ({
  slug,
  nameEn: "Season 2026",
  nameAr: "موسم 2026",
  titleEn: "Robots for Good",
  titleAr: "روبوتات من أجل الخير",
  descriptionEn: "The next season.",
  descriptionAr: "الموسم القادم.",
});

describe.each(testDatabaseKinds)("season admin procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("creates a season with exactly three attribute blocks, edits, toggles and deletes it — files and audit follow", async () => {
    const api = bed.caller().season;
    const created = await api.create({
      ...seasonInput("season-2026"),
      logoFile: images.jpg,
      attributes: [attribute(1), attribute(2, images.png), attribute(3)],
    });
    expect(created).toMatchObject({
      slug: "season-2026",
      status: true,
      registration: false,
      homeActive: false,
    });
    expect(created.logo).toMatch(/^seasons\/.+\.jpg$/);
    expect(created.attributes.map((block) => [block.position, block.titleEn, block.titleAr])).toEqual([
      [1, "Block 1", "القسم 1"],
      [2, "Block 2", "القسم 2"],
      [3, "Block 3", "القسم 3"],
    ]);
    expect(created.attributes[0]!.image).toBe("season-attribute.png");
    expect(created.attributes[1]!.image).toMatch(/^seasons\/.+\.png$/);
    expect(await bed.storedFiles()).toEqual([created.logo, created.attributes[1]!.image].sort());
    expect(bed.revalidated.at(-1)).toEqual(["seasons"]);
    expect((await bed.caller().season.bySlug({ slug: "season-2026" })).titleEn).toBe("Robots for Good");

    const page = await api.list();
    // The seeded current and archived seasons, and this one.
    expect(page).toMatchObject({ total: 3, page: 0, pageSize: 10 });
    expect((await api.list({ search: "2026" })).items.map((season) => season.id)).toEqual([created.id]);
    expect((await api.list({ sort: "slug", order: "desc" })).items.map((season) => season.slug)).toEqual([
      "wro-2024",
      "season-2026",
      "season-2025",
    ]);
    expect((await api.list({ page: 1, pageSize: 25 })).items).toEqual([]);

    const updated = await api.update({
      ...seasonInput("season-2026"),
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      titleEn: "Robots for a Better World",
      logoFile: images.gif,
      attributes: [attribute(1, images.jpg), { ...attribute(2), titleEn: "Second block" }, attribute(3)],
    });
    expect(updated.titleEn).toBe("Robots for a Better World");
    expect(updated.logo).toMatch(/\.gif$/);
    expect(updated.attributes[0]!.image).toMatch(/^seasons\/.+\.jpg$/);
    // Kept: no new image for block 2.
    expect(updated.attributes[1]).toMatchObject({
      titleEn: "Second block",
      image: created.attributes[1]!.image,
    });
    // The replaced logo is gone; the shared default picture of block 1 was never a file of ours.
    expect(await bed.storedFiles()).toEqual(
      [updated.logo, updated.attributes[0]!.image, updated.attributes[1]!.image].sort(),
    );

    const stale = await failure(
      api.update({
        ...seasonInput("season-2026"),
        id: created.id,
        expectedUpdatedAt: created.updatedAt,
        logoFile: images.png,
        attributes: [attribute(1), attribute(2), attribute(3, images.png)],
      }),
    );
    expect(stale).toMatchObject({ code: "CONFLICT", message: adminMessages.staleRecord });
    expect(await bed.storedFiles()).toEqual(
      [updated.logo, updated.attributes[0]!.image, updated.attributes[1]!.image].sort(),
    );
    expect(await api.byId({ id: created.id })).toEqual(updated);

    const registration = await api.setRegistration({ id: created.id, value: true });
    expect(registration.registration).toBe(true);
    const onHome = async () =>
      (await bed.caller({ kind: "anonymous" }).season.onHome()).map((season) => season.slug);
    // The archived 2024 season is published but not on the home page.
    expect(await onHome()).toEqual(["season-2025"]);
    const home = await api.setHomeActive({ id: created.id, value: true });
    expect(home.homeActive).toBe(true);
    // The newest season on the home page comes first: the home page features it.
    expect(await onHome()).toEqual(["season-2026", "season-2025"]);
    const hidden = await api.setStatus({ id: created.id, value: false });
    expect(hidden.status).toBe(false);
    expect(await onHome()).toEqual(["season-2025"]);
    expect(await failure(bed.caller().season.bySlug({ slug: "season-2026" }))).toMatchObject({
      code: "NOT_FOUND",
    });

    await api.delete({ id: created.id });
    expect(await bed.storedFiles()).toEqual([]);
    expect(await bed.database.db.seasonAttribute.count({ where: { seasonId: created.id } })).toBe(0);

    const trail = await auditTrail(bed.database, "season", created.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "setRegistration",
      "setHomeActive",
      "setStatus",
      "delete",
    ]);
    expect(trail[1]).toMatchObject({
      before: expect.objectContaining({
        titleEn: "Robots for Good",
        attributes: expect.arrayContaining([expect.objectContaining({ titleEn: "Block 2" })]),
      }),
      after: expect.objectContaining({
        titleEn: "Robots for a Better World",
        attributes: expect.arrayContaining([expect.objectContaining({ titleEn: "Second block" })]),
      }),
    });
    expect(trail[2]).toMatchObject({
      before: expect.objectContaining({ registration: false }),
      after: expect.objectContaining({ registration: true }),
    });
  });

  it("wants exactly three attribute blocks", async () => {
    for (const attributes of [[attribute(1), attribute(2)], [1, 2, 3, 4].map((n) => attribute(n))]) {
      const error = await failure(bed.caller().season.create({ ...seasonInput("season-x"), attributes }));
      expect(error).toMatchObject({
        code: "BAD_REQUEST",
        message: `attributes: ${adminMessages.threeAttributes}`,
      });
    }
  });

  it("refuses a duplicate slug by name, leaving no row and no file", async () => {
    const seasons = await bed.database.db.season.count();
    const error = await failure(
      bed.caller().season.create({
        ...seasonInput("season-2025"),
        logoFile: images.png,
        attributes: [attribute(1, images.gif), attribute(2), attribute(3)],
      }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: adminMessages.seasonSlugTaken });
    expect(error?.cause).toMatchObject({ field: "slug" });
    expect(await bed.database.db.season.count()).toBe(seasons);
    expect(await bed.storedFiles()).toEqual([]);
  });

  it("checks every image by its content", async () => {
    const error = await failure(
      bed.caller().season.create({
        ...seasonInput("season-y"),
        attributes: [attribute(1), attribute(2, images.textAsPng), attribute(3)],
      }),
    );
    expect(error?.message).toBe(`attributes.1.imageFile: ${adminMessages.imageType}`);
    expect(await bed.storedFiles()).toEqual([]);
  });
});
