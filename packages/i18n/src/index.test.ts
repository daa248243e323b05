import { describe, expect, it } from "vitest";
import { directionOf, hijriDate, parseLocale } from "./index.ts";

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
    expect(hijriDate(new Date("2025-10-24T09:00:00+03:00"), "ar")).toMatch(/١٤٤٧|1447/);
  });
});
