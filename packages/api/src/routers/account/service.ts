import {
  authMessages,
  authRateLimiter,
  hashPassword,
  passwordAttemptsKey,
  passwordIssue,
  revokePasswordResetLinks,
  roleOf,
  verifyPassword,
  type AuthRateLimiter,
} from "@wro/auth";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { fieldError } from "../../admin/errors.ts";
import type { Caller } from "../../trpc.ts";
import type { ChangeOwnPasswordInput, OwnAccount } from "./schemas.ts";

/** The signed-in person's user id; a system caller has no account page. */
export function ownId(caller: Caller): string {
  if (caller.kind !== "user") throw new AppError("notFound", { message: "This caller has no user account." });
  return caller.id;
}

/** "••••••7890": enough for the owner to recognise, too little to copy from a shared screen. */
export function maskNationalId(nationalId: string): string {
  const shown = nationalId.length > 4 ? nationalId.slice(-4) : "";
  return "•".repeat(nationalId.length - shown.length) + shown;
}

export async function ownAccount(db: Database, id: string): Promise<OwnAccount> {
  const user = await db.user.findUnique({
    where: { id },
    select: {
      name: true,
      email: true,
      phoneNumber: true,
      nationalId: true,
      type: true,
      verified: true,
      locale: true,
      passwordHash: true,
    },
  });
  if (!user) throw new AppError("notFound", { message: "This caller has no user account." });
  return {
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    nationalIdMasked: maskNationalId(user.nationalId),
    type: user.type,
    role: roleOf(user.type),
    verified: user.verified,
    locale: user.locale === "ar" ? "ar" : "en",
    hasPassword: user.passwordHash !== null,
  };
}

export interface ChangePasswordDeps {
  db: Database;
  /** The client's address, for rate limiting. */
  ip: string | undefined;
  /** Default: the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
}

/**
 * Changes the person's own password. Each check of the current password counts as a sign-in
 * attempt on the account (same limits, same bucket as the sign-in forms), so an open session
 * cannot be used to guess it. The change ends every session of the account (the page signs
 * this one in again with the new password) and every reset link mailed before.
 */
export async function changeOwnPassword(
  { db, ip, rateLimiter = authRateLimiter() }: ChangePasswordDeps,
  id: string,
  input: ChangeOwnPasswordInput,
): Promise<{ changed: true }> {
  const user = await db.user.findUnique({
    where: { id },
    select: { name: true, email: true, nationalId: true, phoneNumber: true, passwordHash: true },
  });
  if (!user) throw new AppError("notFound", { message: "This caller has no user account." });
  if (!user.passwordHash) throw new AppError("refused", { message: authMessages.passwordKeptByPartner });
  const attempts = passwordAttemptsKey(id);
  await rateLimiter.consume("signIn", ip, attempts);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw fieldError("invalidInput", "currentPassword", authMessages.currentPasswordWrong);
  await rateLimiter.reset("signIn", ip, attempts);
  const weak = passwordIssue(input.password, [user.name, user.email, user.nationalId, user.phoneNumber]);
  if (weak) throw fieldError("invalidInput", "password", weak);
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id },
      data: { passwordHash, sessionVersion: { increment: 1 }, mustChangePassword: false },
    });
    await revokePasswordResetLinks(tx, id);
  });
  return { changed: true };
}

/** The language of the mails the person gets (reset links, "your account is verified"). */
export async function setMailLanguage(db: Database, id: string, locale: "en" | "ar") {
  await db.user.update({ where: { id }, data: { locale }, select: { id: true } });
  return { locale };
}
