import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";

/**
 * The fonts every document is set in. They ship with the project as npm packages of Google's
 * Noto fonts (SIL Open Font License; whole TTF files, which fontkit subsets when pdfkit embeds
 * them): Noto Naskh Arabic for Arabic script, Noto Sans for everything else (Latin, Greek,
 * Cyrillic, Vietnamese). Nothing is downloaded at run time.
 */
export type Script = "arabic" | "latin";
export type Weight = "regular" | "bold";

const files: Record<Script, Record<Weight, string>> = {
  arabic: {
    regular: "@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf",
    bold: "@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf",
  },
  latin: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  },
};

export interface FontFace {
  /** The name the font is registered under in a pdfkit document. */
  name: string;
  bytes: Buffer;
  /** HarfBuzz's view of the same bytes, which shapes text (see shaping.ts). */
  shaper: hb.Font;
  unitsPerEm: number;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, FontFace>();

/** Read once per process: a 500-badge run or a busy server opens each file a single time. */
export function fontFace(script: Script, weight: Weight): FontFace {
  const name = `${script}-${weight}`;
  let face = loaded.get(name);
  if (!face) {
    const bytes = readFileSync(require.resolve(files[script][weight]));
    const hbFace = new hb.Face(new hb.Blob(bytes));
    face = { name, bytes, shaper: new hb.Font(hbFace), unitsPerEm: hbFace.upem };
    loaded.set(name, face);
  }
  return face;
}

/** Makes every face known to a document; pdfkit embeds only the ones drawn with, subset. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const script of ["arabic", "latin"] as const)
    for (const weight of ["regular", "bold"] as const) {
      const face = fontFace(script, weight);
      doc.registerFont(face.name, face.bytes);
    }
}
