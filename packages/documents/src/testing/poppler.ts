import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";

/**
 * The PDFs are checked the way a person or a print shop would read them: with poppler's
 * command-line tools (Debian's poppler-utils: pdftotext, pdftoppm, pdfinfo, pdfimages).
 */
export function popplerInstalled() {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Locally a test file may skip without poppler; in CI (CI=true) that would hide a missing
 * install step, so the file fails instead.
 */
export function requirePopplerInCi() {
  const installed = popplerInstalled();
  if (!installed && process.env.CI)
    throw new Error("pdftotext is missing: CI must install Debian's poppler-utils (see .ci/run).");
  return installed;
}

function withPdf<T>(pdf: Uint8Array, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "wro-documents-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8" });

/**
 * `pdftotext` of the whole document or of one page. Poppler marks each right-to-left or
 * left-to-right stretch of a line with Unicode embedding controls (U+202A…U+202C); they are
 * directions for display, not text, and are taken out.
 */
export function pdfText(pdf: Uint8Array, page?: number) {
  const pages = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
  return withPdf(pdf, (file) => run("pdftotext", [...pages, file, "-"])).replace(/[\u202A-\u202E]/g, "");
}

/**
 * The words of a page where pdftotext finds them (`-bbox`): each word's text as poppler reads it
 * (an Arabic word's letters in visual order, right to left reversed) and its box in points.
 * What it shows is where a line's runs are drawn, whatever order pdftotext would read them in.
 */
export function wordBoxes(pdf: Uint8Array, page: number) {
  const html = withPdf(pdf, (file) =>
    run("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"]),
  );
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: (text ?? "").replace(/&(\w+);/g, (whole, name: string) => entities[name] ?? whole),
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

export function pageCount(pdf: Uint8Array) {
  const info = withPdf(pdf, (file) => run("pdfinfo", [file]));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The images embedded in the document, as `pdfimages -list` describes them. */
export function embeddedImages(pdf: Uint8Array) {
  const rows = withPdf(pdf, (file) => run("pdfimages", ["-list", file]))
    .trim()
    .split("\n")
    .slice(2);
  return rows.map((row) => {
    const [page, , type, width, height, , , , encoding] = row.trim().split(/\s+/);
    return { page: Number(page), type, width: Number(width), height: Number(height), encoding };
  });
}

/** The fonts of the document, as `pdffonts` lists them: name, embedded, subset. */
export function embeddedFonts(pdf: Uint8Array) {
  const rows = withPdf(pdf, (file) => run("pdffonts", [file]))
    .trim()
    .split("\n")
    .slice(2);
  return rows.map((row) => {
    const columns = row.trim().split(/\s+/);
    // name type… encoding emb sub uni object-id generation
    const [embedded, subset] = columns.slice(-5, -3);
    return { name: columns[0] ?? "", embedded: embedded === "yes", subset: subset === "yes" };
  });
}

export interface Raster {
  width: number;
  height: number;
  /** One byte of grey per pixel, row by row. */
  grey: Uint8Array;
}

/** One page rendered by pdftoppm in shades of grey (a binary PGM, read here without a library). */
export function renderPage(pdf: Uint8Array, page: number, dpi: number): Raster {
  return withPdf(pdf, (file, dir) => {
    const out = join(dir, "page");
    execFileSync("pdftoppm", [
      "-gray",
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-singlefile",
      file,
      out,
    ]);
    const bytes = readFileSync(`${out}.pgm`);
    // Header: "P5", width, height, maximum value, each followed by one whitespace byte.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not write a binary PGM");
    const [whole, width, height] = header;
    return {
      width: Number(width),
      height: Number(height),
      grey: new Uint8Array(bytes.subarray(whole.length)),
    };
  });
}

/** Renders a page to PNG or JPEG bytes: real images to use as badge photos. */
export function pageImage(pdf: Uint8Array, format: "png" | "jpeg", dpi: number) {
  return withPdf(pdf, (file, dir) => {
    const out = join(dir, "photo");
    execFileSync("pdftoppm", [`-${format}`, "-r", String(dpi), "-singlefile", file, out]);
    return new Uint8Array(readFileSync(`${out}.${format === "png" ? "png" : "jpg"}`));
  });
}

/** Reads the QR code inside a region of a raster (the whole page if none), or null. */
export function readQr(raster: Raster, region = { x: 0, y: 0, width: raster.width, height: raster.height }) {
  const rgba = new Uint8ClampedArray(region.width * region.height * 4);
  for (let row = 0; row < region.height; row++)
    for (let column = 0; column < region.width; column++) {
      const grey = raster.grey[(region.y + row) * raster.width + region.x + column] ?? 255;
      const at = (row * region.width + column) * 4;
      rgba[at] = rgba[at + 1] = rgba[at + 2] = grey;
      rgba[at + 3] = 255;
    }
  return jsQR(rgba, region.width, region.height)?.data ?? null;
}
