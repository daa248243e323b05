import { z } from "zod";

const schema = z.object({
  /** UploadThing's server token; when set, uploaded images go to UploadThing instead of the local disk. */
  UPLOADTHING_TOKEN: z.string().min(1).optional(),
  /** Where mail goes: `smtp://user:pass@host:587` or `smtps://…:465`. Unset: mails are written to the server log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail, e.g. `WRO Saudi Arabia <no-reply@wro.sa>`. */
  MAIL_FROM: z.string().min(3).default("WRO Saudi Arabia <no-reply@localhost>"),
  /** The public address of the site: mailed links (password reset) point there. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:3000"),
  /**
   * Who is told of a new contact message: one address or several, separated by commas.
   * Unset: the contact e-mail of the site settings (the address the contact page shows).
   */
  ORGANIZER_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("ORGANIZER_EMAIL must be e-mail addresses separated by commas")).min(1))
    .optional(),
});

export const env = schema.parse({
  UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN || undefined,
  SMTP_URL: process.env.SMTP_URL || undefined,
  MAIL_FROM: process.env.MAIL_FROM || undefined,
  SITE_URL: process.env.SITE_URL || undefined,
  ORGANIZER_EMAIL: process.env.ORGANIZER_EMAIL || undefined,
});
