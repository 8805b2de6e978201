import { GameStatus } from '../enums';
import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { type Param, text } from '../messages';
import { advanceTo, endPeriod, faceoff, startClock, stopClock, timeout } from './clock-events';
import { endGame, forfeit, resultRecorded } from './endings';
import { fillNetsOutOfPlay, pullGoalie, returnGoalie } from './goalies';
import { idCheck, idCheckReviewed, idProduced } from './id-checks';
import { latePlayer, setLineup, startGame } from './lineups';
import { sideOf } from './participants';
import { penalty } from './penalties';
import { goal, nameShooters, penaltyShot, shootoutAttempt } from './scoring';
import { fiveTwoRule } from './time-block';
import type { CorrectableEvent, EventFacts, GameEventInput, GameEventKind, GameSetup, GameState, RecordedEvent, TeamState } from './types';

/*
 * The game state machine: a pure fold over a game's events under its ruleset. Every event is
 * checked against the state before it (a refusal is a RuleViolation a scorekeeper can read), then
 * applied. Replaying the stored log reproduces the stored state exactly.
 *
 * Each event's handler lives beside it by concept: lineups.ts, clock-events.ts, scoring.ts,
 * penalties.ts, goalies.ts, endings.ts and id-checks.ts; scoreboard-view.ts projects the state for display.
 */

/** An event the rules do not allow now (the one RuleViolation, domain/errors.ts); the message is written for the scorekeeper. */
export { RuleViolation };

/**
 * Which statuses each event may be posted in: the explicit transition table. What it leads to is
 * decided by the event's handler (see step).
 */
const ALLOWED: Record<GameEventKind, readonly GameStatus[]> = {
  GAME_STARTED: [GameStatus.SCHEDULED],
  LINEUP_SET: [GameStatus.SCHEDULED],
  CLOCK_STARTED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  CLOCK_STOPPED: [GameStatus.IN_PROGRESS],
  FACEOFF: [GameStatus.IN_PROGRESS],
  PERIOD_ENDED: [GameStatus.IN_PROGRESS],
  GOAL: [GameStatus.IN_PROGRESS],
  PENALTY: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  SHOT: [GameStatus.IN_PROGRESS],
  TIMEOUT: [GameStatus.IN_PROGRESS],
  // During play only: the end of a period fills the net again (goalies.ts).
  GOALIE_PULLED: [GameStatus.IN_PROGRESS],
  GOALIE_RETURNED: [GameStatus.IN_PROGRESS],
  PENALTY_SHOT: [GameStatus.IN_PROGRESS],
  SHOOTOUT_ATTEMPT: [GameStatus.INTERMISSION],
  SHOOTERS_NAMED: [GameStatus.INTERMISSION],
  GAME_ENDED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  FORFEIT: [GameStatus.SCHEDULED, GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL],
  // A paper game's result; on a final or forfeited game, a correction (G24).
  RESULT_RECORDED: [GameStatus.SCHEDULED, GameStatus.FINAL, GameStatus.FORFEITED],
  ID_CHECK: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  ID_PRODUCED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  LATE_PLAYER_ADDED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  // "After the game, the league will pursue the ID check on that player"
  ID_CHECK_REVIEWED: [GameStatus.FINAL, GameStatus.FORFEITED],
  EVENT_VOIDED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL, GameStatus.FORFEITED],
  // R83: an official's correction of a goal or a penalty, once the game is over.
  EVENT_CORRECTED: [GameStatus.FINAL, GameStatus.FORFEITED],
  // League 004:83 (G60): the referee's reset, at a stoppage in play.
  FIVE_TWO_RULE: [GameStatus.IN_PROGRESS],
};

function emptyTeam(teamId: string, timeouts: number): TeamState {
  return { teamId, score: 0, shots: 0, timeoutsLeft: timeouts, penaltyMinutes: 0, penalties: 0, lineup: [], penaltyCounts: {}, ejected: [], penaltyShotsPending: 0, netEmpty: false };
}

/** A scheduled game before its first event: the clock full and stopped. */
export function initialState(setup: GameSetup, ruleset: Ruleset, at: string): GameState {
  const timeouts = ruleset.stage(setup.stage).timeouts.count;
  return {
    setup,
    seq: 0,
    status: GameStatus.SCHEDULED,
    period: 0,
    shootout: false,
    clock: { running: false, remainingMs: ruleset.periodLengthMs, asOf: at, mode: ruleset.regulationMode },
    mercy: false,
    home: emptyTeam(setup.homeTeamId, timeouts),
    away: emptyTeam(setup.awayTeamId, timeouts),
    penalties: [],
    clockStarts: 0,
    goals: [],
    shootoutAttempts: [],
    decision: null,
    winner: null,
  };
}

/**
 * Applies one new event. `history` is every stored event of the game before it: a void re-folds the
 * log without the voided event, and is refused when what follows would no longer be allowed.
 */
