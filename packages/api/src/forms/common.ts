import { normalizePhoneNumber, tooLong } from "@wro/auth/client";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from "@wro/constants";
import countries from "i18n-iso-countries";
import { z } from "zod";
import {
  decodeBase64,
  detectImageType,
  exceedsPixelLimit,
  MAX_IMAGE_BASE64_LENGTH,
  MAX_IMAGE_BYTES,
} from "../storage/images.ts";
import { adminMessages } from "./messages.ts";

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from "@wro/constants";

export const idSchema = z.string().trim().min(1, adminMessages.required).max(64);
export const byIdSchema = z.object({ id: idSchema });

/**
 * The `updatedAt` a record had when the form was opened, sent back with the save. A Date
 * over tRPC (superjson), an ISO string from the REST adapter.
 */
export const expectedUpdatedAtSchema = z.coerce.date({ error: adminMessages.expectedUpdatedAt });

export const setFlagSchema = z.object({ id: idSchema, value: z.boolean() });
export const deleteSchema = z.object({ id: idSchema, expectedUpdatedAt: expectedUpdatedAtSchema.optional() });

/** The fields of a list input: paging, free-text search, sorting by one of `sortFields`, status. */
export function listShape<const Field extends string>(sortFields: readonly [Field, ...Field[]]) {
  return {
    page: z.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.literal([...PAGE_SIZES], { error: adminMessages.pageSize }).default(DEFAULT_PAGE_SIZE),
    search: z.string().trim().max(100, tooLong).optional(),
    sort: z.enum(sortFields).optional(),
    order: z.enum(["asc", "desc"]).optional(),
    status: z.boolean().optional(),
  };
}

/** A list input; every field may be left out (the first page of 10, default order). */
export function listInputSchema<const Field extends string>(sortFields: readonly [Field, ...Field[]]) {
  return z.object(listShape(sortFields)).prefault({});
}
export type ListInput<Field extends string = string> = {
  page: number;
  pageSize: PageSize;
  search?: string | undefined;
  sort?: Field | undefined;
  order?: "asc" | "desc" | undefined;
  status?: boolean | undefined;
};

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: adminMessages.required }).trim().min(1, adminMessages.required).max(max, tooLong);

/** An optional text: trimmed; empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** An optional web link (http or https); empty becomes null. */
export const optionalLinkSchema = z
  .union([z.literal(""), z.url({ protocol: /^https?$/, error: adminMessages.invalidLink }).max(500)])
  .nullish()
  .transform((value) => value || null);

/**
 * An optional phone number, checked and stored as sign-up does (a real, dialable number, Saudi
 * when it has no country code, kept in E.164): the site's tap-to-call link must reach someone,
 * from abroad too. Empty becomes null.
 */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(32, tooLong)
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const phone = normalizePhoneNumber(value);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: adminMessages.invalidPhone });
    return z.NEVER;
  });

export const requiredLinkSchema = z.url({ protocol: /^https?$/, error: adminMessages.invalidLink }).max(500);

export const orderSchema = z.number().int().min(0).max(100_000).default(0);

export const dateSchema = z.coerce.date({ error: adminMessages.invalidDate });

/** A country as a two-letter ISO 3166-1 code (any case in, upper case out). */
export const countryCodeSchema = z
  .string({ error: adminMessages.invalidCountry })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code) && countries.isValid(code), adminMessages.invalidCountry);

/**
 * An uploaded image as base64 (or a `data:` URL): checked by its content for JPG, PNG or GIF
 * and by its size; yields the bytes. The name a browser gives the file plays no part.
 */
export const imageUploadSchema = z
  .string({ error: adminMessages.imageRequired })
  .min(1, adminMessages.imageRequired)
  .max(MAX_IMAGE_BASE64_LENGTH, adminMessages.imageTooLarge)
  .transform((value, context) => {
    const bytes = decodeBase64(value);
    const problem = !bytes
      ? adminMessages.imageUnreadable
      : bytes.length > MAX_IMAGE_BYTES
        ? adminMessages.imageTooLarge
        : !detectImageType(bytes)
          ? adminMessages.imageType
          : exceedsPixelLimit(bytes)
            ? adminMessages.imageTooManyPixels
            : null;
    if (problem || !bytes) {
      context.addIssue({ code: "custom", message: problem ?? adminMessages.imageUnreadable });
      return z.NEVER;
    }
    return bytes;
  });
