import { z } from "zod";
import { idSchema } from "../../forms/common.ts";

/** Spec §3: the training list is filtered by a training type, "training-center" unless told. */
export const DEFAULT_TRAINING_TYPE = "training-center";

export const trainingTypeSchema = z
  .string()
  .trim()
  .min(1, "Enter a training type")
  .max(40, "A training type has at most 40 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "A training type has only letters, digits and single dashes");

export const trainingFilterSchema = z.object({
  regionId: idSchema.optional(),
  training: trainingTypeSchema.default(DEFAULT_TRAINING_TYPE),
});
export type TrainingFilter = z.output<typeof trainingFilterSchema>;

/** A training as the site shows it. */
export const trainingSchema = z.object({
  id: z.string(),
  regionId: z.string(),
  training: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  locationEn: z.string().nullable(),
  locationAr: z.string().nullable(),
  status: z.boolean(),
});
