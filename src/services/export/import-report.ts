import { attachText, type Param, text, type Text, translate } from '../../domain/messages';
import type { ImportCounts } from '../imports/import.service';

/** One problem of an imported document: a JSON Pointer to the value, a stable code, and what to change. */
export interface DocumentProblem {
  line: null;
  column: null;
  path: string;
  code: string;
  message: string;
}

export interface CompetitionImportReport extends ImportCounts {
  problems: DocumentProblem[];
  /** the competition's id here (the new one with NEW ids); null when nothing is (or would be) stored */
  competitionId: string | null;
}

/** Told how far a long import is: games replayed, then rows stored (the office's command line draws a bar). */
export type ImportProgress = (step: 'replay' | 'store', done: number, total: number) => void;

/** A problem; its message from the catalogue (src/domain/messages), or English text that is in none (an override's). */
export function problem(path: string, code: string, message: string | Text): DocumentProblem {
  if (typeof message === 'string') return { line: null, column: null, path, code, message };
  return attachText({ line: null, column: null, path, code, message: translate('en', message) }, message);
}
export const said = (key: string, params?: Record<string, Param>): Text => text(`documentImport.${key}`, params);
