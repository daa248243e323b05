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
    const { removedFromHome, ...updatedSeason } = updated;
    expect(removedFromHome).toEqual([]);
    expect(await api.byId({ id: created.id })).toEqual(updatedSeason);

    const registration = await api.setRegistration({ id: created.id, value: true });
    expect(registration.registration).toBe(true);
    const onHome = async () =>
      (await bed.caller({ kind: "anonymous" }).season.onHome()).map((season) => season.slug);
    // The archived 2024 season is published but not on the home page.
    expect(await onHome()).toEqual(["season-2025"]);
    const home = await api.setHomeActive({ id: created.id, value: true });
    expect(home.homeActive).toBe(true);
    // The home page features one season: this one took Season 2025's place.
    expect(home.removedFromHome.map((season) => season.nameEn)).toEqual(["Season 2025"]);
    expect(await onHome()).toEqual(["season-2026"]);
    const hidden = await api.setStatus({ id: created.id, value: false });
    expect(hidden.status).toBe(false);
    expect(await onHome()).toEqual([]);
    await api.setHomeActive({ id: home.removedFromHome[0]!.id, value: true });
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
      // Taken off the home page when Season 2025 went back there.
      "setHomeActive",
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

  it("keeps one season on the home page: switching one on switches the other off, audited, in one transaction", async () => {
    const api = bed.caller().season;
    const onHome = async () =>
      (await api.list({ pageSize: 100 })).items.filter((season) => season.homeActive);
    const current = (await onHome()).map((season) => season.slug);
    expect(current).toEqual(["season-2025"]);
    const [season2025] = await onHome();

    // Created straight onto the home page.
    const created = await api.create({
      ...seasonInput("season-2027"),
      homeActive: true,
      attributes: [attribute(1), attribute(2), attribute(3)],
    });
    expect(created.removedFromHome).toEqual([
      { id: season2025!.id, nameEn: "Season 2025", nameAr: season2025!.nameAr },
    ]);
    expect((await onHome()).map((season) => season.slug)).toEqual(["season-2027"]);
    const trail2025 = await auditTrail(bed.database, "season", season2025!.id);
    expect(trail2025.at(-1)).toMatchObject({
      action: "setHomeActive",
      before: expect.objectContaining({ homeActive: true }),
      after: expect.objectContaining({ homeActive: false }),
    });

    // Saving the form of Season 2025 with the switch on takes the place back.
    const back = await api.update({
      ...seasonInput("season-2025"),
      nameEn: "Season 2025",
      id: season2025!.id,
      expectedUpdatedAt: (await api.byId({ id: season2025!.id })).updatedAt,
      homeActive: true,
      attributes: [attribute(1), attribute(2), attribute(3)],
    });
    expect(back.removedFromHome.map((season) => season.id)).toEqual([created.id]);
    expect((await onHome()).map((season) => season.slug)).toEqual(["season-2025"]);
    // Switching on the season already there, or switching one off, takes nothing off.
    expect((await api.setHomeActive({ id: season2025!.id, value: true })).removedFromHome).toEqual([]);
    expect((await api.setHomeActive({ id: created.id, value: false })).removedFromHome).toEqual([]);

    // Two admins switching on different seasons at once: one season ends up on the home page.
    const other = await api.create({
      ...seasonInput("season-2028"),
      attributes: [attribute(1), attribute(2), attribute(3)],
    });
    await Promise.all([
      bed.caller().season.setHomeActive({ id: created.id, value: true }),
      bed.caller().season.setHomeActive({ id: other.id, value: true }),
    ]);
    expect(await onHome()).toHaveLength(1);
    await api.delete({ id: created.id });
    await api.delete({ id: other.id });
    await api.setHomeActive({ id: season2025!.id, value: true });
  });

  it("says what deleting a season takes with it: its results and its attribute blocks", async () => {
    const api = bed.caller().season;
    const season = await api.create({
      ...seasonInput("season-results"),
      attributes: [attribute(1), attribute(2), attribute(3)],
    });
    expect(await api.dependents({ id: season.id })).toEqual({ results: 0, attributes: 3 });
    await bed.database.db.result.createMany({
      data: [1, 2].map((place) => ({
        seasonId: season.id,
        category: "robomission-junior",
        place,
        teamName: `Team ${place}`,
        country: "SA",
        institution: "School",
      })),
    });
    expect(await api.dependents({ id: season.id })).toEqual({ results: 2, attributes: 3 });
    await api.delete({ id: season.id });
    expect(await failure(api.dependents({ id: season.id }))).toMatchObject({ code: "NOT_FOUND" });
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
    expect(error?.cause).toMatchObject({ details: { field: "slug" } });
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
