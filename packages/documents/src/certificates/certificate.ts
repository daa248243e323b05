import type { EventTitle } from "../badges/badge.ts";
import type { Bilingual } from "../letters/letter.ts";
import { drawQr } from "../qr.ts";
import { drawText, type TextStyle } from "../text.ts";

/** Spec §9's medals: place 1 Gold, 2 Silver, every other place Bronze. */
export type MedalKey = "gold" | "silver" | "bronze";

/** What a certificate says of one person (issue 37): for taking part, or for a medal. */
export interface Certificate {
  kind: "participation" | "medal";
  /** The name in Latin script, as in the passport. */
  nameLatin: string;
  /** The name in Arabic script, exactly as entered. */
  nameArabic: string;
  /** The delegation's name (any script). */
  delegation: string;
  /** The country the delegation represents, named in both languages. */
  country?: Bilingual;
  /** The team's name (any script). */
  team?: string;
  /** The competition category and age group ("RoboMission Junior"), in both languages. */
  category?: Bilingual;
  /** A medal certificate's medal, its words in both languages ("Gold", "ذهبية"). */
  medal?: Bilingual & { key: MedalKey };
  /** The certificate's reference (`WRO-XXXX-XXXX`), printed and checked at `verifyUrl`. */
  reference: string;
  /** The public page that checks the reference: the QR code holds exactly this address. */
  verifyUrl: string;
  /** The day it was issued, as written in each language. */
  issuedOn: Bilingual;
}

export interface CertificateOptions {
  /** The event's name at the top of every certificate (the badges' by default). */
  event?: EventTitle;
}

/** A4 landscape, in points. */
export const CERTIFICATE_WIDTH = 841.89;
export const CERTIFICATE_HEIGHT = 595.28;

const brand = "#0a3d62";
const accent = "#b08d2e";
const ink = "#1a1a1a";
const muted = "#555555";
const rule = "#c9d3dd";
const shade = "#f1f5f9";

/** Each medal's colour: the seal's fill, dark enough for white words on it (WCAG AA, 4.5:1). */
const medalColors: Record<MedalKey, { fill: string; ring: string }> = {
  gold: { fill: "#8a6a00", ring: "#d4af37" },
  silver: { fill: "#5f6770", ring: "#c0c6cc" },
  bronze: { fill: "#8a4b1c", ring: "#cd7f32" },
};

/** The words of a certificate; the data is the caller's, the wording the document's. */
const words = {
  title: {
    participation: { en: "Certificate of Participation", ar: "شهادة مشاركة" },
    medal: { en: "Certificate of Achievement", ar: "شهادة إنجاز" },
  },
  // Arabic verbs and pronouns agree with the holder's gender, which is not known: the Arabic
  // says "is given to … in appreciation of the participation", which needs neither.
  awardedTo: { en: "This certificate is awarded to", ar: "تُمنح هذه الشهادة إلى" },
  for: {
    participation: (event: EventTitle): Bilingual => ({
      en: `for taking part in ${event.en}`,
      ar: `تقديرًا للمشاركة في ${event.ar}`,
    }),
    medal: (event: EventTitle): Bilingual => ({
      en: `for winning a medal at ${event.en}`,
      ar: `تقديرًا للفوز بميدالية في ${event.ar}`,
    }),
  },
  delegation: { en: "Delegation", ar: "الوفد" },
  country: { en: "Country", ar: "الدولة" },
  team: { en: "Team", ar: "الفريق" },
  category: { en: "Category", ar: "الفئة" },
  medal: { en: "Medal", ar: "الميدالية" },
  date: { en: "Date", ar: "التاريخ" },
  reference: { en: "Reference", ar: "الرقم المرجعي" },
  verify: { en: "Check this certificate at:", ar: "للتحقق من هذه الشهادة:" },
};

const frame = 18;
const margin = 64;
const inner = CERTIFICATE_WIDTH - 2 * margin;
// The details table.
const labelWidth = 92;
const rowHeight = 22;
/** The most detail rows a certificate has: delegation, country, team, category, medal. */
const maxRows = 5;
const valueStyle: TextStyle = { size: 11, weight: "bold", align: "center", color: ink, minSize: 7 };

