import type { ShapedRun } from "./shaping.ts";

/**
 * Draws shaped glyphs into a pdfkit document.
 *
 * pdfkit has no public call for text that is already shaped, so this writes the content stream
 * itself through the fields of pdfkit's embedded font (its fontkit subset, widths and ToUnicode
 * table): the same fields @react-pdf/renderer draws through. pdfkit is pinned to one version and
 * the text-layer tests fail if they change.
 *
 * The text layer: a PDF maps each glyph of a font to text once, in its ToUnicode table, but Arabic
 * fonts use one glyph for several letters (the dotless body of ب ت ث ن ي, of ف and ق, the alef of
 * ا أ إ). So a glyph is entered into the embedded subset once per text it stands for: the same
 * outline under two codes, each mapped to its own letter. Copying or `pdftotext` then gives the
 * letters as entered, and, the glyphs being placed in visual order, readers put right-to-left
 * words back in logical order.
 */
interface EmbeddedFont {
  id: string;
  ref(): unknown;
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(glyph: number): number };
  /** Per subset glyph: its advance in thousandths of the font size, and the text it stands for. */
  widths: number[];
  unicode: number[][];
}

interface PdfkitInternals {
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown> };
}

// Per embedded font: "glyph id + text" → the code it was given in the subset.
const codes = new WeakMap<EmbeddedFont, Map<string, number>>();

function codeFor(font: EmbeddedFont, glyphId: number, text: string, width: number) {
  let byText = codes.get(font);
  if (!byText) codes.set(font, (byText = new Map<string, number>()));
  const key = `${glyphId}:${text}`;
  let code = byText.get(key);
  if (code === undefined) {
    if (font.subset.mapping[glyphId] === undefined) code = font.subset.includeGlyph(glyphId);
    else code = font.subset.glyphs.push(glyphId) - 1; // the same outline again, for another text
    byText.set(key, code);
    font.widths[code] = width;
    font.unicode[code] = Array.from(text, (char) => char.codePointAt(0) ?? 0);
  }
  return code;
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);
const hex = (code: number) => code.toString(16).padStart(4, "0");

/**
 * Draws `run` with its left edge at `x` and its baseline at `baseline` (pdfkit's top-down page
 * coordinates), `size` points high, in the current fill colour.
 */
export function showRun(doc: PDFKit.PDFDocument, run: ShapedRun, x: number, baseline: number, size: number) {
  doc.font(run.face.name);
  const internals = doc as unknown as PdfkitInternals;
  const font = internals._font;
  internals.page.fonts[font.id] ??= font.ref();

  const scale = size / run.face.unitsPerEm;
  const toThousandths = 1000 / run.face.unitsPerEm;
  const operators = [`BT /${font.id} ${number(size)} Tf`];
  // Glyphs without offsets go into one TJ array, with the shaper's advance corrections; a mark
  // moved off the pen position gets a text matrix of its own. pdfkit's page space runs top-down,
  // so each text matrix flips y back (1 0 0 -1) to keep the glyphs upright.
  let pen = x;
  let pending: string[] = [];
  const flush = () => {
    if (pending.length) operators.push(`[${pending.join(" ")}] TJ`);
    pending = [];
  };
  for (const glyph of run.glyphs) {
    const fontAdvance = run.face.shaper.glyphHAdvance(glyph.id);
    const code = hex(codeFor(font, glyph.id, glyph.text, fontAdvance * toThousandths));
    if (glyph.xOffset || glyph.yOffset) {
      flush();
      const gx = pen + glyph.xOffset * scale;
      const gy = baseline - glyph.yOffset * scale;
      operators.push(`1 0 0 -1 ${number(gx)} ${number(gy)} Tm <${code}> Tj`);
    } else {
      if (!pending.length) operators.push(`1 0 0 -1 ${number(pen)} ${number(baseline)} Tm`);
      pending.push(`<${code}>`);
      const correction = (glyph.xAdvance - fontAdvance) * toThousandths;
      if (correction) pending.push(number(-correction));
    }
    pen += glyph.xAdvance * scale;
  }
  flush();
  operators.push("ET");
  doc.addContent(operators.join("\n"));
}
