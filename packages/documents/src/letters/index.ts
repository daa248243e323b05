import { createDocument, finishDocument } from "../document.ts";
import {
  drawVisaLetter,
  LETTER_HEIGHT,
  LETTER_WIDTH,
  type VisaLetter,
  type VisaLetterOptions,
} from "./letter.ts";

export type { Bilingual, VisaLetter, VisaLetterOptions } from "./letter.ts";

/**
 * Visa invitation letters (issue 37) as one PDF: one A4 page per person, in English and Arabic,
 * on the organizer's letterhead, signed by the organizer's signatory, with the letter's
 * reference and a QR code of the page that checks it.
 */
export async function renderVisaLetters(
  letters: VisaLetter[],
  options: VisaLetterOptions,
): Promise<Uint8Array> {
  const doc = createDocument({ title: `${options.event.en} — visa invitation letters`, language: "en" });
  for (const letter of letters) {
    doc.addPage({ size: [LETTER_WIDTH, LETTER_HEIGHT], margin: 0 });
    drawVisaLetter(doc, letter, options);
  }
  if (letters.length === 0) doc.addPage({ size: [LETTER_WIDTH, LETTER_HEIGHT], margin: 0 });
  return finishDocument(doc);
}
