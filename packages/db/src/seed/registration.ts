// Registration's starting settings, from spec §9 only: the fees in USD, the opening date, the
// riyal's peg and Saudi VAT. What the specification does not give (the seller's VAT number, the
// bank account) stays empty until an admin enters it: an invoice or a transfer must never show
// an invented one.
import type { Database } from "../client.ts";

/** Spec §9's fees, in US cents, in the order the registration page lists them. */
export const feeCategories = [
  { key: "participant", nameEn: "Participant", nameAr: "مشارك", priceUsdCents: 27_000 },
  { key: "coach", nameEn: "Coach", nameAr: "مدرب", priceUsdCents: 27_000 },
  { key: "national_organizer", nameEn: "National organizer", nameAr: "منظم وطني", priceUsdCents: 27_000 },
  { key: "supporter", nameEn: "Supporter", nameAr: "داعم", priceUsdCents: 27_000 },
  { key: "judge", nameEn: "Judge", nameAr: "حكم", priceUsdCents: 11_000 },
  { key: "volunteer", nameEn: "Volunteer", nameAr: "متطوع", priceUsdCents: 11_000 },
  { key: "vip", nameEn: "VIP", nameAr: "كبار الشخصيات", priceUsdCents: 32_000 },
  { key: "industry_guest", nameEn: "Industry guest", nameAr: "ضيف من قطاع الصناعة", priceUsdCents: 32_000 },
] as const;

export const registrationSettings = {
  siteName: "WRO",
  // "Registration start: August 15th" (§9), at midnight in Riyadh (UTC+3).
  opensAt: new Date("2025-08-15T00:00:00+03:00"),
  // Not in the specification: three weeks before the final (24 October), time for visas.
  closesAt: new Date("2025-10-01T00:00:00+03:00"),
  sarPerUsd: 37_500,
  vatBasisPoints: 1_500,
  orderExpiryHours: 72,
  sellerNameEn: "WRO Saudi Arabia",
  sellerNameAr: "الأولمبياد العالمي للروبوت – السعودية",
};

/**
 * Puts in the fee categories and the registration settings when the database has none: on a
 * fresh database (from `seed`) and once on a database set up before registration existed.
 * Rows that exist are left as they are, and a category an admin removed stays removed.
 * Answers whether it added anything.
 */
export async function seedRegistration(db: Database): Promise<boolean> {
  let added = false;
  if ((await db.feeCategory.count()) === 0) {
    await db.feeCategory.createMany({
      data: feeCategories.map((category, order) => ({ ...category, order })),
      skipDuplicates: true,
    });
    added = true;
  }
  const { siteName } = registrationSettings;
  const season = await currentSeason(db);
  if (season && !(await db.registrationSetting.findUnique({ where: { siteName } }))) {
    await db.registrationSetting.upsert({
      where: { siteName },
      create: { ...registrationSettings, seasonId: season.id },
      update: {},
    });
    added = true;
  }
  return added;
}

/** The season the home page shows, else the newest: the one delegations register for. */
async function currentSeason(db: Database) {
  return (
    (await db.season.findFirst({ where: { homeActive: true }, orderBy: { createdAt: "desc" } })) ??
    (await db.season.findFirst({ orderBy: { createdAt: "desc" } }))
  );
}
