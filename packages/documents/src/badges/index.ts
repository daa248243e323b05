import { createDocument, finishDocument } from "../document.ts";
import { BADGE_HEIGHT, BADGE_WIDTH, drawBadge, type Badge, type EventTitle } from "./badge.ts";

export type { Badge, EventTitle } from "./badge.ts";

export type BadgeLayout = "a6" | "a4x4";

export interface BadgeOptions {
  /** "a6": one badge per A6 page. "a4x4": four per A4 page, with crop marks to cut along. */
  layout: BadgeLayout;
  /** The event's name at the top of every badge. */
  event?: EventTitle;
}

export const defaultEventTitle: EventTitle = {
  en: "WRO Saudi Arabia 2025",
  ar: "الأولمبياد العالمي للروبوت – السعودية 2025",
};

const A4 = { width: 595.28, height: 841.89 };
// On A4 each badge is drawn a little under A6, so that the gutters between and around them
// hold the crop marks (a full A6 quarter would leave no room, and printers cannot print to
// the sheet's edge).
const a4Scale = 0.92;
const cropMarkLength = 9;
const cropMarkGap = 2;

/** All the badges as one print-ready PDF. */
export async function renderBadges(badges: Badge[], options: BadgeOptions): Promise<Uint8Array> {
  const event = options.event ?? defaultEventTitle;
  const doc = createDocument({ title: `${event.en} — badges`, language: "en" });
  if (options.layout === "a6") {
    for (const badge of badges) {
      doc.addPage({ size: [BADGE_WIDTH, BADGE_HEIGHT], margin: 0 });
      drawBadge(doc, badge, event);
    }
  } else {
    const cellWidth = A4.width / 2;
    const cellHeight = A4.height / 2;
    const width = BADGE_WIDTH * a4Scale;
    const height = BADGE_HEIGHT * a4Scale;
    badges.forEach((badge, index) => {
      const slot = index % 4;
      if (slot === 0) doc.addPage({ size: "A4", margin: 0 });
      const x = (slot % 2) * cellWidth + (cellWidth - width) / 2;
      const y = Math.floor(slot / 2) * cellHeight + (cellHeight - height) / 2;
      doc.save();
      doc.translate(x, y).scale(a4Scale);
      drawBadge(doc, badge, event);
      doc.restore();
      drawCropMarks(doc, x, y, width, height);
    });
  }
  if (badges.length === 0)
    doc.addPage({ size: options.layout === "a6" ? [BADGE_WIDTH, BADGE_HEIGHT] : "A4" });
  return finishDocument(doc);
}

/** Short hairlines in the gutter at each corner, in line with the badge's edges, not touching it. */
function drawCropMarks(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number) {
  doc.save().lineWidth(0.3).strokeColor("#000000");
  for (const cornerX of [x, x + width])
    for (const cornerY of [y, y + height]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      doc
        .moveTo(cornerX + outX * cropMarkGap, cornerY)
        .lineTo(cornerX + outX * (cropMarkGap + cropMarkLength), cornerY)
        .moveTo(cornerX, cornerY + outY * cropMarkGap)
        .lineTo(cornerX, cornerY + outY * (cropMarkGap + cropMarkLength));
    }
  doc.stroke().restore();
}
