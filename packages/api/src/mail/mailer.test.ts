import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpPeer } from "../testing/smtp-peer.ts";
import { createMailer } from "./mailer.ts";

describe("mailer", () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it("delivers through SMTP with the configured sender, in Arabic too", async () => {
    const mailer = createMailer({ smtpUrl: peer.url, from: "WRO Saudi Arabia <no-reply@wro.test>" });
    await mailer.send({
      to: "coach@example.org",
      subject: "تم التحقق من حسابك",
      text: "Your account is verified.\nhttps://wro.test/signin",
      replyTo: "organizers@wro.test",
    });
    const [mail] = peer.to("coach@example.org");
    expect(mail?.from?.value).toEqual([{ address: "no-reply@wro.test", name: "WRO Saudi Arabia" }]);
    expect(mail?.subject).toBe("تم التحقق من حسابك");
    expect(mail?.text).toContain("https://wro.test/signin");
    expect(mail?.replyTo?.value[0]?.address).toBe("organizers@wro.test");
  });

  it("writes the mail to the log when no SMTP server is configured", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    await createMailer({ from: "no-reply@wro.test" }).send({
      to: "a@example.org",
      subject: "Hi",
      text: "Body",
    });
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      to: "a@example.org",
      subject: "Hi",
      text: "Body",
    });
    log.mockRestore();
  });

  it("fails loudly when the SMTP server is unreachable", async () => {
    await peer.close();
    const mailer = createMailer({ smtpUrl: peer.url, from: "no-reply@wro.test" });
    await expect(mailer.send({ to: "a@example.org", subject: "Hi", text: "Body" })).rejects.toThrow();
    peer = await startSmtpPeer();
  });
});
