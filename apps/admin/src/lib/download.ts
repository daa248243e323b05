/** Saves `blob` as a file the browser downloads, named `filename`. */
function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves a CSV export in the browser under `filename`. A byte-order mark goes first so that
 * spreadsheet programs read the file as UTF-8 (Arabic names included).
 */
export function downloadCsv({ filename, csv }: { filename: string; csv: string }) {
  downloadBlob(filename, new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
}

/** Saves `data` as an indented JSON file (a person's data export). */
export function downloadJson(filename: string, data: unknown) {
  downloadBlob(filename, new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }));
}

/** Saves `text` as a UTF-8 text file (recovery codes). */
export function downloadText(filename: string, text: string) {
  downloadBlob(filename, new Blob([text], { type: "text/plain;charset=utf-8" }));
}
