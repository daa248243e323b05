import { adminMessages, adminMessageTexts } from "@wro/api/forms";
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "../components/DataTable";
import { activateLocale } from "../i18n";
import { serverMessages, translateServerMessage } from "./messages";

describe("server messages", () => {
  it("words every message the API sends to admins", () => {
    const missing = Object.values(adminMessages).filter((code) => !(code in serverMessages));
    expect(missing).toEqual([]);
  });

  it("words them in English as the API does, and translates every one into Arabic", async () => {
    await activateLocale("en");
    const english = Object.keys(serverMessages).map(translateServerMessage);
    const texts: Record<string, string> = adminMessageTexts;
    const differing = Object.keys(adminMessageTexts).filter(
      (code) => translateServerMessage(code) !== texts[code],
    );
    expect(differing).toEqual([]);
    // Spec §5's wording.
    expect(translateServerMessage(adminMessages.fillFormCarefully)).toBe("Please fill form carefully!");
    expect(translateServerMessage(adminMessages.adminPasswordNotMatched)).toBe("Password is not Matched");

    await activateLocale("ar");
    const untranslated = Object.keys(serverMessages).filter(
      (code, index) => translateServerMessage(code) === english[index],
    );
    expect(untranslated).toEqual([]);
    expect(translateServerMessage(adminMessages.fillFormCarefully)).toBe("يرجى تعبئة النموذج بعناية!");
    expect(translateServerMessage(adminMessages.adminPasswordNotMatched)).toBe("كلمة المرور غير متطابقة");
    expect(translateServerMessage("A text the API did not send")).toBe("A text the API did not send");
  });

  it("words the rate limiter's refusal with its minutes (a wrong current password, too often)", async () => {
    await activateLocale("en");
    expect(translateServerMessage("tooManyAttempts?minutes=15")).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
    await activateLocale("ar");
    expect(translateServerMessage("tooManyAttempts?minutes=15")).not.toMatch(/Too many|tooManyAttempts/);
  });

  it("pages tables by spec §9's sizes", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
  });
});
