import type { Database } from "@wro/db";
import { sponsorTiers } from "./schemas.ts";

const publicFields = { id: true, name: true, filePath: true, link: true, tier: true } as const;

/** Active partners, highest tier first, then in the organizers' order. */
export async function activePartners(db: Database) {
  const partners = await db.partner.findMany({
    where: { status: true },
    select: publicFields,
    orderBy: [{ order: "asc" }, { name: "asc" }],
  });
  return partners.sort((a, b) => sponsorTiers.indexOf(a.tier) - sponsorTiers.indexOf(b.tier));
}

/** Active partners grouped by sponsor tier (Premium, Gold, Silver, then others); empty tiers left out. */
export async function partnersByTier(db: Database) {
  const partners = await activePartners(db);
  return sponsorTiers
    .map((tier) => ({ tier, partners: partners.filter((partner) => partner.tier === tier) }))
    .filter((group) => group.partners.length > 0);
}
