import { drawParagraph, paragraphHeight, wrapText, type ParagraphStyle } from "../paragraph.ts";
import { drawQr } from "../qr.ts";
import { drawText, measureText, type TextBox, type TextStyle } from "../text.ts";

/** A text in both of the letter's languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** What a visa invitation letter says of one person (issue 37). */
export interface VisaLetter {
  /** The name in Latin script, as in the passport. */
  nameLatin: string;
  /** The name in Arabic script, exactly as entered. */
  nameArabic: string;
  /** The country of the person's nationality, named in both languages. */
  nationality: Bilingual;
  passportNumber: string;
  /** What the person comes as (participant, coach …). */
  role?: Bilingual;
  /** The delegation they come with (its name, any script). */
  delegation?: string;
  /** The letter's reference (`WRO-XXXX-XXXX`), printed and checked at `verifyUrl`. */
  reference: string;
  /** The public page that checks the reference: the QR code holds exactly this address. */
  verifyUrl: string;
  /** The day the letter was issued (its reference made), as written in each language. */
  issuedOn: Bilingual;
}

/** What every letter of a batch shares: who invites, to what, when and where, and who signs. */
export interface VisaLetterOptions {
  /** The inviting organizer, as on the letterhead ("WRO Saudi Arabia"). */
  organizer: Bilingual;
  /** The event's name. */
  event: Bilingual;
  /** The event's dates, as written in each language ("24–26 October 2025"). */
  dates: Bilingual;
  /** Where it is held: the venue and its address, or the city. */
  venue: Bilingual;
  signatory: { name: Bilingual; title: Bilingual };
}

/** A4 portrait, in points. */
export const LETTER_WIDTH = 595.28;
export const LETTER_HEIGHT = 841.89;

// The site's mark (apps/site/public/icon.svg): "WRO" in white on a rounded navy square.
const brand = "#0a3d62";
const ink = "#1a1a1a";
const muted = "#555555";
const rule = "#c9d3dd";
const shade = "#f1f5f9";

const margin = 50;
const inner = LETTER_WIDTH - 2 * margin;

/** The words of the letter; the data is the caller's, the wording the document's. */
const words = {
  title: { en: "Visa invitation letter", ar: "خطاب دعوة لغرض التأشيرة" },
  reference: { en: "Reference", ar: "الرقم المرجعي" },
  date: { en: "Date", ar: "التاريخ" },
  salutation: { en: "To whom it may concern,", ar: "إلى من يهمه الأمر،" },
  body: (options: VisaLetterOptions): Bilingual => ({
    en:
      `${options.organizer.en} is pleased to invite the person named below to take part in ` +
      `${options.event.en}, held at ${options.venue.en} on ${options.dates.en}. We kindly ask ` +
      `the Embassy or Consulate of the Kingdom of Saudi Arabia to grant them an entry visa for ` +
      `this purpose.`,
    ar:
      `يسر ${options.organizer.ar} دعوة الشخص المذكورة بياناته أدناه للمشاركة في ` +
      `${options.event.ar}، التي تقام في ${options.venue.ar} بتاريخ ${options.dates.ar}. ` +
      `ونرجو من سفارة المملكة العربية السعودية أو قنصليتها التكرم بمنحه تأشيرة دخول لهذا الغرض.`,
  }),
  nameLatin: { en: "Name (as in passport)", ar: "الاسم (كما في جواز السفر)" },
  nameArabic: { en: "Name in Arabic", ar: "الاسم بالعربية" },
  nationality: { en: "Nationality", ar: "الجنسية" },
  passport: { en: "Passport number", ar: "رقم جواز السفر" },
  role: { en: "Taking part as", ar: "صفة المشاركة" },
  delegation: { en: "Delegation", ar: "الوفد" },
  closing: { en: "Yours faithfully,", ar: "وتفضلوا بقبول فائق الاحترام،" },
  verify: {
    en: "Check this letter by scanning the code or at:",
    ar: "للتحقق من صحة هذا الخطاب امسح الرمز أو افتح:",
  },
};

