import { authMessages, authMessageTexts, tooLong } from "@wro/auth";
import { englishMessage } from "@wro/i18n/english";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readableIssues } from "./failures.ts";
import { adminMessages, adminMessageTexts } from "./forms/messages.ts";
import { checkInMessages } from "./routers/checkin/messages.ts";
import { contactFormMessages } from "./routers/contact-message/form.ts";
import { privacyMessages } from "./routers/privacy/messages.ts";

// Every list of messages the server packages send (grep `messageCodes(`).
const codes = [authMessages, adminMessages, contactFormMessages, privacyMessages, checkInMessages].flatMap(
  (list): string[] => Object.values(list),
);

describe("the messages the server sends", () => {
  it("are all in the server messages' catalog (a descriptor without /*i18n*/ is not extracted)", () => {
    expect(codes.filter((code) => englishMessage(code) === code)).toEqual([]);
  });

  it("answer in English exactly as their package words them", () => {
    const texts: Record<string, string> = { ...authMessageTexts, ...adminMessageTexts };
    const plain = Object.keys(texts).filter((code) => !texts[code]!.includes("{"));
    expect(plain.filter((code) => englishMessage(code) !== texts[code])).toEqual([]);
  });

  it("say how long a text may be", () => {
    const refused = z
      .object({ name: z.string().max(120, tooLong) })
      .safeParse({ name: "x".repeat(121) }).error!;
    expect(readableIssues(refused)).toBe("name: tooLong?max=120");
    expect(readableIssues(refused, undefined, englishMessage)).toBe(
      "name: This field is too long (at most 120 characters).",
    );
  });
});
