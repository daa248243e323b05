import { writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { renderVisaLetters, type VisaLetter, type VisaLetterOptions } from "../index.ts";
import {
  embeddedFonts,
  pageCount,
  pdfText,
  readQr,
  renderPage,
  requirePopplerInCi,
} from "../testing/poppler.ts";

const poppler = requirePopplerInCi();

const options: VisaLetterOptions = {
  organizer: { en: "WRO Saudi Arabia", ar: "الأولمبياد العالمي للروبوت – السعودية" },
  event: { en: "WRO Saudi Arabia 2025", ar: "الأولمبياد العالمي للروبوت – السعودية 2025" },
  dates: { en: "24–26 October 2025", ar: "24–26 أكتوبر 2025" },
  venue: {
    en: "Jubail Exhibition Hall, King Abdulaziz Road, Jubail Industrial City 35718, Saudi Arabia",
    ar: "قاعة معارض الجبيل، طريق الملك عبدالعزيز، مدينة الجبيل الصناعية 35718، المملكة العربية السعودية",
  },
  signatory: {
    name: { en: "Faisal bin Saad Al-Harbi", ar: "فيصل بن سعد الحربي" },
    title: { en: "Chair of the organizing committee", ar: "رئيس اللجنة المنظمة" },
  },
};
const issuedOn = { en: "26 November 2026", ar: "26 نوفمبر 2026" };

// Names whose Arabic letters share glyphs (ب ت ث ن ي, ف ق, ا أ إ آ, ه ة), which a glyph-based
// text layer reads back wrong.
const letters: VisaLetter[] = [
  {
    nameLatin: "María Müller-Øster",
    nameArabic: "ماريا مولر",
    nationality: { en: "Germany", ar: "ألمانيا" },
    passportNumber: "C01X00T47",
    role: { en: "Coach", ar: "مدرب" },
    delegation: "Team Germany",
    reference: "WRO-K7QM-3XPA",
    verifyUrl: "https://wro.example.sa/verify/WRO-K7QM-3XPA/",
    issuedOn,
  },
  {
    nameLatin: "Enas Al Faqih",
    nameArabic: "إيناس آل فقيه",
    nationality: { en: "Egypt", ar: "مصر" },
    passportNumber: "A12345678",
    role: { en: "Participant", ar: "مشارك" },
    reference: "WRO-B2CD-EF9H",
    verifyUrl: "https://wro.example.sa/verify/WRO-B2CD-EF9H/",
    issuedOn,
  },
];

describe.skipIf(!poppler)("visa letters (checked with poppler-utils)", () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await renderVisaLetters(letters, options);
    // LETTER_PDF=/tmp/letters.pdf keeps the file, to look at (pdftoppm -png).
    if (process.env.LETTER_PDF) writeFileSync(process.env.LETTER_PDF, pdf);
  });

  it("prints one A4 page per person", () => {
    expect(pageCount(pdf)).toBe(letters.length);
  });

  it("has each person's names, nationality, passport number and reference in its text layer, Arabic in logical order", () => {
    letters.forEach((letter, index) => {
      const text = pdfText(pdf, index + 1);
      expect(text).toContain(letter.nameArabic);
      expect(text).toContain(letter.nameLatin);
      expect(text).toContain(letter.passportNumber);
      expect(text).toContain(letter.nationality.en);
      expect(text).toContain(letter.nationality.ar);
      expect(text).toContain(letter.reference);
    });
  });

  it("says when and where the event is, and who signs, in both languages", () => {
    const text = pdfText(pdf, 1);
    for (const part of [options.signatory.name, options.signatory.title])
      for (const words of [part.en, part.ar]) expect(text).toContain(words);
    expect(text).toContain(options.event.en);
    expect(text).toContain(options.dates.en);
    // Numbers in an Arabic line are drawn where the bidi algorithm puts them (a range's first
    // day on the right), but pdftotext reads the digits of such a line back in an order of its
    // own: the words are checked here, the numbers were checked by eye on the rendered page.
    expect(text).toContain("الأولمبياد العالمي للروبوت – السعودية");
    expect(text).toContain("أكتوبر");
    expect(text).toContain("Visa invitation letter");
    expect(text).toContain("خطاب دعوة لغرض التأشيرة");
  });

  it("has a QR code that reads back as the page that checks the letter", () => {
    letters.forEach((letter, index) => {
      expect(readQr(renderPage(pdf, index + 1, 150))).toBe(letter.verifyUrl);
    });
  });

  it("embeds only the glyphs it uses", () => {
    const fonts = embeddedFonts(pdf);
    expect(fonts.every((font) => font.embedded && font.subset)).toBe(true);
    expect(pdf.byteLength).toBeLessThan(80_000);
  });
});
