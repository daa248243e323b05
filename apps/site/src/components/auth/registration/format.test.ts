import { describe, expect, it } from "vitest";
import { ageOn, calendarDay, dateInputValue, sar, sarAmount, usdAmount } from "./format.ts";

describe("who needs a guardian on the registration page", () => {
  it("counts whole years on the first day of the final, as the server does", () => {
    expect(ageOn("2007-10-24", "2025-10-24")).toBe(18);
    expect(ageOn("2007-10-25", "2025-10-24")).toBe(17);
    expect(ageOn("2008-02-29", "2025-10-24")).toBe(17);
    expect(ageOn("2010-05-12", "2025-10-24")).toBe(15);
  });

  it("has no age for a date the input has not finished", () => {
    expect(ageOn("", "2025-10-24")).toBeNull();
    expect(ageOn("2010-05", "2025-10-24")).toBeNull();
  });
});

describe("money and days on the registration page", () => {
  it("writes amounts with Latin digits in both languages", () => {
    expect(sarAmount(629_625, "en")).toBe("6,296.25");
    expect(sarAmount(629_625, "ar")).toBe("6,296.25");
    expect(usdAmount(146_000, "ar")).toBe("1,460");
    expect(usdAmount(11_050, "en")).toBe("110.50");
    // A no-break space between the currency and the amount.
    expect(sar(82_125, "en")).toBe("SAR\u00a0821.25");
    expect(sar(82_125, "ar")).toMatch(/^821\.25\s.*ريال سعودي/u);
  });

  it("keeps a stored date of birth on its calendar day whatever the time zone", () => {
    const birth = new Date("2010-05-12T00:00:00Z");
    expect(dateInputValue(birth)).toBe("2010-05-12");
    expect(calendarDay(birth, "en")).toBe("12 May 2010");
  });
});