/** One row of the holder's details: a label on each side and the value (one or two lines) between. */
interface DetailRow {
  label: Bilingual;
  /** Lines of the value, each in its own direction ("auto"). */
  values: string[];
}

/** Where the signature block may start at the latest: above the verification strip at the foot. */
const signatureLimit = LETTER_HEIGHT - 36 - 86 - 12 - 16 - 100;
/** Body text sizes, tried from the largest until the letter fits its page (a long venue, a long name). */
const bodySizes = [10.5, 10, 9.5, 9, 8.5];

/** Draws one letter on the current page, whose top-left corner is the origin. */
export function drawVisaLetter(doc: PDFKit.PDFDocument, letter: VisaLetter, options: VisaLetterOptions) {
  const body = words.body(options);
  const rows = detailRows(letter);
  const fits = (size: number) => layOut(null, letter, options, body, rows, size) <= signatureLimit;
  const size = bodySizes.find(fits) ?? bodySizes.at(-1)!;
  const bottom = layOut(doc, letter, options, body, rows, size);
  drawSignature(doc, options, Math.min(signatureLimit, Math.max(bottom, LETTER_HEIGHT - 280)));
  drawVerification(doc, letter);
}

/**
 * Lays out the letter from its letterhead to its Arabic text at body size `size`, drawing it when
 * `doc` is given, and returns where the signature block goes (under the Arabic text).
 */
function layOut(
  doc: PDFKit.PDFDocument | null,
  letter: VisaLetter,
  options: VisaLetterOptions,
  body: Bilingual,
  rows: DetailRow[],
  size: number,
) {
  const draw = (text: string, box: TextBox, style: TextStyle) => doc && drawText(doc, text, box, style);
  const paragraph = (text: string, box: TextBox, style: ParagraphStyle) =>
    doc ? drawParagraph(doc, text, box, style) : box.y + paragraphHeight(text, box.width, style);
  let y = doc ? drawLetterhead(doc, options) : letterheadBottom;

  // Reference and date: English on the left, Arabic on the right.
  const half = inner / 2 - 6;
  y += 14;
  draw(
    `${words.reference.en}: ${letter.reference}`,
    { x: margin, y, width: half },
    { size: 9.5, weight: "bold", direction: "ltr", color: ink },
  );
  draw(
    `${words.reference.ar}: ${letter.reference}`,
    { x: margin + inner - half, y, width: half },
    { size: 9.5, weight: "bold", direction: "rtl", color: ink },
  );
  y += 15;
  draw(
    `${words.date.en}: ${letter.issuedOn.en}`,
    { x: margin, y, width: half },
    { size: 9.5, direction: "ltr", color: muted },
  );
  draw(
    `${words.date.ar}: ${letter.issuedOn.ar}`,
    { x: margin + inner - half, y, width: half },
    { size: 9.5, direction: "rtl", color: muted },
  );

  // Title, in both languages.
  y += 30;
  draw(
    words.title.en,
    { x: margin, y, width: inner },
    { size: 17, weight: "bold", align: "center", direction: "ltr", color: brand },
  );
  y += 24;
  draw(
    words.title.ar,
    { x: margin, y, width: inner },
    { size: 17, weight: "bold", align: "center", direction: "rtl", color: brand },
  );

  // The invitation in English.
  y += 36;
  draw(words.salutation.en, { x: margin, y, width: inner }, { size, direction: "ltr" });
  y += size * 1.8;
  y = paragraph(body.en, { x: margin, y, width: inner }, { size, direction: "ltr", color: ink });

  // The holder.
  y += 8;
  y = doc ? drawDetails(doc, rows, y) : y + detailsHeight(rows);

  // The invitation in Arabic, a point larger: Naskh reads smaller than Latin at the same size.
  const arabic = size + 1;
  y += 14;
  draw(words.salutation.ar, { x: margin, y, width: inner }, { size: arabic, direction: "rtl" });
  y += arabic * 1.9;
  y = paragraph(
    body.ar,
    { x: margin, y, width: inner },
    { size: arabic, direction: "rtl", color: ink, lineHeight: arabic * 1.6 },
  );
  return y + 14;
}