export function applyEvent(state: GameState, event: RecordedEvent, ruleset: Ruleset, history: readonly RecordedEvent[]): { state: GameState; facts: EventFacts } {
  if (!ALLOWED[event.type].includes(state.status)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.status', { action: text(`actions.${event.type}`), why: text(`whyNot.${state.status}`) }), 'STATUS');
  }
  if (event.type === 'EVENT_VOIDED') return voidEvent(state, event, ruleset, history);
  if (event.type === 'EVENT_CORRECTED') return correctEvent(state, event, ruleset, history);
  const next = structuredClone(state);
  const facts = step(next, event, ruleset);
  next.seq = event.seq;
  return { state: next, facts };
}

/** Replays a stored log (voided events skipped, each corrected one read as its latest correction, R83) from the scheduled game. */
export function foldEvents(setup: GameSetup, ruleset: Ruleset, events: readonly RecordedEvent[], at: string): GameState {
  return replay(setup, ruleset, events, at).state;
}

/** foldEvents, and the facts the event at seq `factsOf` gave as replayed (its correction's, when corrected). */
function replay(setup: GameSetup, ruleset: Ruleset, events: readonly RecordedEvent[], at: string, factsOf?: number): { state: GameState; facts: EventFacts | null } {
  const voided = new Set(events.flatMap((e) => (e.type === 'EVENT_VOIDED' ? [e.targetSeq] : [])));
  const corrected = new Map<number, CorrectableEvent>(events.flatMap((e) => (e.type === 'EVENT_CORRECTED' ? [[e.targetSeq, e.replacement] as const] : [])));
  const state = initialState(setup, ruleset, events[0]?.at ?? at);
  let facts: EventFacts | null = null;
  for (const event of events) {
    if (!voided.has(event.seq) && event.type !== 'EVENT_VOIDED' && event.type !== 'EVENT_CORRECTED') {
      const replacement = corrected.get(event.seq);
      const stepped = step(state, replacement ? { ...replacement, seq: event.seq, at: event.at } : event, ruleset);
      if (event.seq === factsOf) facts = stepped;
    }
    state.seq = event.seq;
  }
  return { state, facts };
}

/**
 * R83: a goal or a penalty of a finished game read as `replacement` from now on. The log is folded
 * again with it in the target's place, at the target's time: the checks a live entry meets (the
 * scorer dressed, the assists his team-mates, …) and everything recorded after it must still hold.
 */
function correctEvent(state: GameState, event: Extract<RecordedEvent, { type: 'EVENT_CORRECTED' }>, ruleset: Ruleset, history: readonly RecordedEvent[]) {
  const target = history.find((e) => e.seq === event.targetSeq);
  const refuse = (key: string, params: Record<string, Param>) => new RuleViolation(text(key, params), 'R83');
  if (!target) throw refuse('errors.RULE_VIOLATION.noEventToCorrect', { seq: event.targetSeq });
  if (target.type !== 'GOAL' && target.type !== 'PENALTY') throw refuse('errors.RULE_VIOLATION.notCorrectable', { seq: target.seq });
  if (history.some((e) => e.type === 'EVENT_VOIDED' && e.targetSeq === target.seq)) throw refuse('errors.RULE_VIOLATION.correctVoided', { seq: target.seq });
  if (event.replacement.type !== target.type || event.replacement.teamId !== target.teamId) throw refuse('errors.RULE_VIOLATION.correctOtherTeam', { seq: target.seq });
  const caused = (e: RecordedEvent) => 'causedBySeq' in e && e.causedBySeq !== undefined;
  if (caused(target) || (event.replacement.type === 'PENALTY' && event.replacement.causedBySeq !== undefined)) throw refuse('errors.RULE_VIOLATION.correctRuleMade', { seq: target.seq });
  if (history.some((e) => caused(e) && (e as { causedBySeq?: number }).causedBySeq === target.seq)) throw refuse('errors.RULE_VIOLATION.correctHasFollowers', { seq: target.seq });
  let replayed: { state: GameState; facts: EventFacts | null };
  try {
    replayed = replay(state.setup, ruleset, [...history, event], event.at, target.seq);
  } catch (error) {
    if (error instanceof RuleViolation) {
      throw new RuleViolation(text('errors.RULE_VIOLATION.correctionRefused', { seq: target.seq, why: error.text ?? { untranslated: error.message } }), 'R83');
    }
    throw error;
  }
  const corrected = replayed.facts!;
  return {
    state: { ...replayed.state, seq: event.seq },
    facts: {
      period: corrected.period,
      clockRemainingMs: corrected.clockRemainingMs,
      teamId: target.teamId,
      playerId: corrected.playerId,
      // `corrected`: the target's facts as now read, which the store writes onto the target's row for its readers.
      details: { targetSeq: target.seq, targetType: target.type, reason: event.reason, corrected },
    },
  };
}

