/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled. */

/**
 * A cell as text. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) get a leading apostrophe, so an exported file opened in a spreadsheet runs nothing.
 */
function cell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [
    columns.map(cell).join(","),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export class CsvError extends Error {
  override readonly name = "CsvError";
}

/** The records of a CSV text with a header line, keyed by the header's (trimmed) names. */
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (quoted) throw new CsvError("The CSV ends inside a quoted field.");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...records] = rows.filter((line) => line.some((value) => value.trim() !== ""));
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return records.map((values, line) => {
    if (values.length > names.length)
      throw new CsvError(`Line ${line + 2} has ${values.length} fields; the header has ${names.length}.`);
    return Object.fromEntries(names.map((name, column) => [name, values[column] ?? ""]));
  });
}
