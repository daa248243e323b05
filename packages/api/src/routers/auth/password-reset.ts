import {
  authEnv,
  authMessages,
  authRateLimiter,
  createPasswordResetToken,
  findUserByLogin,
  passwordIssue,
  passwordResetTokenState,
  resetLinkRefusal,
  resetPasswordWithToken,
  UserType,
  type AuthRateLimiter,
  type ResetTokenState,
} from "@wro/auth";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { env } from "../../env.ts";
import { fieldError } from "../../admin/errors.ts";
import { mailer as configuredMailer, type Mailer } from "../../mail/mailer.ts";
import { passwordResetMail, type MailLanguage } from "./password-reset-mail.ts";

export interface ResetLinkOptions {
  /** The language of the mail and of the page its link opens. */
  lang?: MailLanguage;
  /** Default: the mailer SMTP_URL configures. */
  mailer?: Mailer;
  /** Where the link points. Default: SITE_URL. */
  siteUrl?: string;
  /** The moment the link's hour starts (tests). */
  now?: Date;
}

/** The reset page of the site in `lang`, carrying the token. */
export function passwordResetUrl(siteUrl: string, lang: MailLanguage, token: string): string {
  const url = new URL(lang === "ar" ? "/ar/reset-password/" : "/reset-password/", siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}

/**
 * Mails the account a fresh single-use link to choose a new password (valid for one hour).
 * For the "forgot password" form, and for the admin's "send a password-reset link".
 */
export async function sendPasswordResetLink(
  db: Database,
  userId: string,
  { lang = "en", mailer = configuredMailer(), siteUrl = env.SITE_URL, now }: ResetLinkOptions = {},
): Promise<void> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true },
  });
  if (!user) throw new AppError("notFound", { message: "There is no such account." });
  const token = await createPasswordResetToken(db, user.id, now);
  await mailer.send({
    to: user.email,
    ...passwordResetMail(lang, user.name, passwordResetUrl(siteUrl, lang, token)),
  });
}

export interface PasswordResetDeps extends Omit<ResetLinkOptions, "lang"> {
  db: Database;
  ip: string | undefined;
  /** Default: the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
  /** Whose passwords live here: with the partner platform only admins' do. Default: IDENTITY_PROVIDER. */
  identityProvider?: "local" | "partner";
}

/**
 * "Forgot password?": mails a link to the account's e-mail when an enabled account with a
 * password of ours has this national ID or e-mail. The answer is the same either way, and it is
 * given before the mail is sent, so neither its words nor its timing tell whether the account
 * exists. Requests are counted by the login as typed (and the address), as before by e-mail.
 */
export async function requestPasswordReset(
  {
    db,
    ip,
    rateLimiter = authRateLimiter(),
    identityProvider = authEnv().identityProvider,
    ...link
  }: PasswordResetDeps,
  input: { login: string; lang: MailLanguage },
): Promise<{ message: string }> {
  const login = input.login.trim().toLowerCase();
  await rateLimiter.consume("passwordReset", ip, login);
  const user = await findUserByLogin(db, login);
  const ours = user?.type === UserType.admin || user?.type === UserType.gate || identityProvider === "local";
  if (user?.status && ours) {
    sendPasswordResetLink(db, user.id, { ...link, lang: input.lang }).catch((error: unknown) =>
      console.error("Could not send a password-reset link:", error),
    );
  }
  return { message: authMessages.passwordResetSent };
}

/** Whether a reset link still works, and if not, the message that says why. */
export async function resetLinkStatus(
  db: Database,
  token: string,
): Promise<{ state: ResetTokenState; message?: string }> {
  const state = await passwordResetTokenState(db, token);
  return state === "valid" ? { state } : { state, message: resetLinkRefusal(state) };
}

/**
 * Sets the new password from a link, if the password rule accepts it; other sessions and
 * the account's other links end (see `resetPasswordWithToken`).
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
): Promise<{ done: true }> {
  const weak = passwordIssue(input.password);
  if (weak) throw fieldError("invalidInput", "password", weak);
  await resetPasswordWithToken(db, input.token, input.password);
  return { done: true };
}
