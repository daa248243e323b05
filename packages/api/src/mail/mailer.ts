import { createTransport, type Transporter } from "nodemailer";
import { closeOnShutdown } from "@wro/db/process";
import { env } from "../env.ts";

/** A mail we send: plain text always (every client reads it), HTML optional. */
export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Text bound for a mail header (subject, addresses and their names), with line breaks and other
 * control characters turned into one space: a visitor's "name" holding CR LF must never start
 * a header of its own (a `Bcc:` to anyone). nodemailer folds them too; this keeps it our rule,
 * whatever sends the mail.
 */
export function headerText(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

/** The mail with every header field made safe (see `headerText`); the body is left as it is. */
function withSafeHeaders(mail: Mail): Mail {
  return {
    ...mail,
    to: typeof mail.to === "string" ? headerText(mail.to) : mail.to.map(headerText),
    subject: headerText(mail.subject),
    ...(mail.replyTo === undefined ? {} : { replyTo: headerText(mail.replyTo) }),
  };
}

/**
 * Sends through the SMTP server at `smtpUrl` (nodemailer reads host, port, TLS and credentials
 * from the URL). Without one, each mail becomes a JSON line in the server log, so a developer
 * machine can still follow a reset link.
 *
 * Connections are pooled (nodemailer's default pool: up to 5, each reused for 100 mails): a
 * registration rush sends a receipt per paid order, and a connection per mail cost a TCP and
 * TLS handshake and the SMTP greeting each time. `?pool=false` in the URL opens one per mail.
 */
export function createMailer({ smtpUrl, from: sender }: { smtpUrl?: string; from: string }): Mailer & {
  close(): void;
} {
  const from = headerText(sender);
  if (!smtpUrl)
    return {
      async send(mail) {
        console.info(
          JSON.stringify({
            msg: "mail (SMTP_URL is not set, so it was not sent)",
            from,
            ...withSafeHeaders(mail),
          }),
        );
      },
      close() {},
    };
  const transport: Transporter = createTransport({ url: smtpUrl, pool: true });
  return {
    async send(mail) {
      const safe = withSafeHeaders(mail);
      await transport.sendMail({ from, ...safe, to: [safe.to].flat() });
    },
    close: () => transport.close(),
  };
}

let configured: Mailer | undefined;

/** The mailer this server's environment configures (`SMTP_URL`, `MAIL_FROM`). */
export function mailer(): Mailer {
  if (!configured) {
    const created = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
    closeOnShutdown(async () => created.close());
    configured = created;
  }
  return configured;
}
