import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import countries, { type LocaleData } from "i18n-iso-countries";
import type { Database } from "../client.ts";
import { referencedFiles, sharedDefaultFiles, storeMissingFiles } from "../stored-files.ts";
import * as content from "./content.ts";
import { seedRegistration } from "./registration.ts";
import { schedule, scheduleSessionRow } from "./schedule.ts";
import { archivedSeason, season as currentSeason } from "./seasons.ts";

const assetsDir = fileURLToPath(new URL("../../seed-assets/", import.meta.url));
const require = createRequire(import.meta.url);
countries.registerLocale(require("i18n-iso-countries/langs/en.json") as LocaleData);
countries.registerLocale(require("i18n-iso-countries/langs/ar.json") as LocaleData);
const flagsDir = join(dirname(require.resolve("flag-icons/package.json")), "flags/4x3");

/** The first admin. Its password comes already hashed: hashing is @wro/auth's (`hashPassword`). */
export interface SeedAdmin {
  nationalId: string;
  email: string;
  passwordHash: string;
  mustChangePassword?: boolean;
}

export interface SeedOptions {
  admin: SeedAdmin;
}

/**
 * Fills a fresh database with the demo content. Safe to run again: every row has a fixed
 * key and existing rows are left as they are, so organizers' edits are never overwritten.
 * The images its rows name go into the database (`storeSeedFiles`).
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const { siteName, ...settings } = content.siteSettings;
  await db.setting.upsert({ where: { siteName }, create: { siteName, ...settings }, update: {} });
  await db.event.upsert({ where: { id: content.event.id }, create: content.event, update: {} });

  for (const { attributes, ...season } of [archivedSeason, currentSeason]) {
    await db.season.upsert({
      where: { slug: season.slug },
      create: {
        ...season,
        attributes: { create: attributes.map((attribute, index) => ({ ...attribute, position: index + 1 })) },
      },
      update: {},
    });
  }

  for (const code of content.participatingCountries) {
    await db.region.upsert({
      where: { code },
      create: {
        code,
        nameEn: countryName(code, "en"),
        nameAr: countryName(code, "ar"),
        flag: `flags/${code.toLowerCase()}.svg`,
      },
      update: {},
    });
  }

  for (const [order, faq] of content.faqs.entries()) {
    const id = `seed-faq-${order + 1}`;
    await db.faq.upsert({ where: { id }, create: { id, ...faq, order }, update: {} });
  }
  for (const announcement of content.announcements) {
    await db.announcement.upsert({ where: { slug: announcement.slug }, create: announcement, update: {} });
  }
  for (const [order, hotel] of content.hotels.entries()) {
    const id = `seed-hotel-${order + 1}`;
    await db.hotel.upsert({ where: { id }, create: { id, ...hotel, order }, update: {} });
  }
  for (const [index, competition] of content.competitions.entries()) {
    const id = `seed-competition-${index + 1}`;
    await db.competition.upsert({ where: { id }, create: { id, ...competition }, update: {} });
  }
  for (const wroSeason of content.wroSeasons) {
    await db.wroSeason.upsert({ where: { year: wroSeason.year }, create: wroSeason, update: {} });
  }
  // A day organizers already have (by date) keeps its own sessions.
  for (const { date, sessions } of schedule) {
    const day = new Date(`${date}T00:00:00Z`);
    if (await db.scheduleDay.findUnique({ where: { date: day } })) continue;
    await db.scheduleDay.create({
      data: {
        id: `seed-day-${date}`,
        date: day,
        sessions: { create: sessions.map((session) => scheduleSessionRow(date, session)) },
      },
    });
  }
  for (const [index, { region, ...training }] of content.trainingCenters.entries()) {
    const id = `seed-training-${index + 1}`;
    const { id: regionId } = await db.region.findUniqueOrThrow({ where: { code: region } });
    await db.training.upsert({ where: { id }, create: { id, regionId, ...training }, update: {} });
  }

  await seedRegistration(db);

  await clearRetiredPlaceholders(db);
  await ensureAdmin(db, options.admin);
  await storeSeedFiles(db);
}

/**
 * A fake phone number, example.com link, invented venue, sponsor or result from an earlier seed
 * is not shown to visitors. Only values exactly as that seed wrote them are cleared: anything an
 * organizer changed stays.
 */
