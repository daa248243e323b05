import { z } from "zod";

/** What a delete answers: the id of the record that is gone. */
export const deletedSchema = z.object({ id: z.string() });
