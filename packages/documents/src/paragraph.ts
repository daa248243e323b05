import { paragraphIsRtl } from "./bidi.ts";
import { drawText, measureText, type TextBox, type TextStyle } from "./text.ts";

/**
 * Text that wraps: a paragraph in any mix of Arabic and Latin script, broken between words into
 * lines that each fit the box, then drawn line by line with `drawText` (so every line is shaped
 * and in bidi order, in the paragraph's direction). Words are cut in logical order, so a
 * right-to-left paragraph reads on from the right end of one line to the right end of the next.
 */
export interface ParagraphStyle extends Omit<TextStyle, "minSize"> {
  /** Distance from one line's top to the next, in points (default: 1.45 × size). */
  lineHeight?: number;
}

/** The lines `text` breaks into at `style.size` within `width`; a word longer than a line keeps a line of its own. */
export function wrapText(text: string, width: number, style: ParagraphStyle): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split("\n")) {
    let line = "";
    for (const word of hardLine.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measureText(candidate, style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** The height `text` takes when drawn by `drawParagraph`. */
export function paragraphHeight(text: string, width: number, style: ParagraphStyle) {
  return wrapText(text, width, style).length * lineHeightOf(style);
}

const lineHeightOf = (style: ParagraphStyle) => style.lineHeight ?? style.size * 1.45;

/**
 * Draws `text` wrapped in `box` (its top at `box.y`) and returns the y just under its last line.
 * The paragraph's direction (when "auto": its first strong letter's) holds for every line, so a
 * line of an Arabic paragraph that starts with a Latin word still aligns to the right.
 */
export function drawParagraph(doc: PDFKit.PDFDocument, text: string, box: TextBox, style: ParagraphStyle) {
  const direction = style.direction ?? "auto";
  const lineStyle: TextStyle = {
    ...style,
    direction: direction === "auto" ? (paragraphIsRtl(text, "auto") ? "rtl" : "ltr") : direction,
  };
  let y = box.y;
  for (const line of wrapText(text, box.width, style)) {
    if (line) drawText(doc, line, { x: box.x, y, width: box.width }, lineStyle);
    y += lineHeightOf(style);
  }
  return y;
}
