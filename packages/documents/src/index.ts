/**
 * @wro/documents: every PDF the event issues (badges now; visa letters and certificates next)
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
export { createDocument, finishDocument, type DocumentInfo } from "./document.ts";
export { printPhoto, PRINT_PHOTO_PIXELS } from "./photo.ts";
export { drawQr } from "./qr.ts";
export { drawText, measureText, type TextBox, type TextStyle } from "./text.ts";
