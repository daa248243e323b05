import { describe, expect, it } from "vitest";
import { byLocalName } from "./countries.ts";

// Names as the demo content has them (i18n-iso-countries), in the database's English order.
const countries = [
  { nameEn: "Bahrain", nameAr: "البحرين" },
  { nameEn: "Egypt", nameAr: "مصر" },
  { nameEn: "Japan", nameAr: "اليابان" },
  { nameEn: "Jordan", nameAr: "الأردن" },
  { nameEn: "Saudi Arabia", nameAr: "السعودية" },
  { nameEn: "United Arab Emirates", nameAr: "الإمارات العربية المتحدة" },
];

describe("participating countries in the page's alphabetical order", () => {
  it("sorts Arabic names with the Arabic collation (alif, then bā', … mīm)", () => {
    expect(byLocalName(countries, "ar").map((country) => country.nameAr)).toEqual([
      "الأردن",
      "الإمارات العربية المتحدة",
      "البحرين",
      "السعودية",
      "اليابان",
      "مصر",
    ]);
  });

  it("keeps English names in English order, and does not change its input", () => {
    const input = [...countries].reverse();
    expect(byLocalName(input, "en").map((country) => country.nameEn)).toEqual(countries.map((c) => c.nameEn));
    expect(input[0]?.nameEn).toBe("United Arab Emirates");
  });
});
