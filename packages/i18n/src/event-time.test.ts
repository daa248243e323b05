import { describe, expect, it } from "vitest";
import { eventDayOf, fromEventWallClock, toEventWallClock } from "./event-time.ts";

describe("Riyadh wall-clock time", () => {
  it("reads an instant as Riyadh time (UTC+3)", () => {
    expect(toEventWallClock(new Date("2025-10-24T06:00:00Z"))).toBe("2025-10-24 09:00:00");
    expect(toEventWallClock(new Date("2025-10-24T22:30:00Z"))).toBe("2025-10-25 01:30:00");
  });

  it("turns Riyadh time back into the same instant", () => {
    expect(fromEventWallClock("2025-10-24 09:00:00")?.toISOString()).toBe("2025-10-24T06:00:00.000Z");
    expect(fromEventWallClock("2025-10-24 09:00")?.toISOString()).toBe("2025-10-24T06:00:00.000Z");
    expect(fromEventWallClock("2025-10-24")?.toISOString()).toBe("2025-10-23T21:00:00.000Z");
  });

  it("refuses text that is not a wall-clock time", () => {
    expect(fromEventWallClock("tomorrow")).toBeNull();
    expect(fromEventWallClock("")).toBeNull();
  });

  it("names the Riyadh day of an instant, not the UTC one", () => {
    expect(eventDayOf(new Date("2025-10-23T21:00:00Z"))).toBe("2025-10-24");
    expect(eventDayOf(new Date("2025-10-23T20:59:59Z"))).toBe("2025-10-23");
  });
});
