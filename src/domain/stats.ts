import { Decision, GameStatus, Position } from './enums';
import type { GameState, LineupPlayer, Side } from './game/types';

/*
 * Player and goalie statistics from finished games' stored states: plain data in, lines out. The
 * fold has already dropped voided events, so a voided goal or penalty is simply not there; penalty
 * minutes per player are not kept in the state, so the caller passes the game's penalty records.
 */

export interface StatsGame {
  gameId: string;
  /** only FINAL counts; a FORFEITED game counts nothing (R8: its goals are recorded, scored by no one) */
  status: GameStatus;
  /** the stored, folded state (voided events already gone) */
  state: GameState;
  /** penalties recorded in the game, not voided: who, and the minutes charged in the records (the event's recordedMinutes) */
  penalties: ReadonlyArray<{ playerId: string | null; teamId: string; recordedMinutes: number }>;
}

export interface PlayerLine {
  playerId: string;
  teamId: string;
  gamesPlayed: number;
  goals: number;
  assists: number;
  points: number;
  penaltyMinutes: number;
  powerPlayGoals: number;
  shortHandedGoals: number;
  gameWinningGoals: number;
}

export interface GoalieLine {
  playerId: string;
  teamId: string;
  gamesPlayed: number;
  goalsAgainst: number;
  /** null: no counted game of his had shots kept */
  shotsAgainst: number | null;
  saves: number | null;
  /** a fraction (0.9 is 90%); null without shots against */
  savePercentage: number | null;
  goalsAgainstAverage: number | null;
  shutouts: number;
  minutesPlayedMs: number;
}

const SIDES: readonly Side[] = ['home', 'away'];
/** The unit of a goals-against average: a 60-minute game (standard), whatever the games' length here. */
const GAA_UNIT_MS = 60 * 60_000;

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Games whose play counts: FINAL only. A forfeit's recorded score is scored by no one (R8). */
const counted = (games: readonly StatsGame[]) => games.filter((game) => game.status === GameStatus.FINAL);

/** R25: the goal credited to the shootout winner in the final score, which no player scored. */
const shootoutCredit = (state: GameState, side: Side): number => (state.decision === Decision.SHOOTOUT && state.winner === side ? 1 : 0);

/** Each player once per game, even if a lineup somehow listed him twice. */
const dressedIds = (lineup: readonly LineupPlayer[]) => [...new Set(lineup.map((p) => p.playerId))];

/**
 * The game-winning goal (standard definition): in a game won on goals — regulation or overtime, not
 * a shootout, not a tie — the winner's goal that put it one ahead of the loser's final score, i.e.
 * its (loser's score + 1)th goal in the order scored. None when the records hold fewer goals than
 * that (a game entered from paper).
 */
function gameWinningGoal(state: GameState) {
  if (state.winner === null || (state.decision !== Decision.REGULATION && state.decision !== Decision.OVERTIME)) return null;
  const loserScore = state[other(state.winner)].score;
  return state.goals.filter((goal) => goal.side === state.winner)[loserScore] ?? null;
}

/**
 * One line per (player, team) dressed in a counted game — "playing means dressed" (R21), so
 * gamesPlayed counts lineups, not shifts. Goals and assists come from the goal records, so the
 * shootout winner's credited goal is no one's (R25) and a goal entered only as a paper score is not
 * attributed. Penalty minutes are the minutes charged in the records of the caller's penalty list;
 * bench penalties (no player) are the team's. Sorted by points, then goals (both descending), then
 * playerId and teamId.
 */
export function playerStats(games: readonly StatsGame[]): PlayerLine[] {
  const lines = new Map<string, PlayerLine>();
  const line = (playerId: string, teamId: string): PlayerLine => {
    const key = JSON.stringify([playerId, teamId]);
    let found = lines.get(key);
    if (!found) {
      found = { playerId, teamId, gamesPlayed: 0, goals: 0, assists: 0, points: 0, penaltyMinutes: 0, powerPlayGoals: 0, shortHandedGoals: 0, gameWinningGoals: 0 };
      lines.set(key, found);
    }
    return found;
  };
  for (const { state, penalties } of counted(games)) {
    for (const side of SIDES) for (const id of dressedIds(state[side].lineup)) line(id, state[side].teamId).gamesPlayed += 1;
    const winning = gameWinningGoal(state);
    // The machine accepts goals and penalties of dressed players only, so these find the lines above.
    for (const goal of state.goals) {
      const teamId = state[goal.side].teamId;
      const scorer = line(goal.scorerId, teamId);
      scorer.goals += 1;
      if (goal.strength === 'POWER_PLAY') scorer.powerPlayGoals += 1;
      if (goal.strength === 'SHORT_HANDED') scorer.shortHandedGoals += 1;
      if (goal === winning) scorer.gameWinningGoals += 1;
      for (const id of goal.assistIds) line(id, teamId).assists += 1;
    }
    for (const penalty of penalties) if (penalty.playerId !== null) line(penalty.playerId, penalty.teamId).penaltyMinutes += penalty.recordedMinutes;
  }
  return [...lines.values()]
    .map((l) => ({ ...l, points: l.goals + l.assists }))
    .sort((a, b) => b.points - a.points || b.goals - a.goals || compare(a.playerId, b.playerId) || compare(a.teamId, b.teamId));
}

