import { describe, expect, it } from "vitest";
import { authMessages } from "./messages.ts";
import { passwordIssue } from "./password-strength.ts";
import { newPasswordIssue, PASSWORD_MIN_LENGTH } from "./validation.ts";

describe("the password rule (OWASP ASVS 2.1)", () => {
  it("wants at least 12 characters, counted as characters (an emoji is one)", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    for (const short of ["        ", "12345678", "password", "Xk9#pLm2xQ7", "🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖"])
      expect(passwordIssue(short), short).toBe(authMessages.passwordTooShort);
    expect(passwordIssue("🤖 robots dance at dusk 🤖")).toBeNull();
  });

  it("refuses passwords of blanks alone, however long", () => {
    for (const blank of [" ".repeat(12), "\t".repeat(20), "\u00a0\u3000".repeat(8)]) {
      expect(newPasswordIssue(blank)).toBe(authMessages.passwordGuessable);
      expect(passwordIssue(blank)).toBe(authMessages.passwordGuessable);
    }
  });

  it("refuses common passwords and easy patterns from the breached-password list, offline", () => {
    for (const guessable of [
      "passwordpassword",
      "123456789012",
      "Password1234",
      "P@ssw0rd1234",
      "iloveyou1234",
      "qwertyuiopas",
      "1qaz2wsx3edc",
      "aaaaaaaaaaaa",
      "abcdefghijkl",
      "trustno1trustno1",
    ])
      expect(passwordIssue(guessable), guessable).toBe(authMessages.passwordGuessable);
  });

  it("refuses a password made of the account's own name or national ID", () => {
    expect(passwordIssue("1100000001aa")).toBeNull();
    expect(passwordIssue("1100000001aa", ["Sara", "sara@example.org", "1100000001"])).toBe(
      authMessages.passwordGuessable,
    );
  });

  it("accepts passphrases and random passwords, spaces included (no composition rules)", () => {
    for (const good of ["correct horse battery", "my dog likes sushi", "kT9#pLm2xQ7v", "riyadh robots 2025"])
      expect(passwordIssue(good), good).toBeNull();
  });

  it("checks the longest password allowed quickly enough to run on every sign-up", () => {
    // No timing assertion: this only shows that the longest patterned input is scored at all.
    expect(passwordIssue("a1".repeat(64))).toBe(authMessages.passwordGuessable);
  });
});
