import { parse } from 'csv-parse/sync';
import { attachText, text, translate } from '../../domain/messages';

/**
 * Reading a spreadsheet a league brings (docs/open-data.md, "Importing rosters and schedules"):
 * csv-parse reads the text (RFC 4180, a byte order mark, CRLF or LF, commas or semicolons), the
 * header row names the columns, and each column is recognised by the names the systems leagues
 * leave use for it ("#", "Jersey", "No." are all the number). Nothing here stores anything.
 */

export interface ImportProblem {
  /** the file's line the row starts on (the header is line 1); null: the file as a whole */
  line: number | null;
  /** the column as the file names it; null: the row or the file */
  column: string | null;
  code: string;
  message: string;
}

export interface CsvRow {
  line: number;
  /** canonical column → the cell, trimmed */
  cells: Map<string, string>;
}

export interface ReadCsv {
  rows: CsvRow[];
  /** canonical column → the header as the file wrote it */
  headers: Map<string, string>;
  /** headers not recognised: kept out, listed in the report */
  ignored: string[];
  problems: ImportProblem[];
}

/** The most bytes an import takes (the HTTP body limit is 1 MB; this leaves room for the rest of the request). */
export const CSV_MAX_BYTES = 900_000;

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Parses `text`, mapping headers through `aliases` (canonical name → the names it goes by). At most
 * `maxRows` data rows; a row's cell count must match the header's.
 */
/** A problem whose message is the catalogue's imports.<key> (src/domain/messages): in English, and as data for other languages. */
export function importProblem(line: number | null, column: string | null, code: string, key: string, params?: Record<string, string | number>): ImportProblem {
  const message = text(`imports.${key}`, params);
  return attachText({ line, column, code, message: translate('en', message) }, message);
}

export function readCsv(text: string, aliases: Readonly<Record<string, readonly string[]>>, maxRows: number): ReadCsv {
  const problems: ImportProblem[] = [];
  const file = (problem: ImportProblem): ReadCsv => ({ rows: [], headers: new Map(), ignored: [], problems: [problem] });
  if (Buffer.byteLength(text, 'utf8') > CSV_MAX_BYTES) return file(importProblem(null, null, 'FILE_TOO_LARGE', 'FILE_TOO_LARGE.file', { max: CSV_MAX_BYTES.toLocaleString('en') }));
  const delimiter = guessDelimiter(text);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, delimiter, skip_empty_lines: true, relax_quotes: false, relax_column_count: true, info: true, to_line: maxRows + 50, max_record_size: 10_000 }) as never;
  } catch (error) {
    const e = error as { message?: string; lines?: number };
    // The parser's own words say what is wrong: English whatever the language.
    return file({ line: e.lines ?? null, column: null, code: 'NOT_CSV', message: `The file is not CSV as written: ${String(e.message ?? error).slice(0, 200)}` });
  }
  if (records.length === 0) return file(importProblem(null, null, 'EMPTY_FILE', 'EMPTY_FILE.file'));
  const [header, ...data] = records;
  const byAlias = new Map<string, string>();
  for (const [canonical, names] of Object.entries(aliases)) for (const name of [canonical, ...names]) byAlias.set(normalise(name), canonical);
  const columns: Array<string | null> = [];
  const headers = new Map<string, string>();
  const ignored: string[] = [];
  header.record.forEach((raw, index) => {
    const canonical = byAlias.get(normalise(raw));
    if (!canonical) {
      if (raw.trim()) ignored.push(raw.trim());
      columns[index] = null;
    } else if (headers.has(canonical)) {
      problems.push(importProblem(1, raw.trim(), 'DUPLICATE_COLUMN', 'DUPLICATE_COLUMN.column', { column: raw.trim(), same: headers.get(canonical)! }));
      columns[index] = null;
    } else {
      headers.set(canonical, raw.trim());
      columns[index] = canonical;
    }
  });
  if (data.length > maxRows) {
    problems.push(importProblem(null, null, 'TOO_MANY_ROWS', 'TOO_MANY_ROWS.file', { max: maxRows }));
    return { rows: [], headers, ignored, problems };
  }
  if (data.length === 0) problems.push(importProblem(null, null, 'NO_ROWS', 'NO_ROWS.file'));
  const rows: CsvRow[] = [];
  for (const { record, info } of data) {
    // The line the record ends on: the line of a one-line row, as a spreadsheet numbers it.
    const start = info.lines;
    if (record.length !== header.record.length) {
      problems.push(importProblem(start, null, 'WRONG_CELL_COUNT', 'WRONG_CELL_COUNT.row', { cells: record.length, header: header.record.length }));
      continue;
    }
    const cells = new Map<string, string>();
    record.forEach((value, index) => {
      const canonical = columns[index];
      if (canonical) cells.set(canonical, value.trim());
    });
    if ([...cells.values()].every((v) => v === '')) continue;
    rows.push({ line: start, cells });
  }
  return { rows, headers, ignored, problems };
}

/** Commas unless the header line has more semicolons (the export of a spreadsheet set to French or German). */
function guessDelimiter(text: string): string {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
