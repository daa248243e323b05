import { directionalRuns, paragraphIsRtl, type Direction } from "./bidi.ts";
import { fontFace, type Weight } from "./fonts.ts";
import { showRun } from "./pdf-glyphs.ts";
import { shapeRun, type ShapedRun } from "./shaping.ts";

/**
 * One line of text in any mix of Arabic and Latin script, the helper every document draws its
 * words with: ordered by the bidi algorithm, shaped by HarfBuzz, set in the project's fonts, with
 * a text layer that reads back exactly as given (see pdf-glyphs.ts).
 */
export interface TextStyle {
  size: number;
  weight?: Weight;
  /** "auto" (the default) takes the direction of the first strong letter. */
  direction?: Direction;
  /** "start" and "end" follow the paragraph's direction: "start" is the right edge in Arabic. */
  align?: "start" | "end" | "left" | "right" | "center";
  /** Defaults to near-black: the fill colour left by a shape drawn before never leaks in. */
  color?: string;
  /** Shrinks the text (down to this size) rather than let it run past `width`; a name never wraps. */
  minSize?: number;
}

export interface TextBox {
  x: number;
  /** The top of the line box; the baseline sits one ascent (0.8 em) below it. */
  y: number;
  width: number;
}

interface LaidOutLine {
  runs: ShapedRun[];
  /** Width at 1 pt; multiply by the size. */
  unitWidth: number;
  rtl: boolean;
}

function layOut(text: string, style: TextStyle): LaidOutLine {
  const direction = style.direction ?? "auto";
  const weight = style.weight ?? "regular";
  const runs = directionalRuns(text, direction).map((run) =>
    shapeRun(fontFace(run.script, weight), text, run.start, run.end, run.rtl),
  );
  const unitWidth = runs.reduce((sum, run) => sum + run.advance / run.face.unitsPerEm, 0);
  return { runs, unitWidth, rtl: paragraphIsRtl(text, direction) };
}

/** The width of `text` in points at `style.size`. */
export function measureText(text: string, style: TextStyle) {
  return layOut(text, style).unitWidth * style.size;
}

/** Draws one line of text in `box`; returns the size it was drawn at (smaller when shrunk to fit). */
export function drawText(doc: PDFKit.PDFDocument, text: string, box: TextBox, style: TextStyle) {
  const line = layOut(text, style);
  let size = style.size;
  if (style.minSize !== undefined && line.unitWidth * size > box.width)
    size = Math.max(style.minSize, box.width / line.unitWidth);
  const width = line.unitWidth * size;
  const align = style.align ?? "start";
  const right = align === "right" || (align === "start" && line.rtl) || (align === "end" && !line.rtl);
  let x = align === "center" ? box.x + (box.width - width) / 2 : right ? box.x + box.width - width : box.x;
  const baseline = box.y + size * 0.8;
  doc.save();
  doc.fillColor(style.color ?? "#111111");
  for (const run of line.runs) {
    showRun(doc, run, x, baseline, size);
    x += (run.advance / run.face.unitsPerEm) * size;
  }
  doc.restore();
  return size;
}
