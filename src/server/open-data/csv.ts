/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a semicolon, a quote, a tab, a CR or an LF, a quote inside doubled. The file starts with a UTF-8 byte
 * order mark so that spreadsheet programs read accented names (Québec, Zoë) as written.
 *
 * A cell that begins with `=`, `+`, `-`, `@`, a tab or a CR is written with a leading apostrophe:
 * a spreadsheet would otherwise run it as a formula (a team named `=HYPERLINK(…)`), the attack
 * OWASP calls CSV injection. Numbers are written as numbers, so a negative goal difference stays
 * `-3`.
 *
 * Spreadsheets set to a locale whose decimal mark is a comma (French, German…) split on `;`, so a
 * cell holding either separator, `,` or `;`, is quoted: Excel, LibreOffice Calc and Google Sheets
 * keep a quoted field whole, whatever their separator. Quoting keeps a cell whole but does not make
 * it text: those programs read a quoted field's content as if it had been typed, so a quoted
 * `"=1+1"` is still a formula, which is why the leading apostrophe stays. And for a reader that
 * splits without honouring quotes, a formula character that follows a separator (`,` `;` a tab or
 * a line break, spaces aside) inside a cell gets the same apostrophe: `x;=1+1` is written
 * `"x;'=1+1"`, inert however the line is split.
 */

export type Cell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula character after a separator of either locale (or a tab or line break) and any spaces: where a cell could start if the line were split there. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n] *)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
