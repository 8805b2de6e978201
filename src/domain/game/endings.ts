import { Decision, GameStatus, GameStopReason } from '../enums';
import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { text } from '../messages';
import { goalDifference, isOvertime, overtimePeriodsPlayed, periodLengthMs } from './clock';
import { sideOf, team } from './participants';
import { checkShortStartAllowed } from './lineups';
import { otherSide } from './shootout';
import type { EventFacts, GameState, RecordedEvent, ScoresheetTime, Side } from './types';

/*
 * How a game ends: at the end of regulation or overtime (R24), stopped before it (G30), by a result
 * entered from paper (G24), or by forfeit (R8).
 */

export function endGame(state: GameState, ruleset: Ruleset, reason: GameStopReason | null = null): void {
  if (reason) return stopGame(state, ruleset, reason);
  const atEnd = state.status === GameStatus.INTERMISSION || (!state.clock.running && state.clock.remainingMs === 0);
  if (state.period < ruleset.regulationPeriods || !atEnd) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.regulationNotOver'), 'END');
  }
  if (state.shootout) throw new RuleViolation(text('errors.RULE_VIOLATION.shootoutUndecided'), 'R24');
  if (goalDifference(state) === 0) {
    const format = ruleset.stage(state.setup.stage);
    if (format.overtime || format.shootout) {
      const overtimeLeft = format.overtime !== null && (format.overtime.periods === null || overtimePeriodsPlayed(state, ruleset) < format.overtime.periods);
      throw new RuleViolation(text(overtimeLeft ? 'errors.RULE_VIOLATION.tiedOvertime' : 'errors.RULE_VIOLATION.tiedShootout'), 'R24');
    }
    state.winner = null;
  } else {
    state.winner = state.home.score > state.away.score ? 'home' : 'away';
  }
  state.clock.running = false;
  state.clock.remainingMs = 0;
  state.status = GameStatus.FINAL;
  state.decision = isOvertime(state.period, ruleset) ? Decision.OVERTIME : Decision.REGULATION;
}

/**
 * A game stopped before its end (G30). League §18: a team losing by more than ten may ask to stop it,
 * "and the 2 points will be awarded to the other team": the score stands as a regulation result. The
 * referee's stop of a game out of control says only that it "WILL NOT BE REPLAYED": the game is over,
 * the score as it stands, and no result until the officials give one (recordResult or a forfeit).
 */
function stopGame(state: GameState, ruleset: Ruleset, reason: GameStopReason): void {
  if (reason === GameStopReason.MERCY_REQUESTED_BY_LOSING_TEAM) {
    const above = ruleset.stopOnRequestAbove;
    if (above === null) throw new RuleViolation(text('errors.RULE_VIOLATION.noStopOnRequest'), 'G30');
    const difference = Math.abs(goalDifference(state));
    if (difference <= above) {
      throw new RuleViolation(text('errors.RULE_VIOLATION.stopOnRequestMargin', { difference }), 'G30');
    }
    state.winner = state.home.score > state.away.score ? 'home' : 'away';
    state.decision = Decision.REGULATION;
  } else {
    state.winner = null;
    state.decision = null;
  }
  state.clock.running = false;
  state.status = GameStatus.FINAL;
  state.penalties = [];
}

/**
 * A result entered from paper (G24): the final score and how it was decided, checked against the
 * stage's format — a tie only where a tie stands (R24), an overtime or shootout win only where the
 * stage has one, and by one goal (sudden death; the shootout winner is credited one goal, R25).
 */
