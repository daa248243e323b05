import { drawQr } from "../qr.ts";
import { drawText } from "../text.ts";

/** What a badge shows of one person (issue 37). */
export interface Badge {
  /** The name in Latin script, as in the passport. */
  nameLatin: string;
  /** The name in Arabic script, exactly as entered. */
  nameArabic: string;
  /** The delegation's name (any script). */
  delegation: string;
  /** ISO 3166-1 alpha-2 code of the delegation's country, printed beside its name. */
  countryCode?: string;
  team?: string;
  /** `key` is the delegate's role (student, coach, judge …) and picks the colour of the band. */
  role: { key: string; en: string; ar: string };
  /**
   * PNG or JPEG bytes, embedded as given: pass a photo already resized for print (about 600 px
   * on its long side) or a 500-badge file grows by the size of every original. Other formats
   * are left out rather than fail the whole batch.
   */
  photo?: Uint8Array;
  /** The opaque signed token the gate scans; the QR code holds exactly this string. */
  token: string;
  /** A short code printed under the QR for typing in by hand when a camera cannot read it. */
  manualCode?: string;
}

export interface EventTitle {
  en: string;
  ar: string;
}

/** The badge's own size: A6 portrait, in points. */
export const BADGE_WIDTH = 297.64;
export const BADGE_HEIGHT = 419.53;

const brand = "#0b3d6b";
// Bands dark enough for white text (WCAG AA, 4.5:1) so roles tell apart at a glance.
const roleColors: Record<string, string> = {
  student: "#0b5cad",
  coach: "#1b6e3a",
  head_of_delegation: "#5b2a86",
  supporter: "#0f6b6b",
  judge: "#a11b1b",
  volunteer: "#a14a00",
  vip: "#1f1f1f",
  industry_guest: "#4a4a4a",
};

const margin = 16;

/**
 * Draws one badge with its top-left corner at the origin of the current coordinate system, at
 * A6 size (the caller translates and scales for other layouts).
 */
export function drawBadge(doc: PDFKit.PDFDocument, badge: Badge, event: EventTitle) {
  const width = BADGE_WIDTH;
  const inner = width - 2 * margin;

  // Event band.
  doc.rect(0, 0, width, 58).fill(brand);
  drawText(
    doc,
    event.en,
    { x: margin, y: 10, width: inner },
    { size: 13, weight: "bold", align: "center", color: "#ffffff", minSize: 8 },
  );
  drawText(
    doc,
    event.ar,
    { x: margin, y: 30, width: inner },
    { size: 13, weight: "bold", align: "center", color: "#ffffff", direction: "rtl", minSize: 8 },
  );

  // Photo on the left and QR on the right; the QR alone is centred.
  const top = 72;
  const qrSize = 112;
  const photo = badge.photo && imageKind(badge.photo) ? badge.photo : undefined;
  if (photo) {
    const photoWidth = 90;
    const photoHeight = 112;
    doc.save();
    doc.rect(margin + 8, top, photoWidth, photoHeight).clip();
    doc.image(Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength), margin + 8, top, {
      cover: [photoWidth, photoHeight],
      align: "center",
      valign: "center",
    });
    doc.restore();
    drawQr(doc, badge.token, width - margin - 8 - qrSize, top, qrSize);
  } else {
    drawQr(doc, badge.token, (width - qrSize) / 2, top, qrSize);
  }
  const qrX = photo ? width - margin - 8 - qrSize : (width - qrSize) / 2;
  if (badge.manualCode)
    drawText(
      doc,
      badge.manualCode,
      { x: qrX, y: top + qrSize + 1, width: qrSize },
      { size: 8, align: "center", direction: "ltr", color: "#333333" },
    );

  // Names: the largest text, each in its own script's direction, shrunk rather than wrapped.
  let y = 206;
  drawText(
    doc,
    badge.nameArabic,
    { x: margin, y, width: inner },
    { size: 22, weight: "bold", align: "center", direction: "rtl", minSize: 11 },
  );
  y += 34;
  drawText(
    doc,
    badge.nameLatin,
    { x: margin, y, width: inner },
    { size: 18, weight: "bold", align: "center", direction: "ltr", minSize: 9 },
  );
  y += 32;

  const delegation = badge.countryCode
    ? `${badge.delegation} · ${badge.countryCode.toUpperCase()}`
    : badge.delegation;
  drawText(
    doc,
    delegation,
    { x: margin, y, width: inner },
    { size: 13, align: "center", minSize: 8, color: "#222222" },
  );
  y += 22;
  if (badge.team)
    drawText(
      doc,
      badge.team,
      { x: margin, y, width: inner },
      { size: 12, align: "center", minSize: 8, color: "#444444" },
    );

  // Role band: English on the left, Arabic on the right.
  const bandTop = BADGE_HEIGHT - 52;
  doc.rect(0, bandTop, width, 52).fill(roleColors[badge.role.key] ?? brand);
  const half = inner / 2 - 4;
  drawText(
    doc,
    badge.role.en.toUpperCase(),
    { x: margin, y: bandTop + 15, width: half },
    { size: 15, weight: "bold", align: "left", direction: "ltr", color: "#ffffff", minSize: 8 },
  );
  drawText(
    doc,
    badge.role.ar,
    { x: width - margin - half, y: bandTop + 15, width: half },
    { size: 15, weight: "bold", align: "right", direction: "rtl", color: "#ffffff", minSize: 8 },
  );
}

/** pdfkit embeds PNG and JPEG; anything else (a GIF upload) is told apart by its first bytes. */
function imageKind(bytes: Uint8Array): "png" | "jpeg" | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return undefined;
}
