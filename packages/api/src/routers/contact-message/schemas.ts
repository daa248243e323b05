import { z } from "zod";
import { idSchema, listShape } from "../../forms/common.ts";

export const contactMessageSortFields = ["createdAt", "name", "email", "read"] as const;
const { status: _status, ...listFields } = listShape(contactMessageSortFields);

/** Contact messages, newest first by default; `read` filters read or unread ones. */
export const contactMessageListSchema = z
  .object({ ...listFields, read: z.boolean().optional() })
  .prefault({});
export type ContactMessageListInput = z.output<typeof contactMessageListSchema>;

export const markReadSchema = z.object({ id: idSchema, read: z.boolean().default(true) });

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.date(),
});
