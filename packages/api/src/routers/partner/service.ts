import type { Database, PartnerModel, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { recordService } from "../../admin/records.ts";
import {
  sponsorTiers,
  type partnerSortFields,
  type PartnerCreateInput,
  type PartnerListInput,
  type PartnerUpdateInput,
} from "./schemas.ts";

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

const partners = recordService<
  PartnerModel,
  (typeof partnerSortFields)[number],
  Omit<Prisma.PartnerUncheckedCreateInput, "filePath">
>({
  entity: "partner",
  delegate: (db) => db.partner,
  searchFields: ["name", "link"],
  defaultSort: { field: "order", order: "asc" },
  file: "filePath",
});

const logo = (bytes: Uint8Array | undefined) => bytes && { bytes, folder: "partners" };

export const listPartners = (db: Database, input: PartnerListInput) =>
  partners.list(db, input, input.tier ? { tier: input.tier } : {});

export const partnerById = partners.byId;

export const createPartner = (ctx: AdminContext, { logoFile, ...fields }: PartnerCreateInput) =>
  partners.create(ctx, fields, logo(logoFile));

export const updatePartner = (ctx: AdminContext, input: PartnerUpdateInput) => {
  const { id, expectedUpdatedAt, logoFile, ...fields } = input;
  return partners.update(ctx, id, expectedUpdatedAt, fields, logo(logoFile));
};

export const setPartnerStatus = (ctx: AdminContext, input: { id: string; value: boolean }) =>
  partners.setFlag(ctx, "setStatus", input.id, { status: input.value });

export const deletePartner = (
  ctx: AdminContext,
  input: { id: string; expectedUpdatedAt?: Date | undefined },
) => partners.delete(ctx, input.id, input.expectedUpdatedAt);
