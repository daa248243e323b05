import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "../../../../packages/api/src/csv.ts";
import { startSmtpPeer } from "../../../../packages/api/src/testing/smtp-peer.ts";
import { e2eOrganizerEmail, smtpPeerPort } from "../../support/mail.ts";
import { port } from "../../playwright.config.ts";
import { allowFailedRequests, prefix, type Lang } from "../../support/accounts.ts";
import { expect, test } from "../../support/admin.ts";
import { axeViolations } from "../../support/axe.ts";

// Issue 13 item 7, issue 14 item 7: the contact form in both languages, its spam refusals, the
// organizers' mail (through a real SMTP peer) and the admin inbox (states, reply, CSV).

const words = {
  en: {
    name: "Name",
    email: "E-mail",
    phone: "Phone number (optional)",
    message: "Your message",
    send: "Send message",
    sent: "Thank you, your message was sent.",
    nameRequired: "Please enter your name.",
    honeypot: "Leave this field empty",
    automated: /looks automated/,
    tooMany: /You have sent several messages in a short time\. Please try again in \d+ minutes?\./,
  },
  ar: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "رقم الجوال (اختياري)",
    message: "رسالتك",
    send: "إرسال الرسالة",
    sent: "شكرًا لك، أُرسلت رسالتك.",
    nameRequired: "يرجى إدخال اسمك.",
    honeypot: "اترك هذا الحقل فارغًا",
    automated: /تبدو آلية/,
    tooMany: /أرسلت عدة رسائل في وقت قصير/,
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  peer = await startSmtpPeer({ port: smtpPeerPort(port) });
});
test.afterAll(() => peer?.close());

const unique = (label: string) => `${label} ${Math.floor(Math.random() * 1e9)}`;
const form = (page: Page) => page.getByRole("main").locator("form");

for (const lang of ["en", "ar"] as const) {
  test(`a visitor's message (${lang}) reaches the organizers' mail and the admin inbox, where it is replied to and handled`, async ({
    page,
  }) => {
    const w = words[lang];
    const name = unique(lang === "ar" ? "نورة" : "Noura");
    const email = `visitor-${Math.floor(Math.random() * 1e9)}@example.com`;
    await page.goto(`${prefix(lang)}/contact-us/`);
    expect(await axeViolations(page)).toEqual([]);

    // Checked in the browser first: the message is kept while the name is missing.
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.message).fill("Where do teams unload their robots on day 1?\nThank you.");
    await expect(async () => {
      await page.getByRole("button", { name: w.send }).click();
      await expect(page.getByText(w.nameRequired)).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(page.getByLabel(w.name)).toBeFocused();
    await expect(page.getByLabel(w.message)).toHaveValue(/unload their robots/);

    await page.getByLabel(w.name).fill(name);
    await page.getByLabel(w.phone).fill("050 123 4567");
    await page.getByRole("button", { name: w.send }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(w.sent);
    expect(await axeViolations(page)).toEqual([]);

    await expect
      .poll(() => peer.to(e2eOrganizerEmail).filter((mail) => mail.subject?.includes(name)).length)
      .toBe(1);
    const mail = peer.to(e2eOrganizerEmail).find((sent) => sent.subject?.includes(name))!;
    expect(mail.replyTo?.value[0]?.address).toBe(email);
    expect(mail.text).toContain("unload their robots");

    await page.goto(`/admin/contact-messages?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("New");
    // The inbox shows a line of the message (walk-through 3, L8).
    await expect(row).toContainText("Where do teams unload their robots on day 1?");
    await row.getByRole("button", { name: `Read the message from ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Thank you.");
    await expect(dialog).toContainText("+966501234567");
    const reply = new URL((await dialog.getByRole("link", { name: "Reply" }).getAttribute("href"))!);
    expect(decodeURIComponent(reply.pathname)).toBe(email);
    expect(decodeURIComponent(reply.search)).toContain("subject=Re: your message to WRO Saudi Arabia");
    expect(decodeURIComponent(reply.search)).toContain(
      "> Where do teams unload their robots on day 1?\n> Thank you.",
    );
    await expect(row).toContainText("Read");
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Mark handled" }).click();
    await expect(dialog.getByRole("button", { name: "Mark as not handled" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto(`/admin/contact-messages?state=handled&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Handled");
    await page.goto(`/admin/contact-messages?state=new&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

    // The export, opened and parsed back.
    await page.goto("/admin/contact-messages?state=handled");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const rows = parseCsv(await readFile(file, "utf8"));
    expect(rows.find((csvRow) => csvRow.email === email)).toMatchObject({
      name,
      state: "handled",
      // A leading + would be run as a formula: the spreadsheet guard keeps it text.
      phoneNumber: "'+966501234567",
    });
    expect(rows.every((csvRow) => csvRow.state === "handled")).toBe(true);
  });
}

test("on a phone the form fits the screen in both directions (screenshots for review)", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ["en", "ar"] as const) {
    await page.goto(`${prefix(lang)}/contact-us/`);
    const contactForm = form(page);
    await contactForm.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: words[lang].send }).click();
    await expect(page.getByText(words[lang].nameRequired)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await contactForm.screenshot({ path: testInfo.outputPath(`contact-form-phone-${lang}.png`) });
  }
});

test("a robot that fills the honeypot is refused with a clear message, and what was typed stays", async ({
  page,
  consoleErrors,
}) => {
  for (const lang of ["en", "ar"] as const) {
    const w = words[lang];
    await page.goto(`${prefix(lang)}/contact-us/`);
    const honeypot = page.getByLabel(w.honeypot);
    // Out of sight and out of the tab order, but named for screen readers.
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(
      await honeypot.evaluate((input) => input.parentElement!.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    await page.getByLabel(w.name).fill("Spam Bot");
    await page.getByLabel(w.email).fill("bot@example.com");
    await page.getByLabel(w.message).fill("Cheap robots!");
    await honeypot.fill("https://spam.example");
    await page.getByRole("button", { name: w.send }).click();
    await expect(form(page).getByRole("alert")).toHaveText(w.automated);
    await expect(page.getByLabel(w.message)).toHaveValue("Cheap robots!");
  }
  allowFailedRequests(consoleErrors, "/api/trpc/contactMessage.send");
});

test("too many messages from one address are refused with a clear message (the last test here: it uses the limit up)", async ({
  page,
  consoleErrors,
}) => {
  // Spend what is left of this address's allowance (the tests above used some of it).
  await expect(async () => {
    const response = await page.request.post("/api/trpc/contactMessage.send", {
      data: { json: { name: "Burst", email: `burst-${Math.random()}@example.com`, message: "Hello" } },
    });
    expect(response.status()).toBe(429);
  }).toPass({ intervals: [0] });
  for (const lang of ["en", "ar"] as const) {
    const w = words[lang];
    await page.goto(`${prefix(lang)}/contact-us/`);
    await page.getByLabel(w.name).fill("Huda");
    await page.getByLabel(w.email).fill("huda@example.com");
    await page.getByLabel(w.message).fill("One more question");
    await page.getByRole("button", { name: w.send }).click();
    await expect(form(page).getByRole("alert")).toHaveText(w.tooMany);
    await expect(page.getByLabel(w.message)).toHaveValue("One more question");
  }
  allowFailedRequests(consoleErrors, "/api/trpc/contactMessage.send");
});