function voidEvent(state: GameState, event: Extract<RecordedEvent, { type: 'EVENT_VOIDED' }>, ruleset: Ruleset, history: readonly RecordedEvent[]) {
  const target = history.find((e) => e.seq === event.targetSeq);
  if (!target) throw new RuleViolation(text('errors.RULE_VIOLATION.noEventToVoid', { seq: event.targetSeq }), 'VOID');
  if (target.type === 'EVENT_VOIDED') throw new RuleViolation(text('errors.RULE_VIOLATION.voidOfVoid'), 'VOID');
  if (target.type === 'GAME_STARTED') throw new RuleViolation(text('errors.RULE_VIOLATION.voidOfStart'), 'VOID');
  if (history.some((e) => e.type === 'EVENT_VOIDED' && e.targetSeq === target.seq)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.alreadyVoided', { seq: target.seq }), 'VOID');
  }
  let next: GameState;
  try {
    next = foldEvents(state.setup, ruleset, [...history, event], event.at);
  } catch (error) {
    if (error instanceof RuleViolation) {
      throw new RuleViolation(text('errors.RULE_VIOLATION.voidBreaksLater', { seq: target.seq, why: error.text ?? { untranslated: error.message } }), 'VOID');
    }
    throw error;
  }
  return {
    state: next,
    facts: {
      period: state.period,
      clockRemainingMs: null,
      teamId: 'teamId' in target ? target.teamId : null,
      playerId: null,
      details: { targetSeq: target.seq, targetType: target.type, reason: event.reason },
    },
  };
}

/** Checks and applies one (non-void) event to `state` in place, returning its facts. */
function step(state: GameState, event: RecordedEvent, ruleset: Ruleset): EventFacts {
  // The clock moves to the event's time first: expired penalties leave, the clock mode follows.
  if (state.status === GameStatus.IN_PROGRESS) advanceTo(state, event.at, ruleset);
  const facts = apply(state, event, ruleset);
  // Out of play (a period or the game over, by whatever event), both goaltenders are back in their nets.
  fillNetsOutOfPlay(state);
  return facts;
}

function apply(state: GameState, event: RecordedEvent, ruleset: Ruleset): EventFacts {
  const base = { period: state.period, clockRemainingMs: state.period > 0 ? state.clock.remainingMs : null, teamId: null, playerId: null, details: {} };
  switch (event.type) {
    case 'GAME_STARTED':
      return startGame(state, event, ruleset, base);
    case 'LINEUP_SET':
      return setLineup(state, event, base);
    case 'CLOCK_STARTED':
      startClock(state, event.at, ruleset);
      return { ...base, period: state.period, clockRemainingMs: state.clock.remainingMs };
    case 'CLOCK_STOPPED':
      stopClock(state, event.remainingMs ?? null, ruleset);
      return { ...base, clockRemainingMs: state.clock.remainingMs };
    case 'FACEOFF':
      faceoff(state, ruleset);
      return base;
    case 'PERIOD_ENDED':
      endPeriod(state, ruleset);
      return { ...base, clockRemainingMs: 0 };
    case 'GOAL':
      return goal(state, event, ruleset, base);
    case 'PENALTY':
      return penalty(state, event, ruleset, base);
    case 'SHOT': {
      const side = sideOf(state, event.teamId);
      state[side].shots += 1;
      return { ...base, teamId: event.teamId };
    }
    case 'TIMEOUT':
      return timeout(state, event.teamId, ruleset, base);
    case 'GOALIE_PULLED':
      return pullGoalie(state, event, base);
    case 'GOALIE_RETURNED':
      return returnGoalie(state, event, base);
    case 'PENALTY_SHOT':
      return penaltyShot(state, event, ruleset, base);
    case 'SHOOTOUT_ATTEMPT':
      return shootoutAttempt(state, event, ruleset, base);
    case 'SHOOTERS_NAMED':
      return nameShooters(state, event, ruleset, base);
    case 'GAME_ENDED':
      endGame(state, ruleset, event.reason ?? null);
      return { ...base, details: { decision: state.decision, winner: state.winner, ...(event.reason ? { stopReason: event.reason } : {}) } };
    case 'FORFEIT':
      return forfeit(state, event.forfeitingTeamId, ruleset, base);
    case 'RESULT_RECORDED':
      return resultRecorded(state, event, ruleset, base);
    case 'ID_CHECK':
      return idCheck(state, event, ruleset, base);
    case 'ID_PRODUCED':
      return idProduced(state, event.playerId, base);
    case 'ID_CHECK_REVIEWED':
      return idCheckReviewed(state, event, base);
    case 'LATE_PLAYER_ADDED':
      return latePlayer(state, event, ruleset, base);
    case 'FIVE_TWO_RULE':
      return fiveTwoRule(state, event, ruleset, base);
    case 'EVENT_VOIDED':
    case 'EVENT_CORRECTED':
      throw new Error('voids and corrections are applied by re-folding the log');
    default: {
      const unknown: never = event;
      throw new RuleViolation(`Unknown event ${(unknown as GameEventInput).type}`);
    }
  }
}
