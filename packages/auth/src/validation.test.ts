import { describe, expect, it } from "vitest";
import { authMessages } from "./messages.ts";
import { normalizePhoneNumber, signInSchema, signUpSchema, type SignUpInput } from "./validation.ts";

const complete: SignUpInput = {
  name: "  Sara Al-Harbi ",
  email: " Sara@Example.ORG ",
  national_id: "1100000001",
  phone_number: "050 123 4567",
  password: "long enough now",
  c_password: "long enough now",
  type: "0",
};

const messagesOf = (input: unknown) => {
  const result = signUpSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("sign-up validation (spec §5)", () => {
  it("accepts a complete form: trims, lowercases the e-mail, stores the phone in E.164", () => {
    expect(signUpSchema.parse(complete)).toEqual({
      name: "Sara Al-Harbi",
      email: "sara@example.org",
      nationalId: "1100000001",
      phoneNumber: "+966501234567",
      password: "long enough now",
      type: 0,
      locale: "en",
    });
  });

  it("keeps the sign-up page's language for the person's mails (English when not sent)", () => {
    expect(signUpSchema.parse({ ...complete, locale: "ar" }).locale).toBe("ar");
    expect(messagesOf({ ...complete, locale: "fr" })).not.toEqual([]);
  });

  it.each(["name", "email", "national_id", "phone_number", "password", "c_password"] as const)(
    "says 'Please fill in all fields...' once when %s is missing or blank",
    (field) => {
      expect(messagesOf({ ...complete, [field]: undefined })).toEqual([["", "fillAllFields"]]);
      expect(messagesOf({ ...complete, [field]: field.includes("password") ? "" : "   " })).toEqual([
        ["", "fillAllFields"],
      ]);
    },
  );

  it("says it once for an empty form too", () => {
    expect(messagesOf({})).toEqual([["", authMessages.fillAllFields]]);
  });

  it("says 'Password is not matched' when the confirmation differs", () => {
    expect(messagesOf({ ...complete, c_password: "long enough noW" })).toEqual([
      ["c_password", "passwordNotMatched"],
    ]);
  });

  it("refuses an address that is not an e-mail", () => {
    expect(messagesOf({ ...complete, email: "sara.example.org" })).toEqual([
      ["email", authMessages.invalidEmail],
    ]);
  });

  it("refuses phone numbers that are not real numbers", () => {
    for (const phone_number of ["12345", "0512", "+966 12", "not a phone", "+1 555 000 0000"]) {
      expect(messagesOf({ ...complete, phone_number })).toEqual([
        ["phone_number", authMessages.invalidPhone],
      ]);
    }
  });

  it("reads Saudi numbers in every usual spelling, other countries with their code", () => {
    for (const phone of ["0501234567", "+966501234567", "00966501234567", "966 50 123 4567", "٠٥٠١٢٣٤٥٦٧"]) {
      expect(normalizePhoneNumber(phone)).toBe("+966501234567");
    }
    expect(normalizePhoneNumber("+44 7400 123456")).toBe("+447400123456");
  });

  it("wants a password of at least 12 characters, not only blanks, taken as typed", () => {
    for (const password of ["short12", "        ", "12345678", "password", "eleven char"])
      expect(messagesOf({ ...complete, password, c_password: password }), password).toEqual([
        ["password", authMessages.passwordTooShort],
      ]);
    const blank = " ".repeat(12);
    expect(messagesOf({ ...complete, password: blank, c_password: blank })).toEqual([
      ["password", authMessages.passwordGuessable],
    ]);
    expect(
      signUpSchema.parse({ ...complete, password: " spaced out  ", c_password: " spaced out  " }).password,
    ).toBe(" spaced out  ");
  });

  it("lets the public choose only student (0) or coach (1); the form default is coach", () => {
    expect(signUpSchema.parse({ ...complete, type: 1 }).type).toBe(1);
    expect(signUpSchema.parse({ ...complete, type: undefined }).type).toBe(1);
    for (const type of [2, 4, "4", "admin", -1]) {
      expect(messagesOf({ ...complete, type })).toEqual([["type", authMessages.invalidAccountType]]);
    }
  });

  it("turns Arabic-Indic digits of the national ID into ASCII digits", () => {
    expect(signUpSchema.parse({ ...complete, national_id: "١١٠٠٠٠٠٠٠١" }).nationalId).toBe("1100000001");
  });

  it("caps lengths so a hostile form cannot make scrypt or the database work hard", () => {
    const huge = "x".repeat(200);
    expect(messagesOf({ ...complete, password: huge, c_password: huge })).toEqual([
      ["password", "tooLong?max=128"],
      ["c_password", "tooLong?max=128"],
    ]);
  });
});

describe("sign-in validation (spec §5, admin sign-in)", () => {
  it("needs both fields: 'Please fill in all fields, Email or Password is Empty!'", () => {
    for (const input of [{}, { login: "1000000001" }, { password: "x" }, { login: "  ", password: "x" }]) {
      const result = signInSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["signInFieldsEmpty"]);
    }
  });

  it("accepts a national ID or an e-mail", () => {
    expect(signInSchema.parse({ login: " Admin@Example.org ", password: "p" })).toEqual({
      login: "Admin@Example.org",
      password: "p",
    });
  });
});
