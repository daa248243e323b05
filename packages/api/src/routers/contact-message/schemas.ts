import { z } from "zod";
import { idSchema, listShape } from "../../forms/common.ts";

/** A message's life in the inbox: new, read (an organizer opened it), handled (nothing more to do). */
export const contactMessageStates = ["new", "read", "handled"] as const;
export type ContactMessageStateName = (typeof contactMessageStates)[number];
const stateSchema = z.enum(contactMessageStates, "The state is new, read or handled.");

export const contactMessageSortFields = ["createdAt", "name", "email", "state"] as const;
const { status: _status, ...listFields } = listShape(contactMessageSortFields);

/** Contact messages, newest first by default; `state` keeps the messages in one state. */
export const contactMessageListSchema = z
  .object({ ...listFields, state: stateSchema.optional() })
  .prefault({});
export type ContactMessageListInput = z.output<typeof contactMessageListSchema>;

export const setStateSchema = z.object({ id: idSchema, state: stateSchema });

/** Which messages an export holds: all of them, or those in one state. */
export const contactMessageExportSchema = z.object({ state: stateSchema.optional() }).prefault({});

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  state: stateSchema,
  createdAt: z.date(),
});

/** What a visitor reads once the message is stored. */
export const contactSentSchema = z.object({ sent: z.literal(true) });