/**
 * Goalie lines. Which goalie was in net is not recorded, so a team's game goes to the first GOALIE
 * listed in its lineup (the only one, usually; with two dressed, the first listed is read as the
 * starter and gets the whole game). A team that dressed no goalie credits no one.
 *
 * - goalsAgainst: the opponent's final score less the shootout credit (R25) and less its empty-net
 *   goals (not on the goalie, standard practice). The score rather than the goal records, so that a
 *   game entered from paper, which has a score but no goals, still counts against him.
 * - shotsAgainst: the opponent's shots less its empty-net goals, in games where shots were kept.
 *   The fold counts every goal as a shot, so shots were kept when the game's shots outnumber its
 *   goals; otherwise the game adds nothing to shots and saves (null when no game of his had them).
 *   saves = shotsAgainst − the goals against in those same games; savePercentage = saves/shotsAgainst.
 * - minutesPlayedMs: `regulationGameMs(game)` per game, overtime not added (kept simple: the
 *   caller's length of a game); goalsAgainstAverage = goalsAgainst per 60 minutes of it (null at 0).
 * - shutouts: counted games with no goal against (empty-net goals and the shootout aside).
 *
 * Sorted by playerId, then teamId; rank them with `leaders`.
 */
export function goalieStats(games: readonly StatsGame[], regulationGameMs: (game: StatsGame) => number): GoalieLine[] {
  const tallies = new Map<string, { line: GoalieLine; shots: number; goalsOnShots: number; shotsKept: boolean }>();
  for (const game of counted(games)) {
    const { state } = game;
    const shotsKept = state.home.shots + state.away.shots > state.goals.length;
    const lengthMs = regulationGameMs(game);
    for (const side of SIDES) {
      const goalie = state[side].lineup.find((p) => p.position === Position.GOALIE);
      if (!goalie) continue;
      const teamId = state[side].teamId;
      const key = JSON.stringify([goalie.playerId, teamId]);
      let tally = tallies.get(key);
      if (!tally) {
        const line: GoalieLine = {
          playerId: goalie.playerId,
          teamId,
          gamesPlayed: 0,
          goalsAgainst: 0,
          shotsAgainst: null,
          saves: null,
          savePercentage: null,
          goalsAgainstAverage: null,
          shutouts: 0,
          minutesPlayedMs: 0,
        };
        tally = { line, shots: 0, goalsOnShots: 0, shotsKept: false };
        tallies.set(key, tally);
      }
      const opponent = other(side);
      const emptyNet = state.goals.filter((g) => g.side === opponent && g.strength === 'EMPTY_NET').length;
      const against = Math.max(0, state[opponent].score - shootoutCredit(state, opponent) - emptyNet);
      tally.line.gamesPlayed += 1;
      tally.line.goalsAgainst += against;
      tally.line.minutesPlayedMs += lengthMs;
      if (against === 0) tally.line.shutouts += 1;
      if (shotsKept) {
        tally.shotsKept = true;
        tally.shots += state[opponent].shots - emptyNet;
        tally.goalsOnShots += against;
      }
    }
  }
  return [...tallies.values()]
    .map(({ line, shots, goalsOnShots, shotsKept }) => {
      const shotsAgainst = shotsKept ? shots : null;
      const saves = shotsAgainst === null ? null : shotsAgainst - goalsOnShots;
      return {
        ...line,
        shotsAgainst,
        saves,
        savePercentage: saves === null || !shotsAgainst ? null : saves / shotsAgainst,
        goalsAgainstAverage: line.minutesPlayedMs > 0 ? (line.goalsAgainst * GAA_UNIT_MS) / line.minutesPlayedMs : null,
      };
    })
    .sort((a, b) => compare(a.playerId, b.playerId) || compare(a.teamId, b.teamId));
}

/**
 * Ranks lines by a value, best first (highest, or lowest with `ascending`: a goals-against
 * average). Ties share a rank and the next rank skips (1, 1, 3); lines keep their given order within
 * a tie. A null value (no shots for a save percentage) leaves the line out rather than ranking it
 * last. `limit` keeps every line ranked within it, so everyone tied at the cut stays.
 */
export function leaders<T>(lines: readonly T[], value: (line: T) => number | null, options: { limit?: number; ascending?: boolean } = {}): Array<{ rank: number; line: T }> {
  const { limit = Infinity, ascending = false } = options;
  const valued = lines.flatMap((line) => {
    const v = value(line);
    return v === null || Number.isNaN(v) ? [] : [{ line, v }];
  });
  valued.sort((a, b) => (ascending ? a.v - b.v : b.v - a.v));
  const ranked: Array<{ rank: number; line: T }> = [];
  valued.forEach(({ line, v }, i) => ranked.push({ rank: i > 0 && v === valued[i - 1].v ? ranked[i - 1].rank : i + 1, line }));
  return ranked.filter((entry) => entry.rank <= limit);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What award eligibility reads of a game: its status and stored state. */
export type DressedGame = Pick<StatsGame, 'status' | 'state'>;

/**
 * BHI 003:35 "Prizes will only be awarded to players who have participated in a tournament game
 * including the second goalie": how many played games of a team each player was dressed for, as
 * playerId → count. "Participated" is dressed in the lineup (R21), so the second goalie who never
 * went in counts; a game counts once it was played: FINAL, or FORFEITED after it started (period > 0:
 * a forfeit for an ineligible player does not unmake the others' game, while a no-show forfeit was
 * never played). A paper result's dressed lists are its lineups.
 */
export function gamesDressed(games: readonly DressedGame[], teamId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { status, state } of games) {
    if (status !== GameStatus.FINAL && !(status === GameStatus.FORFEITED && state.period > 0)) continue;
    for (const side of SIDES) {
      if (state[side].teamId !== teamId) continue;
      for (const id of dressedIds(state[side].lineup)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}