/** The letterhead: the mark in the middle, the organizer and the event in English to its left and in Arabic to its right. */
const letterheadTop = 36;
const mark = 54;
const letterheadBottom = letterheadTop + mark + 12;

function drawLetterhead(doc: PDFKit.PDFDocument, options: VisaLetterOptions) {
  const top = letterheadTop;
  const markX = (LETTER_WIDTH - mark) / 2;
  doc.save();
  doc.roundedRect(markX, top, mark, mark, (mark * 14) / 64).fill(brand);
  doc.restore();
  drawText(
    doc,
    "WRO",
    { x: markX, y: top + mark / 2 - 8.5, width: mark },
    { size: 17, weight: "bold", align: "center", direction: "ltr", color: "#ffffff" },
  );
  const side = (inner - mark) / 2 - 14;
  drawText(
    doc,
    options.organizer.en,
    { x: margin, y: top + 8, width: side },
    { size: 13, weight: "bold", direction: "ltr", color: brand, minSize: 8 },
  );
  drawText(
    doc,
    options.event.en,
    { x: margin, y: top + 28, width: side },
    { size: 9.5, direction: "ltr", color: muted, minSize: 6.5 },
  );
  drawText(
    doc,
    options.organizer.ar,
    { x: LETTER_WIDTH - margin - side, y: top + 6, width: side },
    { size: 13, weight: "bold", direction: "rtl", color: brand, minSize: 8 },
  );
  drawText(
    doc,
    options.event.ar,
    { x: LETTER_WIDTH - margin - side, y: top + 28, width: side },
    { size: 9.5, direction: "rtl", color: muted, minSize: 6.5 },
  );
  doc.save().rect(margin, letterheadBottom, inner, 1.5).fill(brand).restore();
  return letterheadBottom;
}

const labelWidth = 120;
const labelGap = 10;
const valueWidth = inner - 2 * (labelWidth + labelGap);
const valueStyle: TextStyle = { size: 11, weight: "bold", align: "center", color: ink, minSize: 8 };

/** A value as the lines of its cell: one when it fits (shrunk a little if need be), else wrapped. */
function valueLines(value: string): string[] {
  if (measureText(value, valueStyle) * (8 / 11) <= valueWidth) return [value];
  return wrapText(value, valueWidth, { ...valueStyle, size: 10 });
}

function detailRows(letter: VisaLetter): DetailRow[] {
  const rows: DetailRow[] = [
    { label: words.nameLatin, values: [letter.nameLatin] },
    { label: words.nameArabic, values: [letter.nameArabic] },
    { label: words.nationality, values: [letter.nationality.en, letter.nationality.ar] },
    { label: words.passport, values: [letter.passportNumber] },
  ];
  if (letter.role) rows.push({ label: words.role, values: [letter.role.en, letter.role.ar] });
  if (letter.delegation) rows.push({ label: words.delegation, values: [letter.delegation] });
  return rows.map((row) => ({ ...row, values: row.values.flatMap(valueLines) }));
}

const detailLine = 15;
const detailPadding = 6;
const rowHeight = (row: DetailRow) => row.values.length * detailLine + 2 * detailPadding - 2;
const detailsHeight = (rows: DetailRow[]) => rows.reduce((sum, row) => sum + rowHeight(row), 0);

