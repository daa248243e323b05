import { z } from "zod";

const schema = z.object({
  /** UploadThing's server token; when set, uploaded images go to UploadThing instead of the local disk. */
  UPLOADTHING_TOKEN: z.string().min(1).optional(),
  /** Where mail goes: `smtp://user:pass@host:587` or `smtps://…:465`. Unset: mails are written to the server log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail, e.g. `WRO Saudi Arabia <no-reply@wro.sa>`. */
  MAIL_FROM: z.string().min(3).default("WRO Saudi Arabia <no-reply@localhost>"),
});

export const env = schema.parse({
  UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN || undefined,
  SMTP_URL: process.env.SMTP_URL || undefined,
  MAIL_FROM: process.env.MAIL_FROM || undefined,
});
