import type { BoardSnapshotFragment, GamePageQuery } from '../generated/graphql';
import type { LogEvent } from '../lib/game-log';
import { locale, t } from '../lib/i18n';
import { shotsByPeriod } from '../scoreboard/shots';

/**
 * What the game page computes from the game, its log and its latest snapshot: pure functions, so
 * the page draws the same box score whatever order the answers arrive in.
 */

export type Game = NonNullable<GamePageQuery['game']>;
export type { LogEvent };
export type Side = 'home' | 'away';
export const SIDES: readonly Side[] = ['home', 'away'];

/** A period's label as the scoreboard prints it: "1", "2"…, then "OT", "OT2" past the regulation periods. */
export function periodLabelOf(period: number, regulationPeriods: number): string {
  if (period <= regulationPeriods) return String(period);
  const n = period - regulationPeriods;
  return n === 1 ? 'OT' : `OT${n}`;
}

/** The goals of the log, in order: goals, and penalty shots that went in (voided ones left out). */
export function goalsOf(events: readonly LogEvent[]): LogEvent[] {
  return events.filter((e) => !e.voided && (e.type === 'GOAL' || (e.type === 'PENALTY_SHOT' && e.scored === true)));
}

/** The penalties of the log, in order (voided ones left out). */
export function penaltiesOf(events: readonly LogEvent[]): LogEvent[] {
  return events.filter((e) => !e.voided && e.type === 'PENALTY');
}

/** Whose event it is: the home team's, the away team's, or neither's. */
export function sideOf(event: LogEvent, game: Pick<Game, 'home' | 'away'>): Side | null {
  if (event.team?.id === game.home.id) return 'home';
  if (event.team?.id === game.away.id) return 'away';
  return null;
}

/** Shots by period from the log, over at least the periods the game has reached (and regulation). */
export function periodShots(events: readonly LogEvent[], game: Pick<Game, 'home' | 'away'>, periods: number): { home: number[]; away: number[]; periods: number } {
  const counted = shotsByPeriod(events, game.home.id, game.away.id);
  const length = Math.max(periods, counted.periods);
  const fill = (list: number[]) => Array.from({ length }, (_, i) => list[i] ?? 0);
  return { home: fill(counted.home), away: fill(counted.away), periods: length };
}

export interface Goaltending {
  goalies: string[];
  /** null: shots were not kept in this game (no more shots than goals) */
  shotsAgainst: number | null;
  saves: number | null;
}

/**
 * A team's goaltending in this game, counted as the API's goalie statistics count a game
 * (src/domain/stats.ts, goalieStats): shots against are the opponent's shots less its empty-net
 * goals; goals against its score less those and less the shootout's credited goal (R25); saves
 * the difference. Shots were kept when the game's shots outnumber its goals. The goalies named are
 * the ones the sheet's lineup dresses.
 */
export function goaltending(side: Side, game: Game, board: BoardSnapshotFragment, events: readonly LogEvent[]): Goaltending {
  const opponent: Side = side === 'home' ? 'away' : 'home';
  const goalies = game.sheetLineups[side].players.filter((p) => p.position === 'GOALIE').map((p) => p.player.name);
  const goals = goalsOf(events);
  const emptyNet = goals.filter((g) => sideOf(g, game) === opponent && g.strength === 'EMPTY_NET').length;
  const shootoutCredit = board.decision === 'SHOOTOUT' && board[opponent].score > board[side].score ? 1 : 0;
  const against = Math.max(0, board[opponent].score - shootoutCredit - emptyNet);
  const shotsKept = board.home.shots + board.away.shots > goals.length;
  if (!shotsKept) return { goalies, shotsAgainst: null, saves: null };
  const shotsAgainst = Math.max(0, board[opponent].shots - emptyNet);
  return { goalies, shotsAgainst, saves: Math.max(0, shotsAgainst - against) };
}

/** What the game's state line says: "Final", "Final (OT)", "Live · 2nd", "Starts …". */
export function statusKey(board: Pick<BoardSnapshotFragment, 'status' | 'decision'>): string {
  switch (board.status) {
    case 'FINAL':
      if (board.decision === 'OVERTIME') return 'gamePage.finalOT';
      if (board.decision === 'SHOOTOUT') return 'gamePage.finalSO';
      if (board.decision === 'FORFEIT') return 'gamePage.forfeited';
      return 'gamePage.final';
    case 'FORFEITED':
      return 'gamePage.forfeited';
    default:
      return `common.status.${board.status}`;
  }
}

/** A date and time in the competition's time zone, naming the zone: "Sat 5 Dec, 14:00 AST". */
export function zonedText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };
  try {
    return date.toLocaleString(locale(), { ...options, timeZone });
  } catch {
    // A zone this browser does not know: UTC, said so.
    return date.toLocaleString(locale(), { ...options, timeZone: 'UTC' });
  }
}

/** A team's assists in words: "A, B", or "Unassisted". */
export function assistsText(goal: LogEvent): string {
  return goal.assists?.length ? goal.assists.map((a) => a.name).join(', ') : t('gamePage.unassisted');
}
