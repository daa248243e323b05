import { randomInt } from "node:crypto";
import { createAuthRateLimiter } from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../mail/mailer.ts";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";
import { startSmtpPeer } from "../../testing/smtp-peer.ts";
import { contactFormSchema } from "./form.ts";
import { sendContactMessage } from "./service.ts";

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const form = (overrides: Record<string, unknown> = {}) =>
  contactFormSchema.parse({
    name: "Noura Visitor",
    email: `noura.${randomInt(1e9)}@Example.org`,
    phone_number: "0501234567",
    message: "Where do teams park on day 1?",
    website: "",
    ...overrides,
  });

describe.each(testDatabaseKinds)("the contact form on %s", (kind) => {
  let bed: AdminTestBed;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  const deps = (ip: string = randomIp()) => ({
    db: bed.database.db,
    ip,
    rateLimiter: createAuthRateLimiter(),
    mailer: createMailer({ smtpUrl: peer.url, from: "WRO <no-reply@wro.test>" }),
  });
  beforeAll(async () => {
    [bed, peer] = await Promise.all([createAdminTestBed(kind), startSmtpPeer()]);
  });
  afterAll(async () => {
    await Promise.all([bed?.close(), peer?.close()]);
  });

  it("stores the message as new in the inbox and mails the site's contact address, replying to the visitor", async () => {
    const sent = form();
    expect(await sendContactMessage(deps(), sent)).toEqual({ sent: true });
    const inbox = await bed.caller().contactMessage.list({ search: sent.email });
    expect(inbox.items).toEqual([
      expect.objectContaining({
        name: "Noura Visitor",
        email: sent.email,
        phoneNumber: "+966501234567",
        message: "Where do teams park on day 1?",
        state: "new",
      }),
    ]);
    // No ORGANIZER_EMAIL in tests: the contact e-mail of the seeded site settings is told.
    await expect.poll(() => peer.to("info@wro-saudi.org").length).toBe(1);
    const mail = peer.to("info@wro-saudi.org")[0]!;
    expect(mail.subject).toBe("Contact form: message from Noura Visitor");
    expect(mail.replyTo?.value[0]?.address).toBe(sent.email);
    expect(mail.text).toContain("Where do teams park on day 1?");
  });

  it("mails a name holding line breaks as one line: no header of its own reaches the organizers", async () => {
    const sent = form({ name: "Noura\r\nBcc: intruder@evil.test" });
    await sendContactMessage({ ...deps(), organizers: ["headers@wro.test"] }, sent);
    await expect.poll(() => peer.to("headers@wro.test").length).toBe(1);
    const mail = peer.to("headers@wro.test")[0]!;
    expect(mail.subject).toBe("Contact form: message from Noura Bcc: intruder@evil.test");
    expect(mail.headerLines.map((header) => header.key)).not.toContain("bcc");
    expect(mail.bcc).toBeUndefined();
  });

  it("mails the organizers it is given instead", async () => {
    await sendContactMessage({ ...deps(), organizers: ["desk@wro.test", "lead@wro.test"] }, form());
    await expect
      .poll(() => [peer.to("desk@wro.test").length, peer.to("lead@wro.test").length])
      .toEqual([1, 1]);
  });

  it("refuses a filled honeypot with a clear message and stores nothing", async () => {
    const bot = form({ website: "https://spam.example" });
    expect(await failure(sendContactMessage(deps(), bot))).toMatchObject({
      code: "refused",
      message: "looksAutomated",
    });
    expect(await bed.database.db.contactMessage.count({ where: { email: bot.email } })).toBe(0);
  });

  it("limits messages per address: the sixth in ten minutes is refused, another address still sends", async () => {
    const limited = { ...deps(), organizers: ["limits@wro.test"] };
    for (let index = 0; index < 5; index++) await sendContactMessage(limited, form());
    expect(await failure(sendContactMessage(limited, form()))).toMatchObject({
      code: "rateLimited",
      message: "tooManyMessages?minutes=10",
    });
    expect(await sendContactMessage({ ...limited, ip: randomIp() }, form())).toEqual({ sent: true });
    await expect.poll(() => peer.to("limits@wro.test").length).toBe(6);
  });

  it("checks the fields, each with its own message", () => {
    const result = contactFormSchema.safeParse({ name: " ", email: "nope", phone_number: "12", message: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "nameRequired"],
      ["email", "invalidEmail"],
      ["phone_number", "phoneInvalid"],
      ["message", "messageRequired"],
    ]);
    expect(
      contactFormSchema.parse({ name: "A", email: "a@b.org", phone_number: "", message: "Hi" }).phone_number,
    ).toBeNull();
  });
});
