import { AppError } from "@wro/constants";
import { uniqueViolationFields, type Database } from "@wro/db";
import { authMessages } from "../messages.ts";

/** The sign-up fields that must be unique. */
export type UniqueField = "national_id" | "email";

const messageFor: Record<UniqueField, string> = {
  national_id: authMessages.nationalIdTaken,
  email: authMessages.emailTaken,
};

export const duplicateError = (field: UniqueField) =>
  new AppError("duplicate", { message: messageFor[field], field });

/** The first unique field (national ID, then e-mail) another account already uses, if any. */
export async function takenField(
  db: Database,
  account: { nationalId: string; email: string },
): Promise<UniqueField | null> {
  const others = await db.user.findMany({
    where: { OR: [{ nationalId: account.nationalId }, { email: account.email }] },
    select: { nationalId: true, email: true },
  });
  if (others.some((other) => other.nationalId === account.nationalId)) return "national_id";
  if (others.some((other) => other.email === account.email)) return "email";
  return null;
}

/**
 * Turns a unique-constraint violation into the user's message. The pre-check in `takenField`
 * catches nearly all duplicates; this covers two sign-ups racing for the same national ID.
 */
export function asDuplicateError(error: unknown): AppError | null {
  const fields = uniqueViolationFields(error);
  if (!fields) return null;
  return duplicateError(fields.some((field) => /national/.test(field)) ? "national_id" : "email");
}