export function resultRecorded(state: GameState, event: Extract<RecordedEvent, { type: 'RESULT_RECORDED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const { homeScore, awayScore, decision } = event;
  if (![homeScore, awayScore].every((n) => Number.isInteger(n) && n >= 0)) throw new RuleViolation(text('errors.RULE_VIOLATION.scoresWhole'), 'RESULT');
  const format = ruleset.stage(state.setup.stage);
  const margin = Math.abs(homeScore - awayScore);
  if (margin === 0 && (decision !== Decision.REGULATION || format.overtime || format.shootout)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.cannotEndTied', { stage: text(`stages.${state.setup.stage}`) }), 'R24');
  }
  if (decision === Decision.OVERTIME && !format.overtime) throw new RuleViolation(text('errors.RULE_VIOLATION.noOvertimeInStage'), 'R24');
  if (decision === Decision.SHOOTOUT && !format.shootout) throw new RuleViolation(text('errors.RULE_VIOLATION.noShootoutStage'), 'R24');
  if (decision !== Decision.REGULATION && margin !== 1) {
    throw new RuleViolation(text(decision === Decision.OVERTIME ? 'errors.RULE_VIOLATION.overtimeWinByOne' : 'errors.RULE_VIOLATION.shootoutWinByOne'), 'R25');
  }
  // G41: the first goals the scoresheet times, checked before anything changes.
  const given = event.firstGoals ?? {};
  const paper = {
    home: given.home ? elapsedOfFirstGoal(state, ruleset, 'home', given.home, homeScore, decision) : null,
    away: given.away ? elapsedOfFirstGoal(state, ruleset, 'away', given.away, awayScore, decision) : null,
  };
  // G50, R33: the official's allowance the sheet was recorded under (the service checked who was short); a sheet's dressed lists state it afresh.
  if (event.shortHandedAllowed) checkShortStartAllowed(ruleset);
  if (event.dressed && event.shortHandedAllowed) state.shortHandedAllowed = { teamIds: [...event.shortHandedAllowed.teamIds], reason: event.shortHandedAllowed.reason };
  else if (event.dressed) delete state.shortHandedAllowed;
  state.home.score = homeScore;
  state.away.score = awayScore;
  state.status = GameStatus.FINAL;
  state.decision = decision;
  state.winner = margin === 0 ? null : homeScore > awayScore ? 'home' : 'away';
  state.clock.running = false;
  state.penalties = [];
  // Each result recorded states the scoresheet in full: first goals it does not time are not known.
  if (paper.home !== null || paper.away !== null || state.paperFirstGoalElapsedMs) state.paperFirstGoalElapsedMs = paper;
  return {
    ...base,
    details: { homeScore, awayScore, decision, winner: state.winner ? team(state.setup, state.winner) : null, ...(paper.home !== null || paper.away !== null ? { firstGoalElapsedMs: paper } : {}) },
  };
}

export function forfeit(state: GameState, forfeitingTeamId: string, ruleset: Ruleset, base: EventFacts): EventFacts {
  const loser = sideOf(state, forfeitingTeamId);
  const winner = otherSide(loser);
  // R8: the recorded forfeit score.
  state[winner].score = ruleset.forfeitGoals;
  state[loser].score = 0;
  state.status = GameStatus.FORFEITED;
  state.decision = Decision.FORFEIT;
  state.winner = winner;
  state.clock.running = false;
  state.penalties = [];
  return { ...base, teamId: forfeitingTeamId, details: { winner: team(state.setup, winner), score: `${ruleset.forfeitGoals}-0` } };
}

/**
 * A first goal timed on a paper scoresheet (G41), as playing time elapsed from the opening drop (as
 * R5 compares a goal recorded live). Refused: a team without a goal; a period the game did not play
 * (overtime only when the result was decided in overtime or a shootout, and within the overtime the
 * stage has); a clock reading outside the period's length.
 */
function elapsedOfFirstGoal(state: GameState, ruleset: Ruleset, side: Side, time: ScoresheetTime, score: number, decision: string): number {
  const goal = text(`firstGoal.of.${side}`);
  if (score === 0) throw new RuleViolation(text('errors.RULE_VIOLATION.noFirstGoal', { team: text(`sides.${side}`) }), 'G41');
  const ot = ruleset.stage(state.setup.stage).overtime;
  const lastPeriod = decision === Decision.REGULATION || !ot ? ruleset.regulationPeriods : ot.periods === null ? Number.MAX_SAFE_INTEGER : ruleset.regulationPeriods + ot.periods;
  if (!Number.isInteger(time.period) || time.period < 1 || time.period > lastPeriod) {
    const range = lastPeriod === Number.MAX_SAFE_INTEGER ? text('firstGoal.anyPeriod') : text('firstGoal.periods', { last: lastPeriod });
    throw new RuleViolation(text('errors.RULE_VIOLATION.firstGoalPeriod', { goal, period: time.period, range }), 'G41');
  }
  const length = periodLengthMs(time.period, state, ruleset);
  if (!Number.isInteger(time.clockRemainingMs) || time.clockRemainingMs < 0 || time.clockRemainingMs > length) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.firstGoalClock', { goal, length, period: time.period }), 'G41');
  }
  let before = 0;
  for (let period = 1; period < time.period; period += 1) before += periodLengthMs(period, state, ruleset);
  return before + length - time.clockRemainingMs;
}
