import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import countries from "i18n-iso-countries";
import type { Database } from "../client.ts";
import { hashPassword } from "../password.ts";
import * as content from "./content.ts";

const assetsDir = fileURLToPath(new URL("../../seed-assets/", import.meta.url));
const require = createRequire(import.meta.url);
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));
countries.registerLocale(require("i18n-iso-countries/langs/ar.json"));
const flagsDir = join(dirname(require.resolve("flag-icons/package.json")), "flags/4x3");

export interface SeedOptions {
  /** Where images go (the local storage folder). */
  uploadsDir: string;
  admin: { nationalId: string; email: string; password: string; mustChangePassword?: boolean };
}

/**
 * Fills a fresh database with the demo content. Safe to run again: every row has a fixed
 * key and existing rows are left as they are, so organizers' edits are never overwritten.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  await copyAssets(options.uploadsDir);

  const { siteName, ...settings } = content.siteSettings;
  await db.setting.upsert({ where: { siteName }, create: { siteName, ...settings }, update: {} });
  await db.event.upsert({ where: { id: content.event.id }, create: content.event, update: {} });

  const { attributes, ...season } = content.season;
  await db.season.upsert({
    where: { slug: season.slug },
    create: {
      ...season,
      attributes: { create: attributes.map((attribute, index) => ({ ...attribute, position: index + 1 })) },
    },
    update: {},
  });

  for (const [order, { slug, ...partner }] of content.partners.entries()) {
    const id = `seed-partner-${slug}`;
    await db.partner.upsert({
      where: { id },
      create: { id, ...partner, filePath: `partners/${slug}.png`, order },
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
  for (const [index, { region, ...training }] of content.trainingCenters.entries()) {
    const id = `seed-training-${index + 1}`;
    const { id: regionId } = await db.region.findUniqueOrThrow({ where: { code: region } });
    await db.training.upsert({ where: { id }, create: { id, regionId, ...training }, update: {} });
  }

  await ensureAdmin(db, options.admin);
}

async function ensureAdmin(db: Database, admin: SeedOptions["admin"]) {
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
      verified: true,
      passwordHash: await hashPassword(admin.password),
      mustChangePassword: admin.mustChangePassword ?? false,
    },
  });
}

function countryName(code: string, locale: "en" | "ar"): string {
  const name = countries.getName(code, locale);
  if (!name) throw new Error(`No ${locale} name for country ${code}`);
  return name;
}

async function copyAssets(uploadsDir: string) {
  const copies: Array<[string, string]> = [
    ...content.partners.map(({ slug }): [string, string] => [
      join(assetsDir, "partners", `${slug}.png`),
      `partners/${slug}.png`,
    ]),
    ...["season-2025-banner.jpg", "attribute-1.jpg", "attribute-2.jpg", "attribute-3.jpg"].map(
      (file): [string, string] => [join(assetsDir, "seasons", file), `seasons/${file}`],
    ),
    // The schema's default images (a season without a logo …): shared by rows, never uploaded.
    ...["season-logo.png", "season-attribute.png", "placeholder.png"].map((file): [string, string] => [
      join(assetsDir, "defaults", file),
      file,
    ]),
    ...content.participatingCountries.map((code): [string, string] => [
      join(flagsDir, `${code.toLowerCase()}.svg`),
      `flags/${code.toLowerCase()}.svg`,
    ]),
  ];
  for (const [from, to] of copies) {
    await mkdir(dirname(join(uploadsDir, to)), { recursive: true });
    await copyFile(from, join(uploadsDir, to));
  }
}
