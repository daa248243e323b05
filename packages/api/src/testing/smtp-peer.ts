import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the `smtp-server` package): it speaks the protocol, accepts
 * every recipient and keeps each delivered message, parsed, in `received`. On a free port by
 * default; the browser tests give the one their server's SMTP_URL names.
 */
export async function startSmtpPeer({ port = 0 }: { port?: number } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders keep pooled connections open (the mailer's pool): closing waits for them only this long.
    closeTimeout: 100,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** The mails delivered to `address`, oldest first. */
    to: (address: string) =>
      received.filter((mail) =>
        [mail.to ?? []].flat().some((to) => to.value.some((box) => box.address === address)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
