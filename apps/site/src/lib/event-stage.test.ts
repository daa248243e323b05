import type { ScheduleDay } from "@wro/api";
import { describe, expect, it } from "vitest";
import { eventPeriod, nextChange, riyadhDay, stageAt } from "./event-stage.ts";

const at = (iso: string) => new Date(iso).getTime();
const session = (from: string, to: string | null) => ({
  id: from,
  startsAt: new Date(from),
  endsAt: to ? new Date(to) : null,
  titleEn: "Session",
  titleAr: "جلسة",
  category: null,
  placeEn: null,
  placeAr: null,
});
const schedule: ScheduleDay[] = [
  {
    id: "1",
    date: "2025-10-24",
    sessions: [session("2025-10-24T09:00:00+03:00", "2025-10-24T18:00:00+03:00")],
  },
  { id: "2", date: "2025-10-25", sessions: [] },
  {
    id: "3",
    date: "2025-10-26",
    sessions: [
      session("2025-10-26T09:00:00+03:00", "2025-10-26T16:30:00+03:00"),
      session("2025-10-26T17:00:00+03:00", null),
    ],
  },
];
const start = new Date("2025-10-24T09:00:00+03:00");

describe("the final's lifecycle, in Asia/Riyadh", () => {
  const period = eventPeriod(start, schedule);

  it("runs from the event's start to the end of the last day's last session", () => {
    expect(period).toEqual({
      start: "2025-10-24T06:00:00.000Z",
      end: "2025-10-26T14:00:00.000Z",
      days: ["2025-10-24", "2025-10-25", "2025-10-26"],
    });
  });

  it("is before, during or after by the clock, to the millisecond", () => {
    expect(stageAt(period, at("2025-10-24T08:59:59.999+03:00"))).toBe("before");
    expect(stageAt(period, at("2025-10-24T09:00:00+03:00"))).toBe("during");
    expect(stageAt(period, at("2025-10-25T23:59:00+03:00"))).toBe("during");
    expect(stageAt(period, at("2025-10-26T16:59:59+03:00"))).toBe("during");
    expect(stageAt(period, at("2025-10-26T17:00:00+03:00"))).toBe("after");
  });

  it("changes next at the start, at each Riyadh midnight of the final, then at the end", () => {
    expect(nextChange(period, at("2025-09-01T00:00:00Z"))).toBe(at("2025-10-24T09:00:00+03:00"));
    expect(nextChange(period, at("2025-10-24T12:00:00+03:00"))).toBe(at("2025-10-25T00:00:00+03:00"));
    expect(nextChange(period, at("2025-10-25T12:00:00+03:00"))).toBe(at("2025-10-26T00:00:00+03:00"));
    expect(nextChange(period, at("2025-10-26T12:00:00+03:00"))).toBe(at("2025-10-26T17:00:00+03:00"));
    expect(nextChange(period, at("2025-10-26T17:00:00+03:00"))).toBeNull();
  });

  it("counts the day in Riyadh, not in UTC", () => {
    expect(riyadhDay(at("2025-10-24T22:30:00Z"))).toBe("2025-10-25");
    expect(riyadhDay(at("2025-10-24T20:59:00Z"))).toBe("2025-10-24");
  });

  it("without a schedule, lasts until the end of the event's day", () => {
    expect(eventPeriod(start, [])).toEqual({
      start: "2025-10-24T06:00:00.000Z",
      end: "2025-10-24T21:00:00.000Z",
      days: ["2025-10-24"],
    });
  });
});
