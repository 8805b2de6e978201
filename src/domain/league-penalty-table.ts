import { PenaltySeverity } from './enums';
import type { Infraction } from './infractions';
import type { FinePayer } from './fines';
import type { SuspensionKind } from './suspensions';

/*
 * The winter league's §26 "SUSPENSIONS AND FINES" table, every row as printed (rulebook 004, lines
 * 110–126), and which row a recorded penalty falls in. "All suspensions are AUTOMATIC and begin
 * immediately. All fines MUST be paid prior to the player returning to action."
 */

export type LeagueRowId =
  | 'MINOR'
  | 'DOUBLE_MINOR'
  | 'GAME_EJECTION'
  | 'MAJOR_AGGRESSOR'
  | 'MAJOR_ACCIDENTAL'
  | 'GAME_MISCONDUCT'
  | 'GROSS_MISCONDUCT'
  | 'MATCH_INJURY'
  | 'MATCH_NO_INJURY'
  | 'PEACEMAKER'
  | 'AGGRESSOR'
  | 'INSTIGATOR'
  | 'FIGHTING_MAJOR'
  | 'FIRST_OFF_BENCH'
  | 'BENCH_CLEARING'
  | 'MATCH_ON_OFFICIAL'
  | 'SUBSTANCES';

export interface LeagueRow {
  /** the INFRACTION column as printed */
  label: string;
  /** MINUTES column; empty where it reads N/A */
  minutes: readonly number[];
  /** SHOT(S) column: penalty shots in 3 on 3 */
  shots: number;
  /** SUSPENSION column; null where it reads "none" */
  suspension: { kind: SuspensionKind; minGames: number | null; maxGames: number | null } | null;
  /** "game defaulted" */
  defaulted: boolean;
  /** FINE column in cents; null where it reads "none"; max null with a "min." and no upper figure */
  fine: { minCents: number; maxCents: number | null; payee: FinePayer } | null;
  /** the printed row, quoted in every decision */
  printed: string;
  /** remarks printed in the row */
  remark?: string;
}

const games = (min: number, max: number | null = min) => ({ kind: 'GAMES' as const, minGames: min, maxGames: max });
const dollars = (min: number, max: number | null = min, payee: FinePayer = 'PLAYER') => ({ minCents: min * 100, maxCents: max === null ? null : max * 100, payee });

