/**
 * CSV for spreadsheets opened in French Excel (docs/decisions/0028): `;` between cells (the French list
 * separator), CRLF line ends, a UTF-8 byte order mark so accents open right, RFC 4180 quoting.
 */
export type CsvCell = string | number | null | undefined;

const SEPARATOR = ';';
const BOM = '\uFEFF';

// A text cell starting like a formula would run as one in a spreadsheet (CSV injection): it is shown as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: header row then one row per record, as a string to send with `text/csv; charset=utf-8`. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** `Content-Disposition` of a download named `name` (ASCII names only: ours are made in code). */
export const attachment = (name: string): string => `attachment; filename="${name}"`;