/** Draws one certificate on the current page, whose top-left corner is the origin. */
export function drawCertificate(doc: PDFKit.PDFDocument, certificate: Certificate, event: EventTitle) {
  drawFrame(doc, certificate);
  const medal = certificate.kind === "medal" ? certificate.medal : undefined;
  const rows = detailRows(certificate);
  // A certificate with fewer details spreads the rest out: the block stays centred on the page.
  const slack = ((maxRows - rows.length) * rowHeight) / 3;

  // The mark and the event's name.
  const mark = 40;
  const markX = (CERTIFICATE_WIDTH - mark) / 2;
  let y = 42;
  doc
    .save()
    .roundedRect(markX, y, mark, mark, (mark * 14) / 64)
    .fill(brand)
    .restore();
  drawText(
    doc,
    "WRO",
    { x: markX, y: y + mark / 2 - 6.5, width: mark },
    { size: 13, weight: "bold", align: "center", direction: "ltr", color: "#ffffff" },
  );
  const side = inner / 2 - mark / 2 - 16;
  drawText(
    doc,
    event.en,
    { x: margin, y: y + 12, width: side },
    { size: 13, weight: "bold", align: "left", direction: "ltr", color: brand, minSize: 8 },
  );
  drawText(
    doc,
    event.ar,
    { x: CERTIFICATE_WIDTH - margin - side, y: y + 10, width: side },
    { size: 13, weight: "bold", align: "right", direction: "rtl", color: brand, minSize: 8 },
  );

  // The title, in both languages.
  const title = words.title[certificate.kind];
  y += mark + 20 + slack;
  drawText(
    doc,
    title.en,
    { x: margin, y, width: inner },
    { size: 26, weight: "bold", align: "center", direction: "ltr", color: brand, minSize: 16 },
  );
  y += 34;
  drawText(
    doc,
    title.ar,
    { x: margin, y, width: inner },
    { size: 26, weight: "bold", align: "center", direction: "rtl", color: brand, minSize: 16 },
  );

  // To whom: English on the left, Arabic on the right, the names between.
  y += 50 + slack;
  drawBilingualLine(doc, words.awardedTo, y, { size: 11, color: muted });
  y += 22;
  drawText(
    doc,
    certificate.nameArabic,
    { x: margin, y, width: inner },
    { size: 26, weight: "bold", align: "center", direction: "rtl", color: ink, minSize: 12 },
  );
  y += 38;
  drawText(
    doc,
    certificate.nameLatin,
    { x: margin, y, width: inner },
    { size: 22, weight: "bold", align: "center", direction: "ltr", color: ink, minSize: 11 },
  );
  y += 36;
  drawBilingualLine(doc, words.for[certificate.kind](event), y, { size: 11, color: muted });

  // The holder's details, with the medal's seal beside them on a medal certificate.
  y += 28 + slack;
  const seal = medal ? 92 : 0;
  const tableWidth = medal ? 430 : 480;
  const tableX = (CERTIFICATE_WIDTH - tableWidth - (medal ? seal + 28 : 0)) / 2;
  const bottom = drawDetails(doc, rows, tableX, y, tableWidth);
  if (medal) drawSeal(doc, medal, tableX + tableWidth + 28, (y + bottom) / 2 - seal / 2, seal);

  drawFooter(doc, certificate);
}

/** The double frame: a navy rule and a gold one inside it (the medal's colour on a medal certificate). */
function drawFrame(doc: PDFKit.PDFDocument, certificate: Certificate) {
  const inside =
    certificate.kind === "medal" && certificate.medal ? medalColors[certificate.medal.key].ring : accent;
  doc
    .save()
    .lineWidth(3)
    .strokeColor(brand)
    .rect(frame, frame, CERTIFICATE_WIDTH - 2 * frame, CERTIFICATE_HEIGHT - 2 * frame)
    .stroke()
    .lineWidth(1.2)
    .strokeColor(inside)
    .rect(frame + 7, frame + 7, CERTIFICATE_WIDTH - 2 * frame - 14, CERTIFICATE_HEIGHT - 2 * frame - 14)
    .stroke()
    .restore();
}

/** A line in each language: English in the left half, Arabic in the right, each shrunk to fit. */
function drawBilingualLine(
  doc: PDFKit.PDFDocument,
  text: Bilingual,
  y: number,
  style: Pick<TextStyle, "size" | "color" | "weight">,
) {
  const half = inner / 2 - 12;
  drawText(
    doc,
    text.en,
    { x: margin, y, width: half },
    {
      ...style,
      align: "center",
      direction: "ltr",
      minSize: 7,
    },
  );
  // Naskh reads smaller than Latin at the same size.
  drawText(
    doc,
    text.ar,
    { x: margin + inner - half, y: y - 1, width: half },
    {
      ...style,
      size: style.size + 1,
      align: "center",
      direction: "rtl",
      minSize: 7,
    },
  );
}

/** One row of details: a label on each side, the value (one or two lines) between. */
interface DetailRow {
  label: Bilingual;
  values: string[];
}