async function clearRetiredPlaceholders(db: Database) {
  const { contactPhone, partnerLinkPrefix, venue, partners, results } = content.retiredPlaceholders;
  await db.setting.updateMany({ where: { contactPhone }, data: { contactPhone: null } });
  await db.partner.updateMany({
    where: { id: { startsWith: "seed-partner-" }, link: { startsWith: partnerLinkPrefix } },
    data: { link: null },
  });

  const eventId = content.event.id;
  const { venueLatitude, venueLongitude, ...venueTexts } = venue;
  for (const [field, value] of Object.entries(venueTexts))
    await db.event.updateMany({ where: { id: eventId, [field]: value }, data: { [field]: null } });
  // The invented point goes with the invented name; under an organizer's venue name it stays.
  await db.event.updateMany({
    where: { id: eventId, venueNameEn: null, venueNameAr: null, venueLatitude, venueLongitude },
    data: { venueLatitude: null, venueLongitude: null },
  });

  // Their logos, named by no row any more, go with the orphaned uploads.
  await db.partner.deleteMany({
    where: {
      OR: partners.map(({ slug, name, tier }) => ({
        id: `seed-partner-${slug}`,
        name,
        tier,
        filePath: `partners/${slug}.png`,
        link: null,
      })),
    },
  });
  await db.result.deleteMany({
    where: {
      season: { slug: currentSeason.slug },
      OR: results.map(([category, place, teamName, country, institution]) => ({
        category,
        place,
        teamName,
        country,
        institution,
      })),
    },
  });
}

async function ensureAdmin(db: Database, admin: SeedAdmin) {
  const existing = await db.user.findUnique({ where: { nationalId: admin.nationalId } });
  if (existing) return;
  await db.user.create({
    data: {
      name: "WRO Administrator",
      email: admin.email.toLowerCase(),
      nationalId: admin.nationalId,
      phoneNumber: "+966500000000",
      type: 4,
      isAdmin: true,
      // The first admin sets the fees and the registration settings, and grants the permission
      // to others; without it no one could.
      financePermission: true,
      // Spec §3's new-admin defaults, said here since the columns have none (unknown stays null).
      nationality: "SA",
      gender: "Male",
      verified: true,
      passwordHash: admin.passwordHash,
      mustChangePassword: admin.mustChangePassword ?? false,
    },
  });
}

function countryName(code: string, locale: "en" | "ar"): string {
  const name = countries.getName(code, locale);
  if (!name) throw new Error(`No ${locale} name for country ${code}`);
  return name;
}

/** The demo content's images and the schema's default files: their stored paths and sources. */
function seedFiles(): Array<{ path: string; source: string }> {
  return [
    ...["season-2025-banner.jpg", "attribute-1.jpg", "attribute-2.jpg", "attribute-3.jpg"].map((file) => ({
      path: `seasons/${file}`,
      source: join(assetsDir, "seasons", file),
    })),
    // The schema's default images (a season without a logo …): shared by rows, never uploaded.
    ...[...sharedDefaultFiles].map((file) => ({ path: file, source: join(assetsDir, "defaults", file) })),
    ...content.participatingCountries.map((code) => ({
      path: `flags/${code.toLowerCase()}.svg`,
      source: join(flagsDir, `${code.toLowerCase()}.svg`),
    })),
  ];
}

/**
 * Puts the demo content's images into the database: the schema's shared defaults, and each
 * seed image a row names (one an organizer has replaced stays gone). Files already stored are
 * left as they are, so running it again, or from several instances at once, changes nothing.
 * Answers the paths it added.
 */
export async function storeSeedFiles(db: Database): Promise<string[]> {
  const referenced = await referencedFiles(db);
  const wanted = seedFiles().filter(({ path }) => sharedDefaultFiles.has(path) || referenced.has(path));
  return storeMissingFiles(
    db,
    wanted.map(({ path, source }) => ({ path, read: () => readFile(source) })),
  );
}
