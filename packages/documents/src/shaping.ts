import * as hb from "harfbuzzjs";
import type { FontFace } from "./fonts.ts";

/**
 * One glyph of a shaped run, in drawing order (left to right), in font units.
 *
 * `text` is what the glyph stands for in the source text: HarfBuzz reports, for every glyph, the
 * cluster (the first source character) it came from, and the whole cluster's text is given to one
 * glyph of it, the others getting none. That is what makes the PDF's text layer exact: Arabic
 * fonts draw many letters with one shared glyph plus dots (ب ت ث ن ي share a dotless body; ق and
 * ف too), so a glyph alone cannot say which letter it was (see pdf-glyphs.ts).
 */
export interface ShapedGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  text: string;
}

export interface ShapedRun {
  face: FontFace;
  glyphs: ShapedGlyph[];
  /** Sum of the advances, in font units. */
  advance: number;
}

/**
 * Shapes `text.slice(start, end)` in one direction with HarfBuzz: contextual Arabic forms and
 * ligatures, mark positioning, kerning, and mirrored brackets in right-to-left runs. HarfBuzz
 * lists the glyphs of a right-to-left run already in visual order.
 */
export function shapeRun(face: FontFace, text: string, start: number, end: number, rtl: boolean): ShapedRun {
  const buffer = new hb.Buffer();
  // Clusters are set to each character's offset in `text`, so they map straight back to it.
  for (let i = start; i < end;) {
    const codePoint = text.codePointAt(i) ?? 0;
    buffer.add(codePoint, i);
    i += codePoint > 0xffff ? 2 : 1;
  }
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(face.shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();

  // A cluster runs from its first character to the next cluster's first character.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const clusterEnd = new Map(starts.map((cluster, i) => [cluster, starts[i + 1] ?? end]));
  // The glyph that carries a cluster's text: its first with an advance (the base letter, not a
  // mark placed on it), else its first.
  const carrier = new Map<number, number>();
  infos.forEach((info, i) => {
    const current = carrier.get(info.cluster);
    const advances = (index: number) => (positions[index]?.xAdvance ?? 0) !== 0;
    if (current === undefined || (!advances(current) && advances(i))) carrier.set(info.cluster, i);
  });

  let advance = 0;
  const glyphs = infos.map((info, i) => {
    const position = positions[i] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    advance += position.xAdvance;
    return {
      id: info.codepoint,
      xAdvance: position.xAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
      text: carrier.get(info.cluster) === i ? text.slice(info.cluster, clusterEnd.get(info.cluster)) : "",
    };
  });
  return { face, glyphs, advance };
}