export const LEAGUE_TABLE: Readonly<Record<LeagueRowId, LeagueRow>> = {
  MINOR: { label: 'Minor', minutes: [2], shots: 1, suspension: null, defaulted: false, fine: null, printed: 'Minor two (2) one (1) none none' },
  // Printed "four (2)": the minutes are four (§26 "the normal 2, 4, and 5 minute penalties").
  DOUBLE_MINOR: { label: 'Double minor', minutes: [4], shots: 2, suspension: null, defaulted: false, fine: null, printed: 'Double minor four (2) two (2) none none' },
  GAME_EJECTION: { label: 'Game ejection', minutes: [], shots: 0, suspension: null, defaulted: false, fine: null, printed: 'Game ejection N/A none none none' },
  MAJOR_AGGRESSOR: { label: 'Major – aggressor', minutes: [5], shots: 2, suspension: games(1), defaulted: false, fine: dollars(25), printed: 'Major – aggressor five (5) two (2) one (1) game $25' },
  MAJOR_ACCIDENTAL: { label: 'Major – accidental', minutes: [5], shots: 2, suspension: games(1), defaulted: false, fine: dollars(15), printed: 'Major – accidental five (5) two (2) one (1) game $15' },
  GAME_MISCONDUCT: { label: 'Game misconduct', minutes: [10], shots: 0, suspension: games(1), defaulted: false, fine: dollars(15), printed: 'Game misconduct ten (10) none one (1) game $15' },
  GROSS_MISCONDUCT: { label: 'Gross misconduct', minutes: [10], shots: 0, suspension: games(2), defaulted: false, fine: dollars(25), printed: 'Gross misconduct ten (10) none two (2) games $25' },
  MATCH_INJURY: {
    label: 'Match penalty – injury',
    minutes: [5],
    shots: 2,
    suspension: games(8, null),
    defaulted: false,
    fine: dollars(80, null),
    printed: 'Match penalty – injury five (5) two (2) min. eight (8) games min. $80',
  },
  MATCH_NO_INJURY: {
    label: 'Match penalty – w/o injury',
    minutes: [5],
    shots: 2,
    suspension: games(3),
    defaulted: false,
    fine: dollars(50),
    printed: 'Match penalty – w/o injury five (5) two (2) three (3) games $50',
  },
  PEACEMAKER: { label: 'Peacemaker (3rd man)', minutes: [2], shots: 1, suspension: games(1), defaulted: false, fine: dollars(15), printed: 'Peacemaker (3rd man) two (2) one (1) one (1) game $15' },
  AGGRESSOR: { label: 'Aggressor', minutes: [2], shots: 1, suspension: games(1), defaulted: false, fine: dollars(15), printed: 'Aggressor two (2) one (1) one (1) game $15' },
  INSTIGATOR: { label: 'Instigator', minutes: [2], shots: 1, suspension: games(1), defaulted: false, fine: dollars(15), printed: 'Instigator two (2) one (1) one (1) game $15' },
  FIGHTING_MAJOR: {
    label: 'Fighting major',
    minutes: [5],
    shots: 2,
    suspension: games(3, 5),
    defaulted: false,
    fine: dollars(50, 100),
    printed: 'Fighting major five (5) two (2) min. 3 – 5 games $50 - $100',
  },
  FIRST_OFF_BENCH: {
    label: '1st player off bench',
    minutes: [2, 10],
    shots: 2,
    suspension: games(1, 3),
    defaulted: false,
    fine: dollars(15, 30),
    printed: '1st player off bench two (2) + ten (10) two (2) (1) – (3) games $15 - $30',
  },
  BENCH_CLEARING: {
    label: 'team bench clearing',
    minutes: [10],
    shots: 2,
    suspension: null,
    defaulted: true,
    fine: dollars(100, 100, 'TEAM'),
    printed: 'team bench clearing ten (10) two (2) game defaulted $100',
  },
  MATCH_ON_OFFICIAL: {
    label: 'match on official',
    minutes: [5],
    shots: 2,
    suspension: { kind: 'LIFE', minGames: null, maxGames: null },
    defaulted: false,
    fine: dollars(100, null),
    printed: 'match on official five (5) two (2) life suspension min. $100 *Charges laid.',
    remark: '*Charges laid.',
  },
  // "gone for season": the season is the competition. §23 adds "expelled and banned from the building
  // and the league"; the table's row is the automatic part, a wider ban is an official's call.
  SUBSTANCES: {
    label: 'Booze, drugs in building',
    minutes: [],
    shots: 0,
    suspension: { kind: 'REST_OF_COMPETITION', minGames: null, maxGames: null },
    defaulted: false,
    fine: dollars(100),
    printed: 'Booze, drugs in building N/A none gone for season $100',
  },
};

/** Facts a row may need that a recorded penalty does not carry; undefined/null: not known. */
export interface RowFacts {
  severity: PenaltySeverity;
  infraction: Infraction | null;
  ejected: boolean;
  injury?: boolean | null;
  accidental?: boolean | null;
}

/** A row chosen, with the assumption made to choose it (if any). */
export interface RowChoice {
  row: LeagueRowId;
  assumption?: string;
}

/*
 * THE MAPPING. A penalty falls in the row its infraction names, and in the row its severity names;
 * where both name a row with consequences, the heavier one governs (a gross misconduct to a
 * peacemaker is not let off with the peacemaker's one game). The team's row (bench clearing) is
 * applied on top of whatever the player's row is.
 *
 *   infraction                       severity               row
 *   SUBSTANCE_IN_BUILDING            any                    Booze, drugs in building
 *   MATCH_ON_OFFICIAL                any                    match on official
 *   BENCH_CLEARING                   any                    team bench clearing (team row, added)
 *   FIRST_PLAYER_OFF_THE_BENCH       any but MISCONDUCT     1st player off bench (the MISCONDUCT is its "+ ten")
 *   FIGHTING                         any                    Fighting major
 *   PEACEMAKER                       any                    Peacemaker (3rd man)
 *   AGGRESSOR                        MAJOR, MATCH           Major – aggressor
 *   AGGRESSOR                        other                  Aggressor
 *   INSTIGATOR                       any                    Instigator
 *   any                              MINOR                  Minor
 *   any                              DOUBLE_MINOR           Double minor
 *   any                              MAJOR                  Major – accidental if recorded accidental, else Major – aggressor (*)
 *   any                              MISCONDUCT             no row (the table has none for a 10-minute misconduct)
 *   any                              GAME_MISCONDUCT        Game misconduct
 *   any                              GROSS_MISCONDUCT       Gross misconduct
 *   any                              MATCH                  Match – w/o injury if recorded without, else Match – injury (*)
 *   ejected, governing row has no consequence             Game ejection
 *
 * (*) the penalty does not record intent or injury. The stricter row is the automatic one: a
 *     suspension too long can be shortened before it matters, one too short lets a player play who
 *     should sit, and §6 defaults the games he plays in. The decision says what was assumed.
 */
