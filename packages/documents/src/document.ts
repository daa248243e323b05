import PDFDocument from "pdfkit";
import { registerFonts } from "./fonts.ts";

export interface DocumentInfo {
  title: string;
  /** BCP 47 language of the document ("en", "ar"): screen readers pick their voice from it. */
  language: string;
}

/**
 * A new PDF with the project's fonts registered and no page yet (each document adds its own
 * pages, of its own size). `font: null` skips pdfkit's default Helvetica, which no document uses.
 */
export function createDocument(info: DocumentInfo) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    font: null as unknown as string,
    lang: info.language,
    displayTitle: true,
    info: { Title: info.title, Creator: "WRO Saudi Arabia" },
  });
  registerFonts(doc);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function finishDocument(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.end();
  });
}
