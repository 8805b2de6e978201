/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a quote, a CR or an LF, a quote inside doubled. The file starts with a UTF-8 byte
 * order mark so that spreadsheet programs read accented names (Québec, Zoë) as written.
 *
 * A cell that begins with `=`, `+`, `-`, `@`, a tab or a CR is written with a leading apostrophe:
 * a spreadsheet would otherwise run it as a formula (a team named `=HYPERLINK(…)`), the attack
 * OWASP calls CSV injection. Numbers are written as numbers, so a negative goal difference stays
 * `-3`.
 */

export type Cell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
