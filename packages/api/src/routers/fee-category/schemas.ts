import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  orderSchema,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { parseScaledDecimal } from "../../payments/money.ts";

/**
 * A price typed in US dollars ("270", "270.00"), stored in US cents (27_000), converted without
 * a float in between. At most 100,000 USD: no fee of spec §9 is near it.
 */
export const usdPriceSchema = z
  .string({ error: adminMessages.invalidPrice })
  .trim()
  .transform((text, context) => {
    const parsed = parseScaledDecimal(text, 2);
    if (parsed.ok && parsed.value <= 10_000_000) return parsed.value;
    context.addIssue({ code: "custom", message: adminMessages.invalidPrice });
    return z.NEVER;
  });

/** Places on offer: a whole number, or empty for no limit. */
const capacitySchema = z
  .number({ error: adminMessages.invalidCapacity })
  .int(adminMessages.invalidCapacity)
  .min(0, adminMessages.invalidCapacity)
  .max(1_000_000, adminMessages.invalidCapacity)
  .nullish()
  .transform((value) => value ?? null);

/** Fee category form: names in both languages, price in USD, capacity, position, status. */
export const feeCategoryFormSchema = z.object({
  nameEn: requiredText(120),
  nameAr: requiredText(120),
  priceUsd: usdPriceSchema,
  capacity: capacitySchema,
  order: orderSchema,
  status: z.boolean().default(true),
});
/** A new category also names its key, which order lines and code refer to and never changes. */
export const feeCategoryCreateSchema = feeCategoryFormSchema.extend({
  key: z
    .string({ error: adminMessages.required })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, adminMessages.invalidFeeKey),
});
export const feeCategoryUpdateSchema = feeCategoryFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

export const feeCategorySortFields = ["order", "nameEn", "nameAr", "priceUsdCents", "status"] as const;
export const feeCategoryListSchema = listInputSchema(feeCategorySortFields);

/** A category as the back office shows it, with its price in SAR at the current rate. */
export const adminFeeCategorySchema = z.object({
  id: z.string(),
  key: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  priceUsdCents: z.number().int(),
  /** The price before VAT at the registration settings' rate, in halalas. */
  priceHalalas: z.number().int(),
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  order: z.number().int(),
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** An active category on the public registration page. */
export const offeredFeeCategorySchema = z.object({
  key: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  priceUsdCents: z.number().int(),
  priceHalalas: z.number().int(),
  /** Null when the category has no capacity. */
  placesLeft: z.number().int().nullable(),
});