/** The holder's details as a table: English label, value, Arabic label. Returns the y under it. */
function drawDetails(doc: PDFKit.PDFDocument, rows: DetailRow[], top: number) {
  const valueX = margin + labelWidth + labelGap;
  const line = detailLine;
  const padding = detailPadding;
  let y = top;
  rows.forEach((row, index) => {
    const height = rowHeight(row);
    if (index % 2 === 0) doc.save().rect(margin, y, inner, height).fill(shade).restore();
    const labelY = y + (height - line) / 2 + 1;
    drawText(
      doc,
      row.label.en,
      { x: margin + 8, y: labelY, width: labelWidth - 8 },
      { size: 9, direction: "ltr", color: muted, minSize: 7 },
    );
    drawText(
      doc,
      row.label.ar,
      { x: margin + inner - labelWidth, y: labelY - 1, width: labelWidth - 8 },
      { size: 9.5, direction: "rtl", color: muted, minSize: 7 },
    );
    row.values.forEach((value, at) => {
      drawText(doc, value, { x: valueX, y: y + padding + at * line, width: valueWidth }, valueStyle);
    });
    y += height;
  });
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(rule)
    .rect(margin, top, inner, y - top)
    .stroke()
    .restore();
  return y;
}

/** The signatory: English on the left, Arabic on the right, with room above the names to sign and stamp. */
function drawSignature(doc: PDFKit.PDFDocument, options: VisaLetterOptions, top: number) {
  const half = inner / 2 - 20;
  const right = margin + inner - half;
  drawText(doc, words.closing.en, { x: margin, y: top, width: half }, { size: 10.5, direction: "ltr" });
  drawText(doc, words.closing.ar, { x: right, y: top, width: half }, { size: 11.5, direction: "rtl" });
  const lineY = top + 50;
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor("#888888")
    .moveTo(margin, lineY)
    .lineTo(margin + 170, lineY)
    .moveTo(right + half - 170, lineY)
    .lineTo(right + half, lineY)
    .stroke()
    .restore();
  const { name, title } = options.signatory;
  let y = lineY + 6;
  drawText(
    doc,
    name.en,
    { x: margin, y, width: half },
    { size: 11, weight: "bold", direction: "ltr", minSize: 8 },
  );
  drawText(
    doc,
    name.ar,
    { x: right, y, width: half },
    { size: 12, weight: "bold", direction: "rtl", minSize: 8 },
  );
  y += 17;
  drawText(
    doc,
    title.en,
    { x: margin, y, width: half },
    { size: 9.5, direction: "ltr", color: muted, minSize: 7 },
  );
  drawText(
    doc,
    title.ar,
    { x: right, y, width: half },
    { size: 10, direction: "rtl", color: muted, minSize: 7 },
  );
  y += 15;
  drawText(
    doc,
    options.organizer.en,
    { x: margin, y, width: half },
    { size: 9.5, direction: "ltr", color: muted, minSize: 7 },
  );
  drawText(
    doc,
    options.organizer.ar,
    { x: right, y, width: half },
    { size: 10, direction: "rtl", color: muted, minSize: 7 },
  );
}

/** The foot of the page: the QR code of the verify address in the middle, the words on either side. */
function drawVerification(doc: PDFKit.PDFDocument, letter: VisaLetter) {
  const size = 86;
  const top = LETTER_HEIGHT - 36 - size;
  doc
    .save()
    .rect(margin, top - 12, inner, 0.6)
    .fill(rule)
    .restore();
  const qrX = (LETTER_WIDTH - size) / 2;
  drawQr(doc, letter.verifyUrl, qrX, top, size);
  const side = qrX - margin - 14;
  const right = qrX + size + 14;
  const textTop = top + 14;
  drawParagraph(
    doc,
    words.verify.en,
    { x: margin, y: textTop, width: side },
    { size: 8.5, direction: "ltr", color: muted },
  );
  drawParagraph(
    doc,
    words.verify.ar,
    { x: right, y: textTop, width: side },
    { size: 9, direction: "rtl", color: muted },
  );
  const urlY = textTop + Math.max(paragraphHeight(words.verify.en, side, { size: 8.5 }), 26);
  for (const x of [margin, right])
    drawText(
      doc,
      letter.verifyUrl,
      { x, y: urlY, width: side },
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
