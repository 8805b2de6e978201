import { GameStatus } from '../enums';
import type { Ruleset } from '../rulesets';
import { periodLengthMs } from './clock';
import type { GameState, Side } from './types';

/** What a finished game gives the standings: its recorded result and the facts tie-breakers read. */
export interface GameResultFacts {
  status: GameStatus;
  homeScore: number;
  awayScore: number;
  decision: string | null;
  /** FORFEIT: the team that forfeited */
  forfeitingTeamId: string | null;
  /** minutes charged in the records (R4) */
  homePenaltyMinutes: number;
  awayPenaltyMinutes: number;
  /** R31: penalties assessed, per team; absent in facts (and states) stored before they were counted: the standings then count the log */
  homePenalties?: number;
  awayPenalties?: number;
  /** R5: each team's first goal, as playing time elapsed from the opening drop; null: none (or a paper game that did not time it, G41) */
  homeFirstGoalElapsedMs: number | null;
  awayFirstGoalElapsedMs: number | null;
}

const FINISHED: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

/** The result facts of a game once it is final or forfeited; null before (and for a stopped game awaiting its result, G30). */
export function resultFacts(state: GameState, ruleset: Ruleset): GameResultFacts | null {
  if (!FINISHED.has(state.status)) return null;
  // G30: a game the referee stopped has no result until the officials give one
  if (state.status === GameStatus.FINAL && state.decision === null) return null;
  const forfeited = state.status === GameStatus.FORFEITED;
  const firstGoal = (side: Side): number | null => {
    const goal = state.goals.find((g) => g.side === side);
    if (!goal) return null;
    let before = 0;
    for (let period = 1; period < goal.period; period += 1) before += periodLengthMs(period, state, ruleset);
    return before + periodLengthMs(goal.period, state, ruleset) - goal.clockRemainingMs;
  };
  return {
    status: state.status,
    homeScore: state.home.score,
    awayScore: state.away.score,
    decision: state.decision,
    forfeitingTeamId: forfeited && state.winner ? (state.winner === 'home' ? state.setup.awayTeamId : state.setup.homeTeamId) : null,
    homePenaltyMinutes: state.home.penaltyMinutes,
    awayPenaltyMinutes: state.away.penaltyMinutes,
    ...(state.home.penalties !== undefined && state.away.penalties !== undefined ? { homePenalties: state.home.penalties, awayPenalties: state.away.penalties } : {}),
    // G41: a time the last paper result gave stands over the log's goals (it is the official's scoresheet).
    homeFirstGoalElapsedMs: state.paperFirstGoalElapsedMs?.home ?? firstGoal('home'),
    awayFirstGoalElapsedMs: state.paperFirstGoalElapsedMs?.away ?? firstGoal('away'),
  };
}

/** Whether an event moved anything the standings read: the facts before and after it differ. */
export function resultChanged(before: GameResultFacts | null, after: GameResultFacts | null): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}
