import { i18n } from "@lingui/core";
import { adminMessages } from "@wro/api/forms";
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "../components/DataTable";
import { activateLocale } from "../i18n";
import { serverMessages, translateServerMessage } from "./messages";

describe("server messages", () => {
  it("has a catalog entry for every message the API sends to admins", () => {
    const missing = Object.values(adminMessages).filter((text) => !(text in serverMessages));
    expect(missing).toEqual([]);
  });

  it("translates every one of them into Arabic", async () => {
    await activateLocale("ar");
    const untranslated = Object.keys(serverMessages).filter((text) => i18n._(serverMessages[text]!) === text);
    expect(untranslated).toEqual([]);
    expect(translateServerMessage("Please fill form carefully!")).toBe("يرجى تعبئة النموذج بعناية!");
    expect(translateServerMessage("Password is not Matched")).toBe("كلمة المرور غير متطابقة");
    expect(translateServerMessage("A text the catalog does not know")).toBe(
      "A text the catalog does not know",
    );
  });

  it("keeps spec §5's English wording", async () => {
    await activateLocale("en");
    expect(translateServerMessage(adminMessages.fillFormCarefully)).toBe("Please fill form carefully!");
    expect(translateServerMessage(adminMessages.passwordNotMatched)).toBe("Password is not Matched");
  });

  it("pages tables by spec §9's sizes", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
  });
});
