import { authRateLimiter, type AuthRateLimiter } from "@wro/auth";
import type { Database, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord } from "../../admin/write.ts";
import { csvFile, toCsv } from "../../csv.ts";
import { mailer as configuredMailer, type Mailer } from "../../mail/mailer.ts";
import { contactFormMessages, type ContactForm } from "./form.ts";
import { AppError, codedMessage } from "@wro/constants";
import { notifyOrganizers } from "./notification.ts";
import type { ContactMessageListInput, ContactMessageStateName } from "./schemas.ts";

const stateFilter = (state: ContactMessageStateName | undefined): Prisma.ContactMessageWhereInput =>
  state ? { state } : {};

export function listContactMessages(db: Database, input: ContactMessageListInput) {
  const where: Prisma.ContactMessageWhereInput = {
    ...textSearch(input.search, ["name", "email", "message"]),
    ...stateFilter(input.state),
  };
  return pageOf(
    input,
    db.contactMessage.findMany({
      where,
      orderBy: sortOf(input, { field: "createdAt", order: "desc" }),
      ...pageArgs(input),
    }),
    db.contactMessage.count({ where }),
  );
}

export function setContactMessageState(
  ctx: AdminContext,
  input: { id: string; state: ContactMessageStateName },
) {
  return auditedWrite(ctx, { entity: "contactMessage", action: "setState" }, async (tx) => {
    const before = await lockRecord(tx, "contactMessage", input.id, () =>
      tx.contactMessage.findUnique({ where: { id: input.id } }),
    );
    const after = await tx.contactMessage.update({ where: { id: input.id }, data: { state: input.state } });
    return { entityId: input.id, before, after, result: after };
  });
}

/** The columns of a contact-message export. */
export const contactMessageColumns = [
  "receivedAt",
  "name",
  "email",
  "phoneNumber",
  "state",
  "message",
] as const;

/** Every message (or those in one state), newest first, as a CSV file. */
export async function exportContactMessages(db: Database, input: { state?: ContactMessageStateName }) {
  const messages = await db.contactMessage.findMany({
    where: stateFilter(input.state),
    orderBy: { createdAt: "desc" },
  });
  return csvFile(
    "contact-messages",
    toCsv(
      contactMessageColumns,
      messages.map((message) => ({ ...message, receivedAt: message.createdAt })),
    ),
  );
}

export interface SendContactDeps {
  db: Database;
  /** The client's address as the server resolved it (`Context.ip`): never a value the caller picks. */
  ip: string | undefined;
  /** Default: the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
  /** Default: the mailer SMTP_URL configures. */
  mailer?: Mailer;
  /** Who is told. Default: ORGANIZER_EMAIL, else the site settings' contact e-mail. */
  organizers?: readonly string[];
}

/**
 * Stores a visitor's message in the admin inbox and tells the organizers by mail. Refused
 * when the honeypot is filled or the address sent too many messages lately. Every attempt
 * counts, so a robot that fills the honeypot is slowed down too; it is told so first.
 */
export async function sendContactMessage(
  { db, ip, rateLimiter = authRateLimiter(), mailer = configuredMailer(), organizers }: SendContactDeps,
  form: ContactForm,
): Promise<{ sent: true }> {
  const automated = Boolean(form.website?.trim());
  try {
    await rateLimiter.consume("contact", ip, form.email);
  } catch (error) {
    if (!AppError.is(error, "rateLimited")) throw error;
    if (!automated) {
      const minutes = Math.ceil((error.details.retryAfterSeconds ?? 60) / 60);
      throw new AppError("rateLimited", {
        message: codedMessage(contactFormMessages.tooManyMessages, { minutes }),
      });
    }
  }
  if (automated) throw new AppError("refused", { message: contactFormMessages.looksAutomated });
  const message = await db.contactMessage.create({
    data: { name: form.name, email: form.email, phoneNumber: form.phone_number, message: form.message },
  });
  // The visitor does not wait for the mail server, nor fail when it is down: the message is stored.
  notifyOrganizers(db, mailer, message, organizers).catch((error: unknown) =>
    console.error("Could not notify the organizers of a contact message:", error),
  );
  return { sent: true };
}
