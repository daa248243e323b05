import { authMessages } from "@wro/auth";
import { codedMessage } from "@wro/constants";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { englishMessage, readableIssues } from "./failures.ts";
import { adminMessages } from "./forms/messages.ts";
import { contactFormMessages } from "./routers/contact-message/form.ts";

describe("messages in English", () => {
  it("words each package's codes, with their values", () => {
    expect(englishMessage(adminMessages.staleRecord)).toBe(
      "This record was changed by someone else since you opened it. Reload to see the latest version.",
    );
    expect(englishMessage(authMessages.invalidCredentials)).toBe(
      "The national ID, e-mail or password is incorrect.",
    );
    expect(englishMessage(codedMessage(authMessages.tooManyAttempts, { minutes: 1 }))).toBe(
      "Too many attempts. Try again in 1 minute.",
    );
    expect(englishMessage(codedMessage(contactFormMessages.tooManyMessages, { minutes: 10 }))).toBe(
      "You have sent several messages in a short time. Please try again in 10 minutes.",
    );
  });

  it("leaves any other text as it is", () => {
    expect(englishMessage("Invalid input: expected string")).toBe("Invalid input: expected string");
    expect(englishMessage("constructor")).toBe("constructor");
  });

  it("lists zod issues by field, as codes or worded", () => {
    const schema = z.object({ email: z.string().min(1, adminMessages.required), age: z.number() });
    const error = schema.safeParse({ email: "", age: 1 }).error!;
    expect(readableIssues(error)).toBe("email: required");
    expect(readableIssues(error, undefined, englishMessage)).toBe("email: This field is required.");
  });
});
