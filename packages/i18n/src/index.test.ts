import { describe, expect, it } from "vitest";
import { directionOf, hijriDate, intlTag, parseLocale } from "./index.ts";

describe("locale helpers", () => {
  it("reads the legacy stored codes EN and ar", () => {
    expect(parseLocale("EN")).toBe("en");
    expect(parseLocale("ar")).toBe("ar");
    expect(parseLocale("fr")).toBe("en");
    expect(parseLocale(null)).toBe("en");
  });

  it("gives Arabic a right-to-left direction", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });

  it("formats the event day in the Umm al-Qura calendar", () => {
    // 24 October 2025 is 2 Jumada al-Awwal 1447.
    expect(hijriDate(new Date("2025-10-24T09:00:00+03:00"), "en")).toMatch(/1447/);
    expect(hijriDate(new Date("2025-10-24T09:00:00+03:00"), "ar")).toMatch(/1447/);
  });

  it("writes Latin digits on Arabic pages too (one digit rule), with Arabic month names", () => {
    const format = new Intl.DateTimeFormat(intlTag("ar"), { dateStyle: "long", timeZone: "Asia/Riyadh" });
    expect(format.format(new Date("2025-10-24T09:00:00+03:00"))).toBe("24 أكتوبر 2025");
    expect(new Intl.NumberFormat(intlTag("ar")).format(4000)).toMatch(/^4.000$/);
    expect(hijriDate(new Date("2025-10-24T09:00:00+03:00"), "ar")).not.toMatch(
      /[\u0660-\u0669\u06f0-\u06f9]/,
    );
  });
});
