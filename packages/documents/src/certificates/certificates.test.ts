import { writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCertificates, type Certificate } from "../index.ts";
import {
  embeddedFonts,
  pageCount,
  pdfText,
  readQr,
  renderPage,
  requirePopplerInCi,
  wordBoxes,
} from "../testing/poppler.ts";

const poppler = requirePopplerInCi();

const issuedOn = { en: "26 October 2025", ar: "26 أكتوبر 2025" };

// Names whose Arabic letters share glyphs (ب ت ث ن ي, ف ق, ا أ إ آ, ه ة, لا), which a glyph-based
// text layer reads back wrong; a team named in both scripts with digits.
const certificates: Certificate[] = [
  {
    kind: "participation",
    nameLatin: "Faisal bin Turki Al-Thunayan",
    nameArabic: "فيصل بن تركي الثنيان",
    delegation: "المملكة العربية السعودية",
    country: { en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
    team: "فريق Falcons 2025",
    category: { en: "RoboMission Junior", ar: "مهمة الروبوت – المرحلة المتوسطة" },
    reference: "WRO-K7QM-3XPA",
    verifyUrl: "https://wro.example.sa/verify/WRO-K7QM-3XPA/",
    issuedOn,
  },
  {
    kind: "medal",
    nameLatin: "Enas Al Faqih",
    nameArabic: "إيناس آل فقيه",
    delegation: "Gulf Robotics",
    country: { en: "Egypt", ar: "مصر" },
    team: "Nile Builders",
    category: { en: "Future Engineers", ar: "المهندسون المستقبليون" },
    medal: { key: "gold", en: "Gold", ar: "ذهبية" },
    reference: "WRO-B2CD-EF9H",
    verifyUrl: "https://wro.example.sa/verify/WRO-B2CD-EF9H/",
    issuedOn,
  },
  {
    kind: "medal",
    nameLatin: "María Müller-Øster",
    nameArabic: "ماريا مولر",
    delegation: "Team Germany",
    country: { en: "Germany", ar: "ألمانيا" },
    team: "Berliner Bären",
    category: { en: "RoboMission Senior", ar: "مهمة الروبوت – المرحلة الثانوية" },
    medal: { key: "bronze", en: "Bronze", ar: "برونزية" },
    reference: "WRO-ZZ99-AB2C",
    verifyUrl: "https://wro.example.sa/verify/WRO-ZZ99-AB2C/",
    issuedOn,
  },
];

describe.skipIf(!poppler)("certificates (checked with poppler-utils)", () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await renderCertificates(certificates);
    // CERTIFICATE_PDF=/tmp/certificates.pdf keeps the file, to look at (pdftoppm -png).
    if (process.env.CERTIFICATE_PDF) writeFileSync(process.env.CERTIFICATE_PDF, pdf);
  });

  it("prints one A4 landscape page per certificate", () => {
    expect(pageCount(pdf)).toBe(certificates.length);
    const page = renderPage(pdf, 1, 36);
    expect(page.width).toBeGreaterThan(page.height);
  });

  it("has each holder's names exactly as entered (Arabic in logical order), the reference and the event", () => {
    certificates.forEach((certificate, index) => {
      const text = pdfText(pdf, index + 1);
      expect(text).toContain(certificate.nameArabic);
      expect(text).toContain(certificate.nameLatin);
      expect(text).toContain(certificate.reference);
      expect(text).toContain(certificate.category?.en);
      expect(text).toContain("WRO Saudi Arabia 2025");
    });
  });

  it("draws mixed Arabic and Latin on a line in bidi order, and its text layer keeps each run in logical order", () => {
    // "فريق Falcons 2025" is a right-to-left line: the Arabic word on the right, then, to its
    // left, "Falcons 2025" reading left to right. pdftotext reads this mostly-Latin page's lines
    // left to right, so the words' places are checked rather than its reading order.
    const words = wordBoxes(pdf, 1);
    const falcons = words.find((word) => word.text === "Falcons");
    expect(falcons).toBeDefined();
    const line = words.filter((word) => Math.abs(word.yMin - falcons!.yMin) < 3 && word.xMin > 260);
    const year = line.find((word) => word.text === "2025");
    const arabic = line.filter((word) => /\p{Script=Arabic}/u.test(word.text));
    expect(year).toBeDefined();
    expect(arabic.length).toBeGreaterThan(0);
    expect(falcons!.xMax).toBeLessThan(year!.xMin);
    for (const word of arabic) expect(word.xMin).toBeGreaterThan(year!.xMax);
    expect(pdfText(pdf, 1)).toMatch(/Falcons 2025 فريق/);
    // A line of only Arabic reads back in logical order, as the names do.
    for (const certificate of certificates)
      expect(pdfText(pdf)).toContain(certificate.category?.ar.split(" – ")[0]);
  });

  it("says what it certifies in both languages, and the medal on a medal certificate", () => {
    const participation = pdfText(pdf, 1);
    expect(participation).toContain("Certificate of Participation");
    expect(participation).toContain("شهادة مشاركة");
    expect(participation).not.toMatch(/Gold|Silver|Bronze/);
    const gold = pdfText(pdf, 2);
    expect(gold).toContain("Certificate of Achievement");
    expect(gold).toContain("شهادة إنجاز");
    expect(gold).toContain("GOLD");
    expect(gold).toContain("ذهبية");
    expect(pdfText(pdf, 3)).toContain("برونزية");
  });

  it("has a QR code that reads back as the page that checks the certificate", () => {
    certificates.forEach((certificate, index) => {
      expect(readQr(renderPage(pdf, index + 1, 150))).toBe(certificate.verifyUrl);
    });
  });

  it("embeds only the glyphs it uses", () => {
    const fonts = embeddedFonts(pdf);
    expect(fonts.every((font) => font.embedded && font.subset)).toBe(true);
    expect(pdf.byteLength).toBeLessThan(80_000);
  });
});
