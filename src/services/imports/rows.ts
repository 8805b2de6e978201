import { isCalendarDate, zonedInstant } from '../../domain/calendar';
import { GameStage, Position } from '../../domain/enums';
import { TEXT_MAX, textProblem } from '../../domain/text-rules';
import { type CsvRow, type ImportProblem, importProblem } from './csv-input';

/**
 * What each row of a roster or schedule file means, checked cell by cell; every problem is named
 * with its line and column (docs/open-data.md, "Importing rosters and schedules"). Pure. Each
 * message comes from the catalogue (src/domain/messages, imports.<code>.<what>), in English and as data.
 */

export const ROSTER_COLUMNS = {
  name: ['player', 'player name', 'full name'],
  firstName: ['first name', 'first', 'given name', 'firstname', 'prénom', 'prenom'],
  lastName: ['last name', 'last', 'surname', 'family name', 'lastname', 'nom'],
  number: ['no', 'no.', '#', 'jersey', 'jersey number', 'jersey #', 'sweater', 'numéro', 'numero'],
  position: ['pos', 'pos.', 'poste'],
  birthDate: ['birth date', 'birthdate', 'date of birth', 'dob', 'birthday', 'date de naissance'],
  shoots: ['shot', 'shot hand', 'handedness', 'hand', 'catches', 'lance'],
  waiver: ['waiver signed', 'signed waiver', 'waiver on file', 'waiver received', 'décharge', 'decharge', 'décharge signée', 'decharge signee', 'renonciation'],
  /** Cole Harbour 000:7: who cleared a change after the schedule is drawn (R84) */
  clearance: ['cleared by', 'official clearance', 'clearance by', 'approved by', 'autorisation', 'autorisé par', 'autorise par', 'approuvé par', 'approuve par', 'approbation'],
} as const;

export const SCHEDULE_COLUMNS = {
  date: ['game date', 'day'],
  time: ['start', 'start time', 'game time', 'heure'],
  home: ['home team', 'domicile', 'local'],
  away: ['away team', 'visitor', 'visitors', 'visiting team', 'guest', 'visiteur', 'visiteurs'],
  venue: ['rink', 'arena', 'location', 'surface', 'aréna', 'lieu'],
  stage: ['type', 'game type', 'round'],
  division: ['league', 'tier', 'group'],
} as const;

export interface RosterRow {
  line: number;
  name: string;
  number: number;
  position: Position;
  birthDate: string;
  /** the file's waiver column (Cole Harbour's safety waiver, R21); absent: the file has none */
  waiverSigned?: boolean;
  /** the Tournament Official's clearance of an addition after the draw (Cole Harbour 000:7, R84); null: none given */
  clearance: string | null;
}

export interface ScheduleRow {
  line: number;
  startsAt: Date;
  home: string;
  away: string;
  venue: string | null;
  stage: GameStage | null;
}

const GOALIE = new Set(['g', 'gk', 'goalie', 'goaltender', 'goalkeeper', 'gardien', 'gardien de but']);
const SKATER = new Set([
  'f',
  'c',
  'lw',
  'rw',
  'w',
  'd',
  'ld',
  'rd',
  'fwd',
  'forward',
  'defence',
  'defense',
  'defenseman',
  'defenceman',
  'skater',
  'center',
  'centre',
  'wing',
  'winger',
  'attaquant',
  'a',
  'av',
  'ailier',
  'ag',
  'ad',
  'défenseur',
  'defenseur',
  'joueur',
]);
/** A yes-or-no cell as spreadsheets write it, in English and French; an empty cell is no. */
const YES = new Set(['yes', 'y', 'true', '1', 'x', '✓', 'signed', 'on file', 'oui', 'o', 'vrai', 'signé', 'signée', 'signe', 'signee']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'not signed', 'non', 'faux']);

