import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueViolationFields } from "./errors.ts";
import { importLegacyUploads } from "./legacy-uploads.ts";
import { migrate } from "./migrate.ts";
import { databaseNotReady } from "./readiness.ts";
import { removeOrphanedUploads } from "./orphaned-uploads.ts";
import { readMigrations } from "./migrations/engine.ts";
import { seed, storeSeedFiles, type SeedOptions } from "./seed/index.ts";
import { retiredPlaceholders } from "./seed/content.ts";
import { contentHash, referencedFiles, storedFileRow } from "./stored-files.ts";
import { createTestDatabase, testDatabaseKinds, testSeedAdmin, type TestDatabase } from "./testing.ts";

const seedAsset = (path: string) => readFile(new URL(`../seed-assets/${path}`, import.meta.url));
const storedBytes = async ({ db }: TestDatabase, path: string) =>
  Buffer.from((await db.storedFile.findUniqueOrThrow({ where: { path } })).bytes);
const hourAgo = () => new Date(Date.now() - 61 * 60 * 1000);

describe.each(testDatabaseKinds)("database on %s", (kind) => {
  let database: TestDatabase;
  const options: SeedOptions = {
    admin: { nationalId: "1000000001", email: "Admin@Example.org", passwordHash: testSeedAdmin.passwordHash },
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrated: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("applies every migration to an empty database and records it in _prisma_migrations", async () => {
    const expected = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
    expect(expected.length).toBeGreaterThan(0);

    expect(await databaseNotReady(database.db)).toBe(`${expected.length} migration(s) not applied yet`);
    expect(await migrate(database.connection)).toEqual(expected);
    expect(await databaseNotReady(database.db)).toBeNull();

    const recorded = await database.db.$queryRaw<Array<{ migration_name: string; finished: boolean }>>`
      SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name`;
    expect(recorded).toEqual(expected.map((migration_name) => ({ migration_name, finished: true })));
    expect(await migrate(database.connection)).toEqual([]);
  });

  it("seeds the demo content, and a second run leaves the same rows", async () => {
    await seed(database.db, options);
    const first = await snapshot(database);
    await seed(database.db, options);
    expect(await snapshot(database)).toEqual(first);

    // Only the specification's facts: it names no partner, venue or result, so there are none.
    expect(first.partners).toEqual([]);
    expect(first.results).toEqual([]);
    expect(first.events[0]).toMatchObject({
      locationEn: "Jubail, Saudi Arabia",
      venueNameEn: null,
      venueNameAr: null,
      venueAddressEn: null,
      venueAddressAr: null,
      venueLatitude: null,
      venueLongitude: null,
    });
    expect(JSON.stringify(first)).not.toMatch(/demo|تجريبي/i);
    expect(first.hotels).toHaveLength(11);
    expect(first.announcements.map((announcement) => announcement.titleEn)).toEqual([
      "International Final Information",
      "Important Updates and Pre-Event Information",
    ]);
    const saudiArabia = first.regions.find((region) => region.code === "SA");
    expect(saudiArabia).toMatchObject({ nameEn: "Saudi Arabia", nameAr: "السعودية", flag: "flags/sa.svg" });
    // The current season, and the archived 2024 one the wrong-role guard of spec §6 lands on.
    expect(first.seasons).toEqual([
      expect.objectContaining({ slug: "wro-2024", homeActive: false }),
      expect.objectContaining({ slug: "season-2025" }),
    ]);
    expect(first.attributes.map((attribute) => attribute.position)).toEqual([1, 2, 3, 1, 2, 3]);
    expect(first.scheduleDays.map((day) => day.date.toISOString().slice(0, 10))).toEqual([
      "2025-10-24",
      "2025-10-25",
      "2025-10-26",
    ]);
    expect(first.scheduleSessions.length).toBeGreaterThan(3 * 4);
    expect(first.events[0]?.eventDate.toISOString()).toBe("2025-10-24T06:00:00.000Z");
    expect(first.settings[0]).toMatchObject({ siteName: "WRO", contactEmail: expect.stringContaining("@") });

    // Spec §9's fees in US cents, opening on 15 August in Riyadh; no invented VAT number or bank.
    expect(
      [...first.feeCategories]
        .sort((a, b) => a.order - b.order)
        .map(({ key, priceUsdCents, capacity, taken }) => [key, priceUsdCents, capacity, taken]),
    ).toEqual([
      ["participant", 27_000, null, 0],
      ["coach", 27_000, null, 0],
      ["national_organizer", 27_000, null, 0],
      ["supporter", 27_000, null, 0],
      ["judge", 11_000, null, 0],
      ["volunteer", 11_000, null, 0],
      ["vip", 32_000, null, 0],
      ["industry_guest", 32_000, null, 0],
    ]);
    for (const category of first.feeCategories) expect(category.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(first.registrationSettings).toEqual([
      expect.objectContaining({
        siteName: "WRO",
        seasonId: first.seasons.find((season) => season.slug === "season-2025")?.id,
        opensAt: new Date("2025-08-14T21:00:00Z"),
        closesAt: new Date("2025-09-30T21:00:00Z"),
        sarPerUsd: 37_500,
        vatBasisPoints: 1_500,
        orderExpiryHours: 72,
        sellerVatNumber: null,
        bankName: null,
        bankAccountName: null,
        bankIban: null,
      }),
    ]);
    expect(first.numberSeries).toEqual([expect.objectContaining({ name: "invoice", lastNumber: 0 })]);
  });

  it("clears the venue, sponsors and results an earlier seed invented, and keeps what organizers changed", async () => {
    const { db } = database;
    const { venue, partners, results } = retiredPlaceholders;
    const season = await db.season.findUniqueOrThrow({ where: { slug: "season-2025" } });
    // What the earlier seed wrote, with one sponsor and one result an organizer then edited.
    await db.event.update({ where: { id: "seed-event-2025" }, data: venue });
    await db.partner.createMany({
      data: partners.map(({ slug, ...partner }, order) => ({
        id: `seed-partner-${slug}`,
        ...partner,
        filePath: `partners/${slug}.png`,
        order,
      })),
    });
    await db.partner.update({
      where: { id: "seed-partner-falak-robotics" },
      data: { name: "Falak Robotics Co." },
    });
    await db.result.createMany({
      data: results.map(([category, place, teamName, country, institution]) => ({
        seasonId: season.id,
        ...{ category, place, teamName, country, institution },
      })),
    });
    await db.result.updateMany({
      where: { teamName: "Demo Team Gulf" },
      data: { teamName: "Team Gulf", institution: "Kuwait College" },
    });

    await seed(db, options);
    expect(await db.event.findUniqueOrThrow({ where: { id: "seed-event-2025" } })).toMatchObject({
      venueNameEn: null,
      venueNameAr: null,
      venueAddressEn: null,
      venueAddressAr: null,
      venueLatitude: null,
      venueLongitude: null,
    });
    expect(await db.partner.findMany({ select: { id: true, name: true } })).toEqual([
      { id: "seed-partner-falak-robotics", name: "Falak Robotics Co." },
    ]);
    expect(await db.result.findMany({ select: { teamName: true } })).toEqual([{ teamName: "Team Gulf" }]);

    // An organizer's own venue, even at the old point, stays.
    const own = { venueNameEn: "Jubail Convention Center", venueLatitude: 27.0112, venueLongitude: 49.6583 };
    await db.event.update({ where: { id: "seed-event-2025" }, data: own });
    await seed(db, options);
    expect(await db.event.findUniqueOrThrow({ where: { id: "seed-event-2025" } })).toMatchObject(own);

    await db.event.update({
      where: { id: "seed-event-2025" },
      data: { venueNameEn: null, venueLatitude: null, venueLongitude: null },
    });
    await db.partner.deleteMany();
    await db.result.deleteMany();
  });

  it("puts every image a seeded row names, and the shared default images, into the database", async () => {
    const stored = new Set(
      (await database.db.storedFile.findMany({ select: { path: true } })).map((f) => f.path),
    );
    const referenced = await referencedFiles(database.db);
    // The season's banner and 3 attribute images, 14 flags, 1 placeholder picture.
    expect(referenced.size).toBeGreaterThanOrEqual(19);
    for (const path of referenced) expect(stored, path).toContain(path);
    for (const file of ["season-logo.png", "season-attribute.png", "placeholder.png"]) {
      expect(stored).toContain(file);
      expect(await storedBytes(database, file)).toEqual(await seedAsset(`defaults/${file}`));
    }

    const logo = await database.db.storedFile.findUniqueOrThrow({ where: { path: "season-logo.png" } });
    expect(logo).toMatchObject({
      contentType: "image/png",
      size: logo.bytes.length,
      sha256: contentHash(logo.bytes),
    });
    const flag = await database.db.storedFile.findUniqueOrThrow({ where: { path: "flags/sa.svg" } });
    expect(flag.contentType).toBe("image/svg+xml");
    expect(Buffer.from(flag.bytes).toString("utf8")).toContain("<svg");
    const banner = await database.db.storedFile.findUniqueOrThrow({
      where: { path: "seasons/season-2025-banner.jpg" },
    });
    expect(banner.contentType).toBe("image/jpeg");
  });

  it("puts back a seed image a row still names, and not one an organizer has replaced", async () => {
    await database.db.storedFile.delete({ where: { path: "flags/sa.svg" } });
    await database.db.storedFile.delete({ where: { path: "seasons/attribute-2.jpg" } });
    const attribute = await database.db.seasonAttribute.findFirstOrThrow({
      where: { image: "seasons/attribute-2.jpg" },
    });
    await database.db.seasonAttribute.update({
      where: { id: attribute.id },
      data: { image: "seasons/replaced.jpg" },
    });
    expect(await storeSeedFiles(database.db)).toEqual(["flags/sa.svg"]);
    expect(await storeSeedFiles(database.db)).toEqual([]);
    await database.db.seasonAttribute.update({
      where: { id: attribute.id },
      data: { image: "seasons/attribute-2.jpg" },
    });
    expect(await storeSeedFiles(database.db)).toEqual(["seasons/attribute-2.jpg"]);
  });

  it("removes stored files no row names once they are an hour old, and nothing else", async () => {
    await database.db.storedFile.createMany({
      data: [
        {
          ...storedFileRow("partners/orphan.png", await seedAsset("defaults/placeholder.png")),
          createdAt: hourAgo(),
        },
        storedFileRow("partners/in-flight.png", await seedAsset("defaults/placeholder.png")),
        storedFileRow("announcements/kept.png", await seedAsset("defaults/placeholder.png")),
      ],
    });
    const announcement = await database.db.announcement.findFirstOrThrow();
    await database.db.announcement.update({
      where: { id: announcement.id },
      data: { image: "announcements/kept.png" },
    });
    // Seeded files an hour old: the ones rows name (an announcement's optional image too) and
    // the shared defaults stay.
    await database.db.storedFile.updateMany({
      data: { createdAt: hourAgo() },
      where: { NOT: { path: "partners/in-flight.png" } },
    });
    const seeded = (await database.db.seasonAttribute.findFirstOrThrow()).image;

    expect(await removeOrphanedUploads(database.db)).toEqual(["partners/orphan.png"]);
    const left = (await database.db.storedFile.findMany({ select: { path: true } })).map((file) => file.path);
    expect(left).not.toContain("partners/orphan.png");
    expect(left).toEqual(
      expect.arrayContaining([
        "partners/in-flight.png",
        "announcements/kept.png",
        seeded,
        "season-logo.png",
        "season-attribute.png",
      ]),
    );
    expect(await removeOrphanedUploads(database.db)).toEqual([]);
    await database.db.announcement.update({ where: { id: announcement.id }, data: { image: null } });
    await database.db.storedFile.deleteMany({
      where: { path: { in: ["partners/in-flight.png", "announcements/kept.png"] } },
    });
  });

  it("copies the images an earlier version kept on disk that rows name into the database", async () => {
    const dir = await mkdtemp(join(tmpdir(), "wro-legacy-uploads-"));
    try {
      const logo = await seedAsset("defaults/season-logo.png");
      await mkdir(join(dir, "seasons"));
      await writeFile(join(dir, "seasons", "uploaded.png"), logo);
      await writeFile(join(dir, "seasons", "unused.png"), logo);
      await writeFile(join(dir, "seasons", "attribute-1.jpg"), "already in the database: left alone");
      await database.db.season.update({
        where: { slug: "wro-2024" },
        data: { logo: "seasons/uploaded.png" },
      });

      expect(await importLegacyUploads(database.db, dir)).toEqual(["seasons/uploaded.png"]);
      expect(await storedBytes(database, "seasons/uploaded.png")).toEqual(logo);
      expect(await storedBytes(database, "seasons/attribute-1.jpg")).toEqual(
        await seedAsset("seasons/attribute-1.jpg"),
      );
      expect(await database.db.storedFile.count({ where: { path: "seasons/unused.png" } })).toBe(0);
      expect(await importLegacyUploads(database.db, dir)).toEqual([]);
      expect(await importLegacyUploads(database.db, join(dir, "missing"))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("creates the first admin with the password hash it is given", async () => {
    const admin = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    expect(admin).toMatchObject({
      type: 4,
      isAdmin: true,
      email: "admin@example.org",
      nationality: "SA",
      gender: "Male",
    });
    expect(admin.passwordHash).toBe(testSeedAdmin.passwordHash);
  });

  it("rejects a second account with the same national ID and names the column", async () => {
    const user = {
      name: "A",
      email: "a@example.org",
      nationalId: "1234567890",
      phoneNumber: "+966500000001",
    };
    await database.db.user.create({ data: user });
    const duplicate = database.db.user.create({ data: { ...user, email: "b@example.org" } });
    const error = await duplicate.catch((caught: unknown) => caught);
    expect(uniqueViolationFields(error)).toEqual(["national_id"]);
    expect(await database.db.user.count({ where: { nationalId: "1234567890" } })).toBe(1);
  });

  it("rejects a second account with the same email", async () => {
    const error = await database.db.user
      .create({
        data: { name: "C", email: "a@example.org", nationalId: "1234567891", phoneNumber: "+966500000002" },
      })
      .catch((caught: unknown) => caught);
    expect(uniqueViolationFields(error)).toEqual(["email"]);
  });

  it("rejects a second season with the same slug", async () => {
    const error = await database.db.season
      .create({
        data: {
          slug: "season-2025",
          nameEn: "Copy",
          nameAr: "نسخة",
          titleEn: "Copy",
          titleAr: "نسخة",
          descriptionEn: "Copy",
          descriptionAr: "نسخة",
        },
      })
      .catch((caught: unknown) => caught);
    expect(uniqueViolationFields(error)).toEqual(["slug"]);
  });

  it("refuses a training for a region that does not exist (foreign key)", async () => {
    await expect(
      database.db.training.create({ data: { regionId: "missing", nameEn: "X", nameAr: "س" } }),
    ).rejects.toThrow(/foreign key/i);
  });
});

async function snapshot({ db }: TestDatabase) {
  const byId = { orderBy: { id: "asc" as const } };
  return {
    settings: await db.setting.findMany(byId),
    events: await db.event.findMany(byId),
    seasons: await db.season.findMany(byId),
    attributes: await db.seasonAttribute.findMany({ orderBy: [{ seasonId: "asc" }, { position: "asc" }] }),
    scheduleDays: await db.scheduleDay.findMany(byId),
    scheduleSessions: await db.scheduleSession.findMany(byId),
    partners: await db.partner.findMany(byId),
    results: await db.result.findMany(byId),
    regions: await db.region.findMany(byId),
    faqs: await db.faq.findMany(byId),
    announcements: await db.announcement.findMany({ orderBy: { publishedAt: "asc" } }),
    hotels: await db.hotel.findMany(byId),
    competitions: await db.competition.findMany(byId),
    wroSeasons: await db.wroSeason.findMany(byId),
    trainings: await db.training.findMany(byId),
    users: await db.user.findMany(byId),
    feeCategories: await db.feeCategory.findMany(byId),
    registrationSettings: await db.registrationSetting.findMany(byId),
    numberSeries: await db.numberSeries.findMany({ orderBy: { name: "asc" } }),
    files: await db.storedFile.findMany({ select: { path: true, sha256: true }, orderBy: { path: "asc" } }),
  };
}
