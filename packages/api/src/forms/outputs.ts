import { z } from "zod";

/** What a delete answers: the id of the record that is gone. */
export const deletedSchema = z.object({ id: z.string() });

/** An export: a CSV file for the browser to download under `filename`. */
export const csvFileSchema = z.object({ filename: z.string(), csv: z.string() });
