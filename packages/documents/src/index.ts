/**
 * @wro/documents: every PDF the event issues (badges, visa letters, certificates)
 * comes from this one module, on pdfkit with HarfBuzz shaping, so that Arabic is joined and
 * right-to-left, mixed Arabic and Latin lines are in bidi order, and the text layer reads back
 * exactly as entered.
 */
export {
  renderBadges,
  defaultEventTitle,
  type Badge,
  type BadgeLayout,
  type BadgeOptions,
  type EventTitle,
} from "./badges/index.ts";
export {
  renderVisaLetters,
  type Bilingual,
  type VisaLetter,
  type VisaLetterOptions,
} from "./letters/index.ts";
export {
  renderCertificates,
  type Certificate,
  type CertificateOptions,
  type MedalKey,
} from "./certificates/index.ts";
export { createDocument, finishDocument, type DocumentInfo } from "./document.ts";
export { drawParagraph, paragraphHeight, wrapText, type ParagraphStyle } from "./paragraph.ts";
export { printPhoto, PRINT_PHOTO_PIXELS } from "./photo.ts";
export { drawQr } from "./qr.ts";
export { drawText, measureText, type TextBox, type TextStyle } from "./text.ts";
