import { z } from "zod";

const schema = z.object({
  /** UploadThing's server token; when set, uploaded images go to UploadThing instead of the local disk. */
  UPLOADTHING_TOKEN: z.string().min(1).optional(),
});

export const env = schema.parse({
  UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN || undefined,
});
