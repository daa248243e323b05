import { AppError } from "@wro/constants";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/**
 * CSV in and out, one way for the admin exports, the CLI and the imports: RFC 4180 through
 * csv-stringify / csv-parse, with the spreadsheet-formula guard that neither library has.
 */

/** Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading apostrophe. */
const guard = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return guard(typeof value === "string" ? value : JSON.stringify(value));
}

/** A CSV file: a header of `columns`, then one line per row (CRLF line ends, as spreadsheets expect). */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return stringify([columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column])))], {
    record_delimiter: "\r\n",
    // The library quotes only the record delimiter; a bare line break must be quoted too.
    quoted_match: /[\r\n]/,
  });
}

/** An export for the browser to download: `name-YYYY-MM-DD.csv` (today, UTC) and its text. */
export const csvFile = (name: string, csv: string) => ({
  filename: `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
  csv,
});

/**
 * The records of a CSV text with a header line, keyed by the header's trimmed names. A BOM and
 * blank lines are skipped; a malformed file throws an `AppError` "invalidInput" naming the line.
 */
export function parseCsv(text: string): Array<Record<string, string>> {
  try {
    return parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count_less: true,
    });
  } catch (error) {
    if (error instanceof Error && "code" in error && "lines" in error)
      throw new AppError("invalidInput", {
        message: `Line ${String(error.lines)}: ${describe(String(error.code))}`,
      });
    throw error;
  }
}

function describe(code: string): string {
  switch (code) {
    case "CSV_RECORD_INCONSISTENT_COLUMNS":
      return "it has more fields than the header.";
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quoted field is never closed.";
    default:
      return "the CSV is malformed here.";
  }
}
