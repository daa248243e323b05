import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { hashPassword } from "./password.ts";
import { authMessages } from "./messages.ts";
import { passwordIssue } from "./password-strength.ts";

/** How long a reset link works after it was sent. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Only this hash is stored: whoever reads the table still cannot follow a link. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * A new single-use reset token for the account, valid for an hour from `now`. The token itself
 * goes into the mailed link and nowhere else.
 */
export async function createPasswordResetToken(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.passwordResetToken.create({
    data: {
      userId,
      tokenHash: hashOf(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
    },
  });
  return token;
}

export type ResetTokenState = "valid" | "used" | "expired" | "unknown";

const refusals: Record<Exclude<ResetTokenState, "valid">, string> = {
  unknown: authMessages.resetLinkUnknown,
  used: authMessages.resetLinkUsed,
  expired: authMessages.resetLinkExpired,
};

/** Whether a link can still be used, so the reset page can say so before anything is typed. */
export async function passwordResetTokenState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResetTokenState> {
  const found = await db.passwordResetToken.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!found) return "unknown";
  if (found.usedAt) return "used";
  return found.expiresAt <= now ? "expired" : "valid";
}

/**
 * Ends every reset link of the account not used yet, as expired ("ask for a new one"): called
 * whenever its password changes (a link used, a profile saved, an admin setting it), so a link
 * mailed earlier cannot set it again. Pass the transaction that changes the password.
 */
export async function revokePasswordResetLinks(
  db: Pick<Database, "passwordResetToken">,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db.passwordResetToken.updateMany({
    where: { userId, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
}

/**
 * Sets the account's new password from a reset link: the token is spent (a second use of the
 * same link is refused even when both arrive at once), the account's other links end, every
 * session and API token the account holds ends, and a pending "choose a new password" is done.
 * Refusals are `AppError`s "resetLinkRefused" saying why, or "invalidInput" for a password
 * the password rule refuses (callers check it first, to name the field).
 */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ userId: string }> {
  const weak = passwordIssue(password);
  if (weak) throw new AppError("invalidInput", { message: weak });
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const tokenHash = hashOf(token);
    // One conditional update claims the token, so two requests cannot both use it.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    const row = await tx.passwordResetToken.findUnique({ where: { tokenHash } });
    if (claimed.count !== 1 || !row) {
      const state: Exclude<ResetTokenState, "valid"> = !row ? "unknown" : row.usedAt ? "used" : "expired";
      throw new AppError("resetLinkRefused", { message: refusals[state] });
    }
    await revokePasswordResetLinks(tx, row.userId, now);
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, mustChangePassword: false },
    });
    return { userId: row.userId };
  });
}

/** The message a refused link shows, for pages that check a link before the form. */
export const resetLinkRefusal = (state: Exclude<ResetTokenState, "valid">) => refusals[state];