function detailRows(certificate: Certificate): DetailRow[] {
  const rows: DetailRow[] = [{ label: words.delegation, values: [certificate.delegation] }];
  if (certificate.country) rows.push({ label: words.country, values: twoLanguages(certificate.country) });
  if (certificate.team) rows.push({ label: words.team, values: [certificate.team] });
  if (certificate.category) rows.push({ label: words.category, values: twoLanguages(certificate.category) });
  if (certificate.kind === "medal" && certificate.medal)
    rows.push({ label: words.medal, values: twoLanguages(certificate.medal) });
  return rows;
}

/** A value in both languages on one line, English then Arabic (once when they are the same). */
function twoLanguages(value: Bilingual): string[] {
  return value.en === value.ar ? [value.en] : [`${value.en} · ${value.ar}`];
}

/** The details as a table: English label, value, Arabic label. Returns the y under it. */
function drawDetails(doc: PDFKit.PDFDocument, rows: DetailRow[], x: number, top: number, width: number) {
  const valueX = x + labelWidth;
  const valueWidth = width - 2 * labelWidth;
  let y = top;
  rows.forEach((row, index) => {
    if (index % 2 === 0) doc.save().rect(x, y, width, rowHeight).fill(shade).restore();
    drawText(
      doc,
      row.label.en,
      { x: x + 8, y: y + 6, width: labelWidth - 12 },
      { size: 9, direction: "ltr", color: muted, minSize: 6.5 },
    );
    drawText(
      doc,
      row.label.ar,
      { x: x + width - labelWidth + 4, y: y + 5.5, width: labelWidth - 12 },
      { size: 9.5, direction: "rtl", color: muted, minSize: 6.5 },
    );
    for (const value of row.values)
      drawText(doc, value, { x: valueX, y: y + 4.5, width: valueWidth }, valueStyle);
    y += rowHeight;
  });
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(rule)
    .rect(x, top, width, y - top)
    .stroke()
    .restore();
  return y;
}

/** The medal as a round seal in its colour, its name in both languages. */
function drawSeal(
  doc: PDFKit.PDFDocument,
  medal: Bilingual & { key: MedalKey },
  x: number,
  y: number,
  size: number,
) {
  const colors = medalColors[medal.key];
  const centre = { x: x + size / 2, y: y + size / 2 };
  doc.save();
  doc.circle(centre.x, centre.y, size / 2).fill(colors.ring);
  doc.circle(centre.x, centre.y, size / 2 - 5).fill(colors.fill);
  doc
    .lineWidth(0.8)
    .strokeColor("#ffffff")
    .circle(centre.x, centre.y, size / 2 - 9)
    .stroke();
  doc.restore();
  const width = size - 30;
  drawText(
    doc,
    medal.en.toUpperCase(),
    { x: x + 15, y: centre.y - 20, width },
    { size: 14, weight: "bold", align: "center", direction: "ltr", color: "#ffffff", minSize: 7 },
  );
  drawText(
    doc,
    medal.ar,
    { x: x + 15, y: centre.y + 1, width },
    { size: 15, weight: "bold", align: "center", direction: "rtl", color: "#ffffff", minSize: 7 },
  );
}

/** The foot: date and reference in English on the left, in Arabic on the right, the QR code of the check between. */
function drawFooter(doc: PDFKit.PDFDocument, certificate: Certificate) {
  const size = 84;
  const top = CERTIFICATE_HEIGHT - frame - 16 - size;
  const qrX = (CERTIFICATE_WIDTH - size) / 2;
  drawQr(doc, certificate.verifyUrl, qrX, top, size);
  const side = qrX - margin - 24;
  const right = qrX + size + 24;
  const lines = (language: "en" | "ar") => [
    { text: `${words.date[language]}: ${certificate.issuedOn[language]}`, weight: "regular" as const },
    { text: `${words.reference[language]}: ${certificate.reference}`, weight: "bold" as const },
    { text: words.verify[language], weight: "regular" as const },
  ];
  let y = top + 12;
  const english = lines("en");
  const arabic = lines("ar");
  for (let index = 0; index < english.length; index++) {
    drawText(
      doc,
      english[index]!.text,
      { x: margin, y, width: side },
      {
        size: 9.5,
        weight: english[index]!.weight,
        direction: "ltr",
        align: "left",
        color: ink,
        minSize: 6.5,
      },
    );
    drawText(
      doc,
      arabic[index]!.text,
      { x: right, y: y - 1, width: side },
      { size: 10, weight: arabic[index]!.weight, direction: "rtl", align: "right", color: ink, minSize: 6.5 },
    );
    y += 15;
  }
  for (const x of [margin, right])
    drawText(
      doc,
      certificate.verifyUrl,
      { x, y, width: side },
      {
        size: 8.5,
        weight: "bold",
        direction: "ltr",
        align: x === margin ? "left" : "right",
        color: brand,
        minSize: 5.5,
      },
    );
}
