import { createTransport, type Transporter } from "nodemailer";
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
 * Sends through the SMTP server at `smtpUrl` (nodemailer reads host, port, TLS and credentials
 * from the URL). Without one, each mail becomes a JSON line in the server log, so a developer
 * machine can still follow a reset link.
 */
export function createMailer({ smtpUrl, from }: { smtpUrl?: string; from: string }): Mailer {
  if (!smtpUrl)
    return {
      async send(mail) {
        console.info(
          JSON.stringify({ msg: "mail (SMTP_URL is not set, so it was not sent)", from, ...mail }),
        );
      },
    };
  const transport: Transporter = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail, to: [mail.to].flat() });
    },
  };
}

let configured: Mailer | undefined;

/** The mailer this server's environment configures (`SMTP_URL`, `MAIL_FROM`). */
export const mailer = (): Mailer =>
  (configured ??= createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }));
