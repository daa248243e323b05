import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv.ts";

describe("CSV", () => {
  it("round-trips commas, quotes, line breaks and Arabic text", () => {
    const rows = [
      { name: 'Team "Falcons", Jubail', note: "line one\nline two", city: "الجبيل" },
      { name: "Plain", note: null, city: undefined },
    ];
    const text = toCsv(["name", "note", "city"], rows);
    expect(text).toBe(
      'name,note,city\r\n"Team ""Falcons"", Jubail","line one\nline two",الجبيل\r\nPlain,,\r\n',
    );
    expect(parseCsv(text)).toEqual([
      { name: 'Team "Falcons", Jubail', note: "line one\nline two", city: "الجبيل" },
      { name: "Plain", note: "", city: "" },
    ]);
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    const text = toCsv(["a", "b", "c", "d"], [{ a: "=HYPERLINK(1)", b: "+1", c: "-2", d: "@SUM(A1)" }]);
    expect(parseCsv(text)).toEqual([{ a: "'=HYPERLINK(1)", b: "'+1", c: "'-2", d: "'@SUM(A1)" }]);
  });

  it("writes dates as ISO instants", () => {
    expect(toCsv(["at"], [{ at: new Date("2025-10-24T06:00:00Z") }])).toBe(
      "at\r\n2025-10-24T06:00:00.000Z\r\n",
    );
  });

  it("reads a file with a BOM, trimmed headers and blank lines", () => {
    expect(parseCsv("\uFEFF code , name\r\n\r\nSA,Saudi Arabia\r\n")).toEqual([
      { code: "SA", name: "Saudi Arabia" },
    ]);
  });

  it("names the line of a malformed file", () => {
    const refusalOf = (text: string) => {
      try {
        parseCsv(text);
        return null;
      } catch (error) {
        return error;
      }
    };
    expect(refusalOf("code,name\nSA,Saudi Arabia,extra\n")).toMatchObject({
      name: "AppError",
      code: "invalidInput",
      message: "Line 2: it has more fields than the header.",
    });
    expect(refusalOf('code,name\nSA,"Saudi\n')).toMatchObject({
      name: "AppError",
      code: "invalidInput",
      message: expect.stringMatching(/^Line \d+: /),
    });
  });
});
