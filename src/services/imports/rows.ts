import { isCalendarDate, zonedInstant } from '../../domain/calendar';
import { GameStage, Position } from '../../domain/enums';
import type { CsvRow, ImportProblem } from './csv-input';

/**
 * What each row of a roster or schedule file means, checked cell by cell; every problem is named
 * with its line and column (docs/open-data.md, "Importing rosters and schedules"). Pure.
 */

export const ROSTER_COLUMNS = {
  name: ['player', 'player name', 'full name'],
  firstName: ['first name', 'first', 'given name', 'firstname', 'prénom', 'prenom'],
  lastName: ['last name', 'last', 'surname', 'family name', 'lastname', 'nom'],
  number: ['no', 'no.', '#', 'jersey', 'jersey number', 'jersey #', 'sweater', 'numéro', 'numero'],
  position: ['pos', 'pos.', 'poste'],
  birthDate: ['birth date', 'birthdate', 'date of birth', 'dob', 'birthday', 'date de naissance'],
  shoots: ['shot', 'shot hand', 'handedness', 'hand', 'catches', 'lance'],
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
const SKATER = new Set(['f', 'c', 'lw', 'rw', 'w', 'd', 'ld', 'rd', 'fwd', 'forward', 'defence', 'defense', 'defenseman', 'defenceman', 'skater', 'center', 'centre', 'wing', 'winger', 'attaquant', 'a', 'av', 'ailier', 'ag', 'ad', 'défenseur', 'defenseur', 'joueur']);
const NAME_MAX = 120;

export function rosterRow(row: CsvRow, headers: ReadonlyMap<string, string>): { row?: RosterRow; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: string, code: string, message: string) => problems.push({ line: row.line, column: headers.get(column) ?? column, code, message });
  const cell = (column: string) => row.cells.get(column) ?? '';

  const name = (cell('name') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();
  if (!name) problem(headers.has('name') ? 'name' : 'lastName', 'MISSING', 'A player needs a name.');
  else if (name.length > NAME_MAX) problem('name', 'TOO_LONG', `A name has at most ${NAME_MAX} characters.`);
  else if (/[\u0000-\u001f\u007f]/.test(name)) problem('name', 'CONTROL_CHARACTERS', 'A name cannot hold control characters.');

  const numberText = cell('number');
  const number = /^\d{1,2}$/.test(numberText) ? Number(numberText) : NaN;
  if (!numberText) problem('number', 'MISSING', 'A jersey number is needed (0–99).');
  else if (Number.isNaN(number)) problem('number', 'NOT_A_NUMBER', `"${numberText.slice(0, 20)}" is not a jersey number (0–99).`);

  const positionText = cell('position').toLowerCase();
  const position = GOALIE.has(positionText) ? Position.GOALIE : SKATER.has(positionText) || positionText === '' ? Position.SKATER : null;
  if (position === null) problem('position', 'UNKNOWN_POSITION', `"${cell('position').slice(0, 20)}" is not a position: G (goalie), or F, C, LW, RW, D (skaters); empty for a skater.`);

  const birthDate = cell('birthDate');
  if (!birthDate) problem('birthDate', 'MISSING', 'A birth date is needed (YYYY-MM-DD): the age rules read it.');
  else if (!isCalendarDate(birthDate)) {
    problem('birthDate', 'NOT_A_DATE', `"${birthDate.slice(0, 20)}" is not a date written YYYY-MM-DD${/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(birthDate) ? ': 04/05/1998 could be April or May, so only the year-first form is taken' : ''}.`);
  }

  const shoots = cell('shoots').toLowerCase();
  if (shoots && !['l', 'r', 'left', 'right', 'gauche', 'droite', 'g', 'd'].includes(shoots)) problem('shoots', 'UNKNOWN_HAND', `"${cell('shoots').slice(0, 20)}" is not a hand: L or R.`);

  if (problems.length) return { problems };
  return { row: { line: row.line, name, number, position: position!, birthDate }, problems };
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
  const problem = (column: string, code: string, message: string) => problems.push({ line: row.line, column: headers.get(column) ?? column, code, message });
  const cell = (column: string) => row.cells.get(column) ?? '';

  const date = cell('date');
  const time = timeOfDay(cell('time'));
  if (!date) problem('date', 'MISSING', 'A date is needed (YYYY-MM-DD).');
  else if (!isCalendarDate(date)) problem('date', 'NOT_A_DATE', `"${date.slice(0, 20)}" is not a date written YYYY-MM-DD.`);
  if (!cell('time')) problem('time', 'MISSING', 'A start time is needed (19:30 or 7:30 PM).');
  else if (!time) problem('time', 'NOT_A_TIME', `"${cell('time').slice(0, 20)}" is not a time of day (19:30 or 7:30 PM).`);
  let startsAt: Date | null = null;
  if (date && isCalendarDate(date) && time) {
    startsAt = zonedInstant(date, time, context.timeZone);
    if (!startsAt) problem('time', 'NO_SUCH_TIME', `${date} ${time} does not exist in ${context.timeZone}: the clocks skip it (daylight saving).`);
  }

  const home = cell('home').replace(/\s+/g, ' ');
  const away = cell('away').replace(/\s+/g, ' ');
  if (!home) problem('home', 'MISSING', 'The home team is needed.');
  if (!away) problem('away', 'MISSING', 'The away team is needed.');
  if (home && away && home.toLowerCase() === away.toLowerCase()) problem('away', 'SAME_TEAM', 'A team cannot play itself.');

  const venue = cell('venue') || null;
  if (venue && venue.length > 120) problem('venue', 'TOO_LONG', 'A venue has at most 120 characters.');

  const stageText = cell('stage').toLowerCase().replace(/[_-]+/g, ' ').trim();
  const stage = stageText ? (STAGES[stageText] ?? null) : null;
  if (stageText && !stage) problem('stage', 'UNKNOWN_STAGE', `"${cell('stage').slice(0, 30)}" is not a stage: round robin, regular season, playoff, quarter final, semi final, final, consolation.`);

  const division = cell('division');
  if (division && division.toLowerCase() !== context.divisionName.toLowerCase()) {
    problem('division', 'OTHER_DIVISION', `This row is for "${division.slice(0, 60)}"; the file is being imported into ${context.divisionName}.`);
  }

  if (problems.length) return { problems };
  return { row: { line: row.line, startsAt: startsAt!, home, away, venue, stage }, problems };
}
