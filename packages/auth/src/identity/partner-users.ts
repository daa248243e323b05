import type { Database } from "@wro/db";
import { AppError } from "@wro/constants";
import { authMessages } from "../messages.ts";
import { UserType } from "../roles.ts";
import { publicUserSelect, type PublicUser } from "../users.ts";
import { normalizePhoneNumber, toAsciiDigits } from "../validation.ts";
import { asDuplicateError } from "./duplicates.ts";
import type { PartnerUser } from "./partner-contract.ts";

/**
 * Keeps our copy of a partner account (linked by `steb_user_id`) so that sessions, roles and
 * guards work as for local accounts. An existing row with the same national ID or e-mail is
 * linked rather than duplicated. Never stores a password: the platform checks those.
 */
export async function upsertPartnerUser(db: Database, partnerUser: PartnerUser): Promise<PublicUser> {
  const data = {
    stebUserId: partnerUser.partnerId,
    name: partnerUser.name,
    email: partnerUser.email.toLowerCase(),
    nationalId: toAsciiDigits(partnerUser.nationalId).trim(),
    phoneNumber: normalizePhoneNumber(partnerUser.phoneNumber) ?? partnerUser.phoneNumber,
    // Administrators and gate staff are made here, never by the platform: either type from it
    // reads as student.
    type:
      partnerUser.type === undefined ||
      partnerUser.type === UserType.admin ||
      partnerUser.type === UserType.gate
        ? UserType.student
        : partnerUser.type,
    // The platform only signs in accounts it has verified.
    verified: true,
  };
  const existing =
    (await db.user.findFirst({ where: { stebUserId: data.stebUserId }, select: { id: true, type: true } })) ??
    (await db.user.findUnique({
      where: { nationalId: data.nationalId },
      select: { id: true, type: true },
    })) ??
    (await db.user.findUnique({ where: { email: data.email }, select: { id: true, type: true } }));
  // Linking a platform account to one of our admins (or gate staff) would hand the platform their rights.
  if (existing?.type === UserType.admin || existing?.type === UserType.gate) {
    throw new AppError("accountConflict", { message: authMessages.partnerAccountConflict });
  }
  try {
    return existing
      ? await db.user.update({ where: { id: existing.id }, data, select: publicUserSelect })
      : await db.user.create({ data, select: publicUserSelect });
  } catch (error) {
    // Another of our accounts already uses this e-mail or national ID.
    if (asDuplicateError(error))
      throw new AppError("accountConflict", { message: authMessages.partnerAccountConflict });
    throw error;
  }
}
