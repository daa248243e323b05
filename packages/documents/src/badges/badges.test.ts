import { beforeAll, describe, expect, it } from "vitest";
import { createDocument, finishDocument } from "../document.ts";
import { renderBadges, type Badge, type BadgeLayout } from "../index.ts";
import {
  embeddedFonts,
  embeddedImages,
  pageCount,
  pageImage,
  pdfText,
  readQr,
  renderPage,
  requirePopplerInCi,
} from "../testing/poppler.ts";

const poppler = requirePopplerInCi();

// Names whose letters share glyphs in Arabic fonts (ب ت ث ن ي, ف ق, ا أ إ آ, ه ة, ى ي, لا),
// the letters a glyph-based text layer gets wrong.
const people: Pick<Badge, "nameArabic" | "nameLatin">[] = [
  { nameArabic: "محمد عبدالله القحطاني", nameLatin: "Mohammed Abdullah Al-Qahtani" },
  { nameArabic: "فيصل بن تركي الثنيان", nameLatin: "Faisal bin Turki Al-Thunayan" },
  { nameArabic: "إيناس آل فقيه", nameLatin: "Enas Al Faqih" },
  { nameArabic: "أسامة مصطفى علاء", nameLatin: "Osama Mustafa Alaa" },
  { nameArabic: "ماريا مولر", nameLatin: "María Müller-Øster" },
];

function badge(index: number, overrides: Partial<Badge> = {}): Badge {
  const person = people[index % people.length] ?? people[0];
  return {
    nameArabic: person?.nameArabic ?? "",
    nameLatin: person?.nameLatin ?? "",
    delegation: "المملكة العربية السعودية",
    countryCode: "SA",
    team: "فريق Falcons 2025",
    role: { key: "student", en: "Participant", ar: "مشارك" },
    token: `v1.badge-${index}.Yk3n0Qp8Zx7WcT2mN4bV6cD1eF9gHa5s`,
    ...overrides,
  };
}

/** A real photo: a page drawn with a coloured square, rendered to PNG or JPEG by pdftoppm. */
async function photo(format: "png" | "jpeg") {
  const doc = createDocument({ title: "photo", language: "en" });
  doc.addPage({ size: [60, 75], margin: 0 });
  doc.rect(0, 0, 60, 75).fill("#c8a060");
  doc.circle(30, 30, 16).fill("#6b4a2a");
  return pageImage(await finishDocument(doc), format, 72);
}

describe.skipIf(!poppler)("badges (checked with poppler-utils)", () => {
  describe.each<BadgeLayout>(["a6", "a4x4"])("%s layout", (layout) => {
    let pdf: Uint8Array;
    const badges = people.map((_, index) => badge(index));
    beforeAll(async () => {
      pdf = await renderBadges(badges, { layout });
    });

    it("has a text layer with every Arabic and Latin name exactly as entered", () => {
      const text = pdfText(pdf);
      for (const { nameArabic, nameLatin } of badges) {
        expect(text).toContain(nameArabic);
        expect(text).toContain(nameLatin);
      }
    });

    it("puts mixed Arabic and Latin on a line in logical order", () => {
      // The first page is mostly Arabic, so pdftotext reads its lines right to left.
      expect(pdfText(pdf, 1)).toContain("فريق Falcons 2025");
    });

    it("has a QR code on every badge that reads back as its token", () => {
      const raster = renderPage(pdf, 1, 150);
      if (layout === "a6") {
        expect(readQr(raster)).toBe(badges[0]?.token);
        return;
      }
      // Four badges to a sheet: left to right, then top to bottom.
      const width = Math.floor(raster.width / 2);
      const height = Math.floor(raster.height / 2);
      const read = [0, 1, 2, 3].map((slot) =>
        readQr(raster, { x: (slot % 2) * width, y: Math.floor(slot / 2) * height, width, height }),
      );
      expect(read).toEqual(badges.slice(0, 4).map((each) => each.token));
    });
  });

  it("prints one badge per A6 page, and four per A4 page", async () => {
    const five = [0, 1, 2, 3, 4].map((index) => badge(index));
    const a6 = await renderBadges(five, { layout: "a6" });
    const a4 = await renderBadges(five, { layout: "a4x4" });
    expect(pageCount(a6)).toBe(5);
    expect(pageCount(a4)).toBe(2);
    const eighth = await renderBadges([...five, ...five.slice(0, 3)], { layout: "a4x4" });
    expect(pageCount(eighth)).toBe(2);
  });

  it("embeds the photo when there is one, PNG or JPEG, and leaves out other formats", async () => {
    const png = await photo("png");
    const jpeg = await photo("jpeg");
    const gif = new TextEncoder().encode("GIF89a not a photo pdfkit can embed");
    const pdf = await renderBadges(
      [badge(0, { photo: png }), badge(1, { photo: jpeg }), badge(2, { photo: gif }), badge(3)],
      {
        layout: "a6",
      },
    );
    const images = embeddedImages(pdf);
    expect(images.map(({ page, width, height, encoding }) => ({ page, width, height, encoding }))).toEqual([
      { page: 1, width: 60, height: 75, encoding: "image" },
      { page: 2, width: 60, height: 75, encoding: "jpeg" },
    ]);
    // The badge without a usable photo is still there, with its name and its QR code.
    expect(pdfText(pdf, 3)).toContain(people[2]?.nameArabic);
    expect(readQr(renderPage(pdf, 3, 150))).toBe(badge(2).token);
  });

  it("embeds only the glyphs it uses: a one-badge PDF is a few kilobytes", async () => {
    const pdf = await renderBadges([badge(0)], { layout: "a6" });
    const fonts = embeddedFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded && font.subset)).toBe(true);
    // The four whole font files weigh 1.6 MB; the subsets of one badge, a few kilobytes.
    expect(pdf.byteLength).toBeLessThan(40_000);
  });
});
