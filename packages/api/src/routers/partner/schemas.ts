import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  idSchema,
  imageUploadSchema,
  listShape,
  optionalLinkSchema,
  orderSchema,
  requiredText,
} from "../../forms/common.ts";

export const sponsorTiers = ["PREMIUM", "GOLD", "SILVER", "NONE"] as const;
export const sponsorTierSchema = z.enum(sponsorTiers);

export const publicPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  filePath: z.string(),
  link: z.string().nullable(),
  tier: sponsorTierSchema,
});
export type PublicPartner = z.infer<typeof publicPartnerSchema>;

export const partnersByTierSchema = z.array(
  z.object({ tier: sponsorTierSchema, partners: publicPartnerSchema.array() }),
);

/** Partner form (back office): logo, name, sponsor tier, link, order, status. */
export const partnerFormSchema = z.object({
  name: requiredText(120),
  link: optionalLinkSchema,
  tier: sponsorTierSchema.default("NONE"),
  order: orderSchema,
  status: z.boolean().default(true),
});
export const partnerCreateSchema = partnerFormSchema.extend({ logoFile: imageUploadSchema });
export const partnerUpdateSchema = partnerFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
  logoFile: imageUploadSchema.optional(),
});
export type PartnerCreateInput = z.output<typeof partnerCreateSchema>;
export type PartnerUpdateInput = z.output<typeof partnerUpdateSchema>;

export const partnerSortFields = ["name", "tier", "order", "status", "createdAt", "updatedAt"] as const;
export const partnerListSchema = z
  .object({ ...listShape(partnerSortFields), tier: sponsorTierSchema.optional() })
  .prefault({});
export type PartnerListInput = z.output<typeof partnerListSchema>;

export const adminPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  filePath: z.string(),
  link: z.string().nullable(),
  tier: sponsorTierSchema,
  order: z.number().int(),
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
