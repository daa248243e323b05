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
  /**
   * Moyasar's secret API key (`sk_live_…`, `sk_test_…`). Set: fees are paid on Moyasar's hosted page;
   * unset: by bank transfer.
   */
  MOYASAR_SECRET_KEY: z.string().min(1).optional(),
  /** Moyasar's API base; the tests point it at the Moyasar double. */
  MOYASAR_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.moyasar.com/v1"),
  /** The secret token of the webhook registered in Moyasar's dashboard. Unset: no webhook is believed. */
  MOYASAR_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Live results streams (GET /api/results/stream) one instance holds at most; beyond, it answers
   * 503 with Retry-After. Each costs a socket here and two in nginx (see README, "Live results").
   */
  LIVE_RESULTS_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /**
   * The VAPID key pair notifications are signed with (base64url, as `npx web-push
   * generate-vapid-keys` prints them). Unset: one is made once and kept in the database.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Whom push services may contact about our notifications: a `mailto:` or `https:` URL. */
  VAPID_SUBJECT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
  /**
   * Lets subscriptions name a push service at http://127.0.0.1 or localhost: the browser tests'
   * push peer. On by default outside production; refused for a site served at a public address.
   */
  PUSH_ALLOW_LOOPBACK: z.stringbool().optional(),
  /** How many notifications one instance sends at once in a burst. */
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
  NODE_ENV: z.string().optional(),
});

/** What no single variable says: the VAPID keys go in pairs, and a real site pushes to no local address. */
const checked = schema.superRefine((vars, context) => {
  const base64url = (value: string | undefined, bytes: number) =>
    !!value && /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes;
  if (vars.VAPID_PUBLIC_KEY || vars.VAPID_PRIVATE_KEY) {
    if (!base64url(vars.VAPID_PUBLIC_KEY, 65) || !base64url(vars.VAPID_PRIVATE_KEY, 32))
      context.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message:
          "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: a P-256 key pair in base64url (65 and 32 bytes)",
      });
  }
  const loopbackSite = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(vars.SITE_URL).hostname);
  if (vars.PUSH_ALLOW_LOOPBACK && vars.NODE_ENV === "production" && !loopbackSite)
    context.addIssue({
      code: "custom",
      path: ["PUSH_ALLOW_LOOPBACK"],
      message: "PUSH_ALLOW_LOOPBACK is for tests: a site at a public address never pushes to local services",
    });
});

export const env = checked.parse({
  UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN || undefined,
  SMTP_URL: process.env.SMTP_URL || undefined,
  MAIL_FROM: process.env.MAIL_FROM || undefined,
  SITE_URL: process.env.SITE_URL || undefined,
  ORGANIZER_EMAIL: process.env.ORGANIZER_EMAIL || undefined,
  MOYASAR_SECRET_KEY: process.env.MOYASAR_SECRET_KEY || undefined,
  MOYASAR_API_BASE: process.env.MOYASAR_API_BASE || undefined,
  MOYASAR_WEBHOOK_SECRET: process.env.MOYASAR_WEBHOOK_SECRET || undefined,
  LIVE_RESULTS_MAX_CONNECTIONS: process.env.LIVE_RESULTS_MAX_CONNECTIONS || undefined,
  VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY || undefined,
  VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY || undefined,
  VAPID_SUBJECT: process.env.VAPID_SUBJECT || undefined,
  PUSH_ALLOW_LOOPBACK: process.env.PUSH_ALLOW_LOOPBACK || undefined,
  PUSH_CONCURRENCY: process.env.PUSH_CONCURRENCY || undefined,
  NODE_ENV: process.env.NODE_ENV || undefined,
});
