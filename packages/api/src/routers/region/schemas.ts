import { z } from "zod";
import {
  countryCodeSchema,
  expectedUpdatedAtSchema,
  idSchema,
  imageUploadSchema,
  listInputSchema,
  optionalText,
} from "../../forms/common.ts";

export const countrySchema = z.object({
  id: z.string(),
  code: z.string().length(2),
  nameEn: z.string(),
  nameAr: z.string(),
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/**
 * Region (country) form: the ISO 3166-1 alpha-2 code, names in English and Arabic (left empty,
 * they come from the country library), flag image, status. Without a flag image the
 * country's flag from the flag library is used.
 */
export const regionFormSchema = z.object({
  code: countryCodeSchema,
  nameEn: optionalText(120),
  nameAr: optionalText(120),
  status: z.boolean().default(true),
});
export const regionCreateSchema = regionFormSchema.extend({ flagFile: imageUploadSchema.optional() });
export const regionUpdateSchema = regionFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
  flagFile: imageUploadSchema.optional(),
});
export type RegionCreateInput = z.output<typeof regionCreateSchema>;
export type RegionUpdateInput = z.output<typeof regionUpdateSchema>;

export const regionSortFields = ["nameEn", "nameAr", "code", "status", "createdAt", "updatedAt"] as const;
export const regionListSchema = listInputSchema(regionSortFields);
export type RegionListInput = z.output<typeof regionListSchema>;

export const adminRegionSchema = countrySchema.extend({
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
