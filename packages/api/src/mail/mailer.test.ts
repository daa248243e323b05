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

  it("keeps line breaks in header text from adding headers or recipients", async () => {
    const mailer = createMailer({ smtpUrl: peer.url, from: "WRO Saudi Arabia <no-reply@wro.test>" });
    await mailer.send({
      to: "desk@wro.test",
      subject: "Contact form: message from Noura\r\nBcc: intruder@evil.test\nX-Injected: yes",
      text: "Line one.\r\nLine two.",
      replyTo: '"Noura\r\nCc: intruder@evil.test" <noura@example.org>',
    });
    await expect.poll(() => peer.to("desk@wro.test").length).toBe(1);
    const mail = peer.to("desk@wro.test")[0]!;
    const headerNames = mail.headerLines.map((header) => header.key);
    expect(headerNames).not.toContain("bcc");
    expect(headerNames).not.toContain("cc");
    expect(headerNames).not.toContain("x-injected");
    expect(mail.subject).toBe("Contact form: message from Noura Bcc: intruder@evil.test X-Injected: yes");
    expect(mail.replyTo?.value).toEqual([
      { address: "noura@example.org", name: "Noura Cc: intruder@evil.test" },
    ]);
    expect(
      peer.received.flatMap((received) => [received.to, received.cc, received.bcc].flat()),
    ).not.toContainEqual(expect.objectContaining({ text: expect.stringContaining("intruder") }));
    // The body keeps its lines.
    expect(mail.text).toContain("Line one.\nLine two.");
  });

  it("writes header text without line breaks to the log too", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    await createMailer({ from: "no-reply@wro.test" }).send({
      to: "a@example.org",
      subject: "Hi\r\nBcc: intruder@evil.test",
      text: "Body",
    });
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      to: "a@example.org",
      subject: "Hi Bcc: intruder@evil.test",
    });
    log.mockRestore();
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
