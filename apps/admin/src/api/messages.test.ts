import { adminMessages, adminMessageTexts } from "@wro/api/forms";
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "../components/DataTable";
import { activateLocale } from "../i18n";
import { translateServerMessage } from "./messages";

describe("server messages", () => {
  it("words every message the API sends to admins in English as the API does", async () => {
    await activateLocale("en");
    const texts: Record<string, string> = adminMessageTexts;
    const differing = Object.values(adminMessages).filter(
      (code) => !texts[code]!.includes("{") && translateServerMessage(code) !== texts[code],
    );
    expect(differing).toEqual([]);
    // Spec §5's wording.
    expect(translateServerMessage(adminMessages.fillFormCarefully)).toBe("Please fill form carefully!");
    expect(translateServerMessage(adminMessages.adminPasswordNotMatched)).toBe("Password is not Matched");
  });

  it("translates them into Arabic, and leaves a text the API did not word as it came", async () => {
    await activateLocale("ar");
    expect(translateServerMessage(adminMessages.fillFormCarefully)).toBe("يرجى تعبئة النموذج بعناية!");
    expect(translateServerMessage(adminMessages.adminPasswordNotMatched)).toBe("كلمة المرور غير متطابقة");
    expect(translateServerMessage("A text the API did not send")).toBe("A text the API did not send");
  });

  it("says how long a text may be, in both languages (walk-through 3, L10)", async () => {
    await activateLocale("en");
    expect(translateServerMessage("tooLong?max=120")).toBe(
      "This field is too long (at most 120 characters).",
    );
    await activateLocale("ar");
    expect(translateServerMessage("tooLong?max=120")).toBe("هذا الحقل طويل جدًا (الحد الأقصى 120 حرفًا).");
  });

  it("words the rate limiter's refusal with its minutes (a wrong current password, too often)", async () => {
    await activateLocale("en");
    expect(translateServerMessage("tooManyAttempts?minutes=15")).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
    await activateLocale("ar");
    expect(translateServerMessage("tooManyAttempts?minutes=15")).toBe(
      "محاولات كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.",
    );
  });

  it("pages tables by spec §9's sizes", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
  });
});
