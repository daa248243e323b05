import { z } from "zod";
import { dateSchema, expectedUpdatedAtSchema, optionalText, requiredText } from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { saudiIban } from "../../payments/iban.ts";
import { parseScaledDecimal } from "../../payments/money.ts";
import { isSaudiVatNumber } from "../../payments/zatca-qr.ts";

/** A decimal typed by an admin as an exact integer scaled by 10^decimals, within [min, max]. */
const scaledDecimal = (decimals: number, min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((text, context) => {
      const parsed = parseScaledDecimal(text, decimals);
      if (parsed.ok && parsed.value >= min && parsed.value <= max) return parsed.value;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** An optional value checked by `normalize` (null when it is not valid); empty becomes null. */
const optionalChecked = (normalize: (text: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .max(64, message)
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const normalized = normalize(value);
      if (normalized) return normalized;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/**
 * The registration settings form: the window (instants, typed in Riyadh time by the admin
 * app), the SAR rate ("3.75" → 37_500), VAT ("15" % → 1_500 basis points), when an unpaid order
 * expires, the seller on the tax invoice, the account a bank transfer goes to, and who signs the
 * visa invitation letters (all four fields, or none: then no letter is issued).
 */
export const registrationSettingUpdateSchema = z
  .object({
    opensAt: dateSchema,
    closesAt: dateSchema.nullish().transform((value) => value ?? null),
    sarPerUsd: scaledDecimal(4, 1, 100_000_000, adminMessages.invalidRate),
    vatPercent: scaledDecimal(2, 0, 10_000, adminMessages.invalidVat),
    orderExpiryHours: z
      .number({ error: adminMessages.invalidExpiryHours })
      .int(adminMessages.invalidExpiryHours)
      .min(1, adminMessages.invalidExpiryHours)
      .max(720, adminMessages.invalidExpiryHours),
    sellerNameEn: requiredText(200),
    sellerNameAr: requiredText(200),
    sellerVatNumber: optionalChecked(
      (text) => (isSaudiVatNumber(text) ? text : null),
      adminMessages.invalidVatNumber,
    ),
    bankName: optionalText(200),
    bankAccountName: optionalText(200),
    bankIban: optionalChecked(saudiIban, adminMessages.invalidIban),
    signatoryNameEn: optionalText(120),
    signatoryNameAr: optionalText(120),
    signatoryTitleEn: optionalText(160),
    signatoryTitleAr: optionalText(160),
    expectedUpdatedAt: expectedUpdatedAtSchema,
  })
  .refine((form) => !form.closesAt || form.closesAt > form.opensAt, {
    message: adminMessages.closesBeforeOpens,
    path: ["closesAt"],
  })
  .superRefine((form, context) => {
    const fields = ["signatoryNameEn", "signatoryNameAr", "signatoryTitleEn", "signatoryTitleAr"] as const;
    if (fields.every((field) => form[field]) || fields.every((field) => !form[field])) return;
    for (const field of fields)
      if (!form[field])
        context.addIssue({ code: "custom", message: adminMessages.signatoryIncomplete, path: [field] });
  });

/** The settings as the back office edits them (finance admins save them). */
export const adminRegistrationSettingSchema = z.object({
  id: z.string(),
  siteName: z.string(),
  opensAt: z.date(),
  closesAt: z.date().nullable(),
  sarPerUsd: z.number().int(),
  vatBasisPoints: z.number().int(),
  orderExpiryHours: z.number().int(),
  sellerNameEn: z.string(),
  sellerNameAr: z.string(),
  sellerVatNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankIban: z.string().nullable(),
  signatoryNameEn: z.string().nullable(),
  signatoryNameAr: z.string().nullable(),
  signatoryTitleEn: z.string().nullable(),
  signatoryTitleAr: z.string().nullable(),
  updatedAt: z.date(),
});

/** What the public registration page may know: the window and the rates, never the bank. */
export const publicRegistrationSettingSchema = z.object({
  /** Null until the registration settings exist: registration is closed. */
  opensAt: z.date().nullable(),
  closesAt: z.date().nullable(),
  sarPerUsd: z.number().int(),
  vatBasisPoints: z.number().int(),
  /** When the first unpaid order expires (its places then come back); null when none waits. */
  nextOrderExpiry: z.date().nullable(),
});
