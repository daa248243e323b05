import { z } from "zod";

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
