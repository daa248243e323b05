import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { englishMessage } from "./english.ts";
import { intlTag, type Locale } from "./index.ts";
import { messages as ar } from "./locales/ar.ts";
import { messages as en } from "./locales/en.ts";
import { serverMessage, translateMessage } from "./messages.ts";

/** An app's Lingui instance: its own catalog (one message here) and the server messages'. */
const appI18n = (locale: Locale) =>
  setupI18n({
    locale,
    locales: [intlTag(locale)],
    messages: { [locale]: { ...(locale === "ar" ? ar : en), a1b2c3: ["An app's own message"] } },
  });

describe("server messages in an app", () => {
  it("words a code with its values, in the interface language and digits", () => {
    expect(translateMessage(appI18n("en"), "tooLong?max=5000")).toBe(
      "This field is too long (at most 5,000 characters).",
    );
    expect(translateMessage(appI18n("ar"), "tooLong?max=200")).toBe(
      "هذا الحقل طويل جدًا (الحد الأقصى 200 حرف).",
    );
    expect(translateMessage(appI18n("ar"), "tooManyAttempts?minutes=15")).toBe(
      "محاولات كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.",
    );
    expect(translateMessage(appI18n("ar"), "tooManyAttempts?minutes=1")).toBe(
      "محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.",
    );
  });

  it("shows any other text as it came, or the caller's own sentence for it", () => {
    const i18n = appI18n("ar");
    expect(translateMessage(i18n, "Something broke (reference 42)")).toBe("Something broke (reference 42)");
    expect(translateMessage(i18n, "Something broke", { id: "a1b2c3" })).toBe("An app's own message");
    expect(translateMessage(i18n, undefined)).toBe(translateMessage(i18n, "internal"));
    expect(translateMessage(i18n, "")).not.toBe("internal");
  });

  it("knows only the codes of the catalog", () => {
    const i18n = appI18n("en");
    expect(serverMessage(i18n, "emailTaken")).toBe("This e-mail is already registered.");
    expect(serverMessage(i18n, "constructor")).toBeUndefined();
    expect(serverMessage(i18n, "<b>Your account is locked</b>")).toBeUndefined();
  });
});

describe("server messages in English (REST, CLI, logs)", () => {
  it("words a code as the packages do, and leaves any other text as it is", () => {
    expect(englishMessage("tooManyAttempts?minutes=1")).toBe("Too many attempts. Try again in 1 minute.");
    expect(englishMessage("retentionNotOver?year=2024&date=2025-06-30")).toBe(
      "The registration data of the 2024 season is kept until 2025-06-30 (the retention period after the season's end).",
    );
    expect(englishMessage("Invalid input: expected string")).toBe("Invalid input: expected string");
  });
});
