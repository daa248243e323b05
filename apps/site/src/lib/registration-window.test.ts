import { describe, expect, it } from "vitest";
import { registrationWindow } from "./registration-window.ts";

const opensAt = new Date("2025-08-15T00:00:00+03:00");
const closesAt = new Date("2025-10-01T00:00:00+03:00");

describe("registrationWindow", () => {
  it("is upcoming until it opens, open until it closes, then closed, changing at each edge", () => {
    expect(registrationWindow({ opensAt, closesAt }, opensAt.getTime() - 1)).toEqual({
      state: "upcoming",
      nextChange: opensAt.getTime(),
    });
    expect(registrationWindow({ opensAt, closesAt }, opensAt.getTime())).toEqual({
      state: "open",
      nextChange: closesAt.getTime(),
    });
    expect(registrationWindow({ opensAt, closesAt }, closesAt.getTime())).toEqual({
      state: "closed",
      nextChange: null,
    });
  });

  it("is closed before any window is set", () => {
    expect(registrationWindow({ opensAt: null, closesAt: null }, opensAt.getTime())).toEqual({
      state: "closed",
      nextChange: null,
    });
  });

  it("stays open with no closing date", () => {
    expect(registrationWindow({ opensAt, closesAt: null }, closesAt.getTime())).toEqual({
      state: "open",
      nextChange: null,
    });
  });
});
