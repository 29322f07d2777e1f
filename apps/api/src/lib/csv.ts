import { stringify } from 'csv-stringify/sync';

/** A cell of an export: text, a number, or empty (null). */
export type CsvCell = string | number | null;

/**
 * The exports' one CSV writer (docs/money.md#exports): RFC 4180 through csv-stringify (CRLF records,
 * quotes doubled, a cell with a comma, quote or line break quoted), with a header row. A cell that
 * begins with `=`, `+`, `-` or `@` (or a tab or carriage return) is prefixed with `'`, so a
 * spreadsheet shows it as text and never runs it as a formula.
 */
export function toCsv(header: readonly string[], rows: CsvCell[][]): string {
  return stringify([[...header], ...rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))], {
    record_delimiter: 'windows',
    escape_formulas: true,
    // A bare line feed inside a cell is quoted too (csv-stringify quotes only the record delimiter).
    quoted_match: /[\r\n]/,
  });
}

/** The content type and download name of an export. */
export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});