export function rosterRow(row: CsvRow, headers: ReadonlyMap<string, string>): { row?: RosterRow; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: string, code: string, key: string, params?: Record<string, string | number>) => problems.push(importProblem(row.line, headers.get(column) ?? column, code, key, params));
  const cell = (column: string) => row.cells.get(column) ?? '';

  const written = cell('name') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
  // Runs of spaces are a spreadsheet's, not the name's; anything else is held to the mutations' text rules (a line break is refused, not joined).
  const name = written.replace(/ +/g, ' ').trim();
  if (!name) problem(headers.has('name') ? 'name' : 'lastName', 'MISSING', 'MISSING.name');
  else {
    const why = textProblem(name, { max: TEXT_MAX.NAME });
    if (why) problem('name', 'INVALID_TEXT', 'INVALID_TEXT.name', { why });
  }

  const numberText = cell('number');
  const number = /^\d{1,2}$/.test(numberText) ? Number(numberText) : NaN;
  if (!numberText) problem('number', 'MISSING', 'MISSING.number');
  else if (Number.isNaN(number)) problem('number', 'NOT_A_NUMBER', 'NOT_A_NUMBER.number', { value: numberText.slice(0, 20) });

  const positionText = cell('position').toLowerCase();
  const position = GOALIE.has(positionText) ? Position.GOALIE : SKATER.has(positionText) || positionText === '' ? Position.SKATER : null;
  if (position === null) problem('position', 'UNKNOWN_POSITION', 'UNKNOWN_POSITION.position', { value: cell('position').slice(0, 20) });

  const birthDate = cell('birthDate');
  if (!birthDate) problem('birthDate', 'MISSING', 'MISSING.birthDate');
  else if (!isCalendarDate(birthDate)) {
    problem('birthDate', 'NOT_A_DATE', /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(birthDate) ? 'NOT_A_DATE.dayOrMonth' : 'NOT_A_DATE.date', { value: birthDate.slice(0, 20) });
  }

  const shoots = cell('shoots').toLowerCase();
  if (shoots && !['l', 'r', 'left', 'right', 'gauche', 'droite', 'g', 'd'].includes(shoots)) problem('shoots', 'UNKNOWN_HAND', 'UNKNOWN_HAND.shoots', { value: cell('shoots').slice(0, 20) });

  const waiverText = cell('waiver').toLowerCase();
  const waiverSigned = YES.has(waiverText) ? true : NO.has(waiverText) ? false : null;
  if (waiverSigned === null) problem('waiver', 'NOT_YES_NO', 'NOT_YES_NO.waiver', { value: cell('waiver').slice(0, 20) });

  const clearance = cell('clearance').replace(/ +/g, ' ').trim() || null;
  const clearanceWhy = clearance ? textProblem(clearance, { max: TEXT_MAX.REASON }) : null;
  if (clearanceWhy) problem('clearance', 'INVALID_TEXT', 'INVALID_TEXT.clearance', { why: clearanceWhy });

  if (problems.length) return { problems };
  return { row: { line: row.line, name, number, position: position!, birthDate, clearance, ...(headers.has('waiver') ? { waiverSigned: waiverSigned! } : {}) }, problems };
}

const STAGES: Record<string, GameStage> = {
  'round robin': GameStage.ROUND_ROBIN,
  'regular season': GameStage.REGULAR_SEASON,
  regular: GameStage.REGULAR_SEASON,
  season: GameStage.REGULAR_SEASON,
  playoff: GameStage.PLAYOFF,
  playoffs: GameStage.PLAYOFF,
  'quarter final': GameStage.QUARTERFINAL,
  quarterfinal: GameStage.QUARTERFINAL,
  'semi final': GameStage.SEMIFINAL,
  semifinal: GameStage.SEMIFINAL,
  final: GameStage.FINAL,
  consolation: GameStage.CONSOLATION,
};

/** "7:30 PM", "19:30", "19h30" → "19:30"; null when it is not a time of day. */
export function timeOfDay(text: string): string | null {
  const m = /^(\d{1,2})(?:[:h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (m[2] === undefined && !half) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export function scheduleRow(row: CsvRow, headers: ReadonlyMap<string, string>, context: { timeZone: string; divisionName: string }): { row?: ScheduleRow; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: string, code: string, key: string, params?: Record<string, string | number>) => problems.push(importProblem(row.line, headers.get(column) ?? column, code, key, params));
  const cell = (column: string) => row.cells.get(column) ?? '';

  const date = cell('date');
  const time = timeOfDay(cell('time'));
  if (!date) problem('date', 'MISSING', 'MISSING.date');
  else if (!isCalendarDate(date)) problem('date', 'NOT_A_DATE', 'NOT_A_DATE.date', { value: date.slice(0, 20) });
  if (!cell('time')) problem('time', 'MISSING', 'MISSING.time');
  else if (!time) problem('time', 'NOT_A_TIME', 'NOT_A_TIME.time', { value: cell('time').slice(0, 20) });
  let startsAt: Date | null = null;
  if (date && isCalendarDate(date) && time) {
    startsAt = zonedInstant(date, time, context.timeZone);
    if (!startsAt) problem('time', 'NO_SUCH_TIME', 'NO_SUCH_TIME.time', { date, time, zone: context.timeZone });
  }

  const home = cell('home').replace(/\s+/g, ' ');
  const away = cell('away').replace(/\s+/g, ' ');
  if (!home) problem('home', 'MISSING', 'MISSING.home');
  if (!away) problem('away', 'MISSING', 'MISSING.away');
  if (home && away && home.toLowerCase() === away.toLowerCase()) problem('away', 'SAME_TEAM', 'SAME_TEAM.away');

  const venue = cell('venue') || null;
  const venueWhy = venue ? textProblem(venue, { max: TEXT_MAX.NAME }) : null;
  if (venueWhy) problem('venue', 'INVALID_TEXT', 'INVALID_TEXT.venue', { why: venueWhy });

  const stageText = cell('stage').toLowerCase().replace(/[_-]+/g, ' ').trim();
  const stage = stageText ? (STAGES[stageText] ?? null) : null;
  if (stageText && !stage) problem('stage', 'UNKNOWN_STAGE', 'UNKNOWN_STAGE.stage', { value: cell('stage').slice(0, 30) });

  const division = cell('division');
  if (division && division.toLowerCase() !== context.divisionName.toLowerCase()) {
    problem('division', 'OTHER_DIVISION', 'OTHER_DIVISION.division', { value: division.slice(0, 60), division: context.divisionName });
  }

  if (problems.length) return { problems };
  return { row: { line: row.line, startsAt: startsAt!, home, away, venue, stage }, problems };
}
