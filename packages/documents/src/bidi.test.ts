import { describe, expect, it } from "vitest";
import { directionalRuns, paragraphIsRtl, type Direction } from "./bidi.ts";

/** The runs of `text` as drawn from left to right: their text (logical order) and direction. */
function drawn(text: string, direction: Direction = "auto") {
  return directionalRuns(text, direction).map((run) => [
    text.slice(run.start, run.end),
    run.rtl ? "rtl" : "ltr",
    run.script,
  ]);
}

describe("bidi runs", () => {
  it("keeps a Latin line as one left-to-right run", () => {
    expect(drawn("Maria Müller")).toEqual([["Maria Müller", "ltr", "latin"]]);
  });

  it("keeps an Arabic name as one right-to-left run, spaces included", () => {
    expect(drawn("محمد عبدالله القحطاني")).toEqual([["محمد عبدالله القحطاني", "rtl", "arabic"]]);
  });

  it("draws a Latin team name and its number to the left of the Arabic word before them", () => {
    expect(drawn("فريق Falcons 2025")).toEqual([
      ["Falcons 2025", "ltr", "latin"],
      ["فريق ", "rtl", "arabic"],
    ]);
  });

  it("puts an Arabic word inside an English line right to left, as the bidi algorithm orders it", () => {
    // A number after an Arabic word belongs to it (rules W7, N1): "2025" is drawn to its left.
    expect(drawn("Team صقور 2025 rocks")).toEqual([
      ["Team ", "ltr", "latin"],
      ["2025", "ltr", "latin"],
      ["صقور ", "rtl", "arabic"],
      [" rocks", "ltr", "latin"],
    ]);
  });

  it("reads Arabic-Indic digits left to right inside Arabic text", () => {
    expect(drawn("الرقم ١٢٣ و 456")).toEqual([
      ["456", "ltr", "latin"],
      [" و ", "rtl", "arabic"],
      ["١٢٣", "ltr", "arabic"],
      ["الرقم ", "rtl", "arabic"],
    ]);
  });

  it("keeps brackets with the Arabic around them (mirrored when shaped right to left)", () => {
    expect(drawn("الفريق (أ)")).toEqual([["الفريق (أ)", "rtl", "arabic"]]);
  });

  it("takes a paragraph's direction from its first strong letter unless told", () => {
    expect(paragraphIsRtl("2025 فريق", "auto")).toBe(true);
    expect(paragraphIsRtl("Team فريق", "auto")).toBe(false);
    expect(paragraphIsRtl("Team", "rtl")).toBe(true);
  });
});
