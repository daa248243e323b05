import type { Database, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord, nextVersion, replacedFile } from "../../admin/write.ts";
import {
  sponsorTiers,
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

const partnerTable = "partners";
const partnerTags = ["partners"];

export async function listPartners(db: Database, input: PartnerListInput) {
  const where: Prisma.PartnerWhereInput = {
    ...textSearch(input.search, ["name", "link"]),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.tier ? { tier: input.tier } : {}),
  };
  return pageOf(
    input,
    db.partner.findMany({
      where,
      orderBy: sortOf(input, { field: "order", order: "asc" }),
      ...pageArgs(input),
    }),
    db.partner.count({ where }),
  );
}

export async function partnerById(db: Database, id: string) {
  const partner = await db.partner.findUnique({ where: { id } });
  if (!partner) throw notFound();
  return partner;
}

export function createPartner(ctx: AdminContext, input: PartnerCreateInput) {
  const { logoFile, ...fields } = input;
  return auditedWrite(
    ctx,
    {
      entity: "partner",
      action: "create",
      tags: partnerTags,
      uploads: [{ bytes: logoFile, folder: "partners" }],
    },
    async (tx, [filePath]) => {
      const partner = await tx.partner.create({ data: { ...fields, filePath: filePath! } });
      return { entityId: partner.id, before: null, after: partner, result: partner };
    },
  );
}

export function updatePartner(ctx: AdminContext, input: PartnerUpdateInput) {
  const { id, expectedUpdatedAt, logoFile, ...fields } = input;
  return auditedWrite(
    ctx,
    {
      entity: "partner",
      action: "update",
      tags: partnerTags,
      uploads: [logoFile && { bytes: logoFile, folder: "partners" }],
    },
    async (tx, [newLogo]) => {
      const before = await lockRecord(
        tx,
        partnerTable,
        id,
        () => tx.partner.findUnique({ where: { id } }),
        expectedUpdatedAt,
      );
      const after = await tx.partner.update({
        where: { id },
        data: { ...fields, filePath: newLogo ?? before.filePath, updatedAt: nextVersion(before) },
      });
      return {
        entityId: id,
        before,
        after,
        result: after,
        obsoleteFiles: [replacedFile(before.filePath, after.filePath)],
      };
    },
  );
}

export function setPartnerStatus(ctx: AdminContext, input: { id: string; value: boolean }) {
  return auditedWrite(ctx, { entity: "partner", action: "setStatus", tags: partnerTags }, async (tx) => {
    const before = await lockRecord(tx, partnerTable, input.id, () =>
      tx.partner.findUnique({ where: { id: input.id } }),
    );
    const after = await tx.partner.update({
      where: { id: input.id },
      data: { status: input.value, updatedAt: nextVersion(before) },
    });
    return { entityId: input.id, before, after, result: after };
  });
}

export function deletePartner(
  ctx: AdminContext,
  input: { id: string; expectedUpdatedAt?: Date | undefined },
) {
  return auditedWrite(ctx, { entity: "partner", action: "delete", tags: partnerTags }, async (tx) => {
    const before = await lockRecord(
      tx,
      partnerTable,
      input.id,
      () => tx.partner.findUnique({ where: { id: input.id } }),
      input.expectedUpdatedAt,
    );
    await tx.partner.delete({ where: { id: input.id } });
    return {
      entityId: input.id,
      before,
      after: null,
      result: { id: input.id },
      obsoleteFiles: [before.filePath],
    };
  });
}
