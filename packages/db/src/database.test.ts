import { existsSync } from "node:fs";
import { readFile, utimes, writeFile } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueViolationFields } from "./errors.ts";
import { migrate } from "./migrate.ts";
import { removeOrphanedUploads } from "./orphaned-uploads.ts";
import { readMigrations } from "./migrations/engine.ts";
import { verifyPassword } from "./password.ts";
import { seed, type SeedOptions } from "./seed/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing.ts";

describe.each(testDatabaseKinds)("database on %s", (kind) => {
  let database: TestDatabase;
  let uploadsDir: string;
  let options: SeedOptions;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrated: false });
    uploadsDir = await mkdtemp(join(tmpdir(), "wro-uploads-"));
    options = {
      uploadsDir,
      admin: { nationalId: "1000000001", email: "Admin@Example.org", password: "correct horse battery" },
    };
  });
  afterAll(async () => {
    await database?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it("applies every migration to an empty database and records it in _prisma_migrations", async () => {
    const expected = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
    expect(expected.length).toBeGreaterThan(0);

    expect(await migrate(database.connection)).toEqual(expected);

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

    expect(first.partners).toHaveLength(9);
    expect(new Set(first.partners.map((partner) => partner.tier))).toEqual(
      new Set(["PREMIUM", "GOLD", "SILVER"]),
    );
    expect(first.hotels).toHaveLength(11);
    expect(first.announcements.map((announcement) => announcement.titleEn)).toEqual([
      "International Final Information",
      "Important Updates and Pre-Event Information",
    ]);
    const saudiArabia = first.regions.find((region) => region.code === "SA");
    expect(saudiArabia).toMatchObject({ nameEn: "Saudi Arabia", nameAr: "السعودية", flag: "flags/sa.svg" });
    expect(first.seasons).toEqual([expect.objectContaining({ slug: "season-2025" })]);
    expect(first.attributes.map((attribute) => attribute.position)).toEqual([1, 2, 3]);
    expect(first.events[0]?.eventDate.toISOString()).toBe("2025-10-24T06:00:00.000Z");
    expect(first.settings[0]).toMatchObject({ siteName: "WRO", contactEmail: expect.stringContaining("@") });
  });

  it("removes uploaded files no row names once they are an hour old, and nothing else", async () => {
    const orphan = join(uploadsDir, "partners", "orphan.png");
    const fresh = join(uploadsDir, "partners", "in-flight.png");
    await writeFile(orphan, "orphan");
    await writeFile(fresh, "in-flight");
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await utimes(orphan, hourAgo, hourAgo);
    const seeded = (await database.db.partner.findFirstOrThrow()).filePath;

    expect(await removeOrphanedUploads(database.db, uploadsDir)).toEqual(["partners/orphan.png"]);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(join(uploadsDir, seeded))).toBe(true);
  });
  it("copies the seeded images into storage as real files", async () => {
    const logo = await readFile(join(uploadsDir, "partners/nawat-energy.png"));
    expect(logo.subarray(1, 4).toString()).toBe("PNG");
    const flag = await readFile(join(uploadsDir, "flags/sa.svg"), "utf8");
    expect(flag).toContain("<svg");
    // The schema's default images, shown until a season has images of its own.
    for (const file of ["season-logo.png", "season-attribute.png", "placeholder.png"]) {
      expect((await readFile(join(uploadsDir, file))).subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("creates the first admin with a salted slow hash of the configured password", async () => {
    const admin = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    expect(admin).toMatchObject({
      type: 4,
      isAdmin: true,
      email: "admin@example.org",
      nationality: "SA",
      gender: "Male",
    });
    expect(admin.passwordHash).toMatch(/^scrypt\$/);
    expect(admin.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery", admin.passwordHash!)).toBe(true);
    expect(await verifyPassword("wrong password", admin.passwordHash!)).toBe(false);
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
    attributes: await db.seasonAttribute.findMany({ orderBy: { position: "asc" } }),
    partners: await db.partner.findMany(byId),
    regions: await db.region.findMany(byId),
    faqs: await db.faq.findMany(byId),
    announcements: await db.announcement.findMany({ orderBy: { publishedAt: "asc" } }),
    hotels: await db.hotel.findMany(byId),
    competitions: await db.competition.findMany(byId),
    wroSeasons: await db.wroSeason.findMany(byId),
    trainings: await db.training.findMany(byId),
    users: await db.user.findMany(byId),
  };
}
