import type { Database } from "@wro/db";
import { env } from "../../env.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** Where organizers are told: ORGANIZER_EMAIL, else the contact e-mail the site shows. */
async function organizerAddresses(db: Database): Promise<string[]> {
  if (env.ORGANIZER_EMAIL) return env.ORGANIZER_EMAIL;
  const settings = await db.setting.findFirst({ select: { contactEmail: true } });
  return settings ? [settings.contactEmail] : [];
}

/**
 * Tells the organizers of a new contact message: the message itself, and a Reply-To of the
 * visitor, so that answering the mail answers the visitor.
 */
export async function notifyOrganizers(
  db: Database,
  mailer: Mailer,
  message: { name: string; email: string; phoneNumber: string | null; message: string; createdAt: Date },
  organizers?: readonly string[],
): Promise<void> {
  const to = organizers ?? (await organizerAddresses(db));
  if (!to.length) return;
  await mailer.send({
    to,
    replyTo: message.email,
    subject: `Contact form: message from ${message.name}`,
    text: [
      `${message.name} <${message.email}>${message.phoneNumber ? `, ${message.phoneNumber}` : ""} wrote on ${message.createdAt.toISOString()}:`,
      "",
      message.message,
      "",
      `Reply to this mail to answer them. The message is also in the back office: ${new URL("/admin/contact-messages", env.SITE_URL).href}`,
    ].join("\n"),
  });
}
