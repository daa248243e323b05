import QRCode from "qrcode";

/**
 * Draws `text` as a QR code: a `size`-point square at (x, y), quiet zone included, dark modules
 * as vector rectangles (sharp at any print resolution, a few hundred bytes). Level M corrects
 * 15 % damage, enough for a creased or scuffed badge; each row's runs of dark modules are one
 * rectangle, which keeps a 500-badge file small.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4; // modules of white border the QR specification asks for
  const module = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.data[row * modules.size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.data[row * modules.size + column]) column++;
      doc.rect(x + (quiet + start) * module, y + (quiet + row) * module, (column - start) * module, module);
    }
  }
  doc.fill("#000000");
  doc.restore();
}
