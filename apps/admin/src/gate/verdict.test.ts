import { manualCodeKeyText, rosterKey } from "@wro/api/schemas/checkin";
import { describe, expect, it } from "vitest";
import type { Roster } from "./store";
import { eventDayOf } from "@wro/i18n";
import { badgeOf, NOT_ON_ROSTER, rosterVerdict } from "./verdict";

// The gate device's own verdicts while the server cannot be reached (issue 37): from the roster
// of hashed tokens and codes, and from who this device let in today.

const token = "AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB";
const person = {
  nameLatin: "Judge A",
  nameArabic: "حكم ا",
  delegation: "Gulf Robotics",
  country: "BH",
  role: { key: "judge", en: "Judge", ar: "حكم" },
};

async function rosterOf(firstAt?: Date): Promise<Roster> {
  return {
    day: "2025-12-05",
    generatedAt: new Date("2025-12-05T06:00:00Z"),
    badges: [
      {
        tokenKey: await rosterKey(token),
        codeKey: await rosterKey(manualCodeKeyText("K7QM3XPA")),
        person,
        ...(firstAt ? { firstAt, firstGate: "North gate" } : {}),
      },
    ],
  };
}

describe("the gate's offline verdicts", () => {
  it("finds a badge by its QR text or its manual code as typed, and nothing else", async () => {
    const roster = await rosterOf();
    for (const code of [token, ` ${token} `, "K7QM-3XPA", "k7qm3xpa", "K7QM 3XPA"])
      expect((await badgeOf(roster, code))?.person.nameLatin, code).toBe("Judge A");
    for (const code of ["K7QM-3XPB", `${token.slice(0, -1)}C`, "", "code:K7QM3XPA"])
      expect(await badgeOf(roster, code), code).toBeUndefined();
  });

  it("answers green for a badge on the roster, red for one that is not", async () => {
    const badge = await badgeOf(await rosterOf(), token);
    expect(rosterVerdict("s1", badge, "2025-12-05", "2025-12-05", undefined)).toMatchObject({
      verdict: "green",
      reason: "firstEntry",
      person,
      offline: true,
    });
    expect(rosterVerdict("s2", undefined, "2025-12-05", "2025-12-05", undefined)).toMatchObject({
      verdict: "red",
      reason: NOT_ON_ROSTER,
      person: null,
    });
  });

  it("answers amber for a person the roster says is in today, or whom this device let in", async () => {
    const at = new Date("2025-12-05T07:12:00Z");
    const inAlready = await badgeOf(await rosterOf(at), token);
    expect(rosterVerdict("s3", inAlready, "2025-12-05", "2025-12-05", undefined)).toMatchObject({
      verdict: "amber",
      firstAt: at,
      firstGate: "North gate",
    });
    // Yesterday's roster: its entries are of another day.
    expect(rosterVerdict("s4", inAlready, "2025-12-04", "2025-12-05", undefined).verdict).toBe("green");
    const badge = await badgeOf(await rosterOf(), token);
    expect(rosterVerdict("s5", badge, "2025-12-05", "2025-12-05", { at, gate: "South gate" })).toMatchObject({
      verdict: "amber",
      firstGate: "South gate",
    });
  });

  it("takes the event's day in Riyadh (UTC+3), whatever the device's time zone", () => {
    expect(eventDayOf(new Date("2025-12-04T20:59:59Z"))).toBe("2025-12-04");
    expect(eventDayOf(new Date("2025-12-04T21:00:00Z"))).toBe("2025-12-05");
  });
});