const BY_INFRACTION: ReadonlyArray<readonly [Infraction, (f: RowFacts) => LeagueRowId | null]> = [
  ['SUBSTANCE_IN_BUILDING', () => 'SUBSTANCES'],
  ['MATCH_ON_OFFICIAL', () => 'MATCH_ON_OFFICIAL'],
  ['FIRST_PLAYER_OFF_THE_BENCH', (f) => (f.severity === PenaltySeverity.MISCONDUCT ? null : 'FIRST_OFF_BENCH')],
  ['FIGHTING', () => 'FIGHTING_MAJOR'],
  ['PEACEMAKER', () => 'PEACEMAKER'],
  ['AGGRESSOR', (f) => (f.severity === PenaltySeverity.MAJOR || f.severity === PenaltySeverity.MATCH ? 'MAJOR_AGGRESSOR' : 'AGGRESSOR')],
  ['INSTIGATOR', () => 'INSTIGATOR'],
];

const ASSUMED_DELIBERATE = 'Intent not recorded: read as deliberate ("Major – aggressor", $25); an official lowers the fine to $15 if the major was accidental.';
const ASSUMED_INJURY = 'Injury not recorded: read as with injury ("min. eight (8) games min. $80"); an official shortens it to three games and $50 if there was none.';

function bySeverity(f: RowFacts): RowChoice | null {
  switch (f.severity) {
    case PenaltySeverity.MINOR:
      return { row: 'MINOR' };
    case PenaltySeverity.DOUBLE_MINOR:
      return { row: 'DOUBLE_MINOR' };
    case PenaltySeverity.MAJOR:
      return f.accidental === true ? { row: 'MAJOR_ACCIDENTAL' } : { row: 'MAJOR_AGGRESSOR', ...(f.accidental === false ? {} : { assumption: ASSUMED_DELIBERATE }) };
    case PenaltySeverity.MISCONDUCT:
      return null;
    case PenaltySeverity.GAME_MISCONDUCT:
      return { row: 'GAME_MISCONDUCT' };
    case PenaltySeverity.GROSS_MISCONDUCT:
      return { row: 'GROSS_MISCONDUCT' };
    case PenaltySeverity.MATCH:
      return f.injury === false ? { row: 'MATCH_NO_INJURY' } : { row: 'MATCH_INJURY', ...(f.injury === true ? {} : { assumption: ASSUMED_INJURY }) };
  }
}

const KIND_WEIGHT: Record<SuspensionKind, number> = { GAMES: 1, INDEFINITE: 2, REST_OF_COMPETITION: 3, LIFE: 4 };

/** Heavier first: by suspension kind, then games, then fine. */
export function rowWeight(id: LeagueRowId): [number, number, number] {
  const row = LEAGUE_TABLE[id];
  return [row.suspension ? KIND_WEIGHT[row.suspension.kind] : 0, row.suspension?.minGames ?? 0, row.fine?.minCents ?? 0];
}

function heavier(a: RowChoice, b: RowChoice): RowChoice {
  const [wa, wb] = [rowWeight(a.row), rowWeight(b.row)];
  for (let i = 0; i < wa.length; i += 1) {
    if (wa[i] !== wb[i]) return wa[i] > wb[i] ? a : b;
  }
  return a;
}

/**
 * The §26 rows a penalty falls in: the player's governing row (if any) and the team's bench-clearing
 * row when the infraction is bench clearing.
 */
export function leagueRowsFor(f: RowFacts): { player: RowChoice | null; team: LeagueRowId | null } {
  const named = f.infraction ? (BY_INFRACTION.find(([code]) => code === f.infraction)?.[1](f) ?? null) : null;
  const fromInfraction: RowChoice | null = named ? { row: named } : null;
  const fromSeverity = bySeverity(f);
  // The infraction's row is listed first so it wins a tie: it is the more specific.
  let player = fromInfraction && fromSeverity ? heavier(fromInfraction, fromSeverity) : (fromInfraction ?? fromSeverity);
  const noConsequence = !player || (!LEAGUE_TABLE[player.row].suspension && !LEAGUE_TABLE[player.row].fine);
  if (f.ejected && noConsequence) player = { row: 'GAME_EJECTION' };
  return { player, team: f.infraction === 'BENCH_CLEARING' ? 'BENCH_CLEARING' : null };
}
