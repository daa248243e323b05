import { tooLong } from "@wro/auth/client";
import { z } from "zod";
import {
  countryCodeSchema,
  expectedUpdatedAtSchema,
  idSchema,
  listShape,
  requiredText,
} from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";

/** The national final's competition categories, RoboMission by age group. */
export const resultCategories = [
  "robomission-elementary",
  "robomission-junior",
  "robomission-senior",
  "robosports",
  "future-innovators",
  "future-engineers",
] as const;
export type ResultCategory = (typeof resultCategories)[number];

export type Medal = "gold" | "silver" | "bronze";

/** Spec §9: place 1 is Gold, 2 Silver, every other place Bronze. */
export function medalOf(place: number): Medal {
  return place === 1 ? "gold" : place === 2 ? "silver" : "bronze";
}

const resultFields = {
  category: z.enum(resultCategories, { error: adminMessages.invalidCategory }),
  place: z.coerce
    .number({ error: adminMessages.invalidPlace })
    .int(adminMessages.invalidPlace)
    .min(1, adminMessages.invalidPlace)
    .max(1000, adminMessages.invalidPlace),
  teamName: requiredText(200),
  country: countryCodeSchema,
  institution: requiredText(200),
};

/** One result as the form and a CSV row give it. */
export const resultRowSchema = z.object(resultFields);

export const resultFormSchema = z.object({
  seasonId: z
    .string({ error: adminMessages.seasonRequired })
    .trim()
    .min(1, adminMessages.seasonRequired)
    .max(64),
  ...resultFields,
});
export const resultCreateSchema = resultFormSchema;
export const resultUpdateSchema = resultFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});
export type ResultInput = z.infer<typeof resultFormSchema>;

export const resultSortFields = ["category", "place", "teamName", "country", "updatedAt"] as const;
export const resultListSchema = z
  .object({
    ...listShape(resultSortFields),
    seasonId: idSchema.optional(),
    category: z.enum(resultCategories, { error: adminMessages.invalidCategory }).optional(),
  })
  .prefault({});

/** The columns of a results CSV, in the order exports write them. */
export const resultCsvColumns = ["category", "place", "team", "country", "institution"] as const;

export const resultImportSchema = z.object({
  seasonId: resultFormSchema.shape.seasonId,
  /** The CSV text (UTF-8), at most 1 MB. */
  csv: z.string().max(1_000_000, tooLong),
});

export const resultSchema = z.object({
  id: z.string(),
  seasonId: z.string(),
  category: z.string(),
  place: z.number().int(),
  teamName: z.string(),
  country: z.string(),
  institution: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** A season's category to hold back or announce. */
export const resultReleaseInputSchema = z.object({
  seasonId: resultFormSchema.shape.seasonId,
  category: z.enum(resultCategories, { error: adminMessages.invalidCategory }),
});

/** Where a season's category stands: held back for its ceremony, or public. */
export const resultReleaseSchema = z.object({
  category: z.enum(resultCategories),
  held: z.boolean(),
  heldSince: z.date().nullable(),
  results: z.number().int(),
});

/**
 * The public results of one season, by category and place, with the seasons that have any and
 * the live stream's last event id when they were read.
 */
export const publicResultsSchema = z.object({
  eventId: z.number().int(),
  season: z.object({ slug: z.string(), nameEn: z.string(), nameAr: z.string() }).nullable(),
  seasons: z.object({ slug: z.string(), nameEn: z.string(), nameAr: z.string() }).array(),
  results: z
    .object({
      id: z.string(),
      category: z.enum(resultCategories),
      place: z.number().int(),
      medal: z.enum(["gold", "silver", "bronze"]),
      teamName: z.string(),
      country: z.string(),
      institution: z.string(),
    })
    .array(),
});
