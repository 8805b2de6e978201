import { GameStatus } from '../enums';
import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { text } from '../messages';
import { advanceClock, clockModeNow, goalDifference, mercyInForce, overtimePeriodsPlayed, periodLengthMs } from './clock';
import { advancePenalties, penaltyCap, startPending } from './penalty-clock';
import { sideOf } from './participants';
import type { EventFacts, GameState } from './types';

/*
 * The clock's events (R10–R14): the clock moving to an event's time, starting (from an intermission,
 * the next period), stopping at the arena clock's reading, the end of a period; the clock reading an
 * event may give; and timeouts, taken at a stoppage. The clock rules themselves are in clock.ts, the
 * penalty timers in penalty-clock.ts.
 */

export function advanceTo(state: GameState, at: string, ruleset: Ruleset): void {
  const { clock, elapsedMs } = advanceClock(state.clock, at);
  state.clock = clock;
  state.penalties = advancePenalties(state.penalties, elapsedMs, penaltyCap(ruleset));
  refreshMode(state, ruleset);
}

/** Mercy first (it sets the mode), then the clock mode the rules give now. */
export function refreshMode(state: GameState, ruleset: Ruleset): void {
  state.mercy = mercyInForce(state, ruleset);
  state.clock.mode = clockModeNow(state, ruleset);
}

export function startClock(state: GameState, at: string, ruleset: Ruleset): void {
  if (state.status === GameStatus.INTERMISSION) {
    beginNextPeriod(state, ruleset);
  } else {
    if (state.clock.running) throw new RuleViolation(text('errors.RULE_VIOLATION.clockRunning'), 'CLOCK');
    if (state.clock.remainingMs <= 0) throw new RuleViolation(text('errors.RULE_VIOLATION.periodTimeUp'), 'CLOCK');
  }
  state.clock.running = true;
  state.clock.asOf = at;
  state.clockStarts += 1;
  state.clockStartedFromMs = state.clock.remainingMs;
  refreshMode(state, ruleset);
  dropPuck(state, ruleset);
}

/**
 * A FACEOFF: the puck drops. In run time the clock ran through the stoppage, so this, not a clock
 * start, is when the penalties called since the last drop begin (000:69, G26). In stop time the clock
 * start is the drop; a FACEOFF recorded before it starts them a moment earlier, with the clock stopped.
 */
export function faceoff(state: GameState, ruleset: Ruleset): void {
  dropPuck(state, ruleset);
}

/**
 * R14, G26: penalties waiting for the puck drop start with it. Their minutes, and the records', were
 * fixed at the call (G2).
 */
function dropPuck(state: GameState, ruleset: Ruleset): void {
  startPending(state.penalties, penaltyCap(ruleset));
}

function beginNextPeriod(state: GameState, ruleset: Ruleset): void {
  if (state.shootout) throw new RuleViolation(text('errors.RULE_VIOLATION.shootoutUnderWay'), 'SHOOTOUT');
  if (state.period >= ruleset.regulationPeriods) {
    if (goalDifference(state) !== 0) throw new RuleViolation(text('errors.RULE_VIOLATION.regulationOverNotTied'), 'R24');
    const format = ruleset.stage(state.setup.stage);
    const ot = format.overtime;
    if (!ot) throw new RuleViolation(text('errors.RULE_VIOLATION.tieStands'), 'R24');
    if (ot.periods !== null && overtimePeriodsPlayed(state, ruleset) >= ot.periods) {
      throw new RuleViolation(text(format.shootout ? 'errors.RULE_VIOLATION.overtimeOverShootout' : 'errors.RULE_VIOLATION.overtimeOver'), 'R24');
    }
  }
  state.period += 1;
  state.status = GameStatus.IN_PROGRESS;
  state.clock.remainingMs = periodLengthMs(state.period, state, ruleset);
  const timeouts = ruleset.stage(state.setup.stage).timeouts;
  if (timeouts.per === 'PERIOD') state.home.timeoutsLeft = state.away.timeoutsLeft = timeouts.count;
}

export function stopClock(state: GameState, reading: number | null, ruleset: Ruleset): void {
  if (!state.clock.running) throw new RuleViolation(text('errors.RULE_VIOLATION.clockStopped'), 'CLOCK');
  state.clock.running = false;
  if (reading !== null) {
    // The arena clock is the authority (R10): it may differ from our wall-clock estimate either way,
    // but it never shows more than was left when the clock last started — a higher reading would
    // have the clock run backwards and make every event timed since then impossible to place.
    const startedFrom = state.clockStartedFromMs ?? periodLengthMs(state.period, state, ruleset);
    if (!Number.isInteger(reading) || reading < 0 || reading > startedFrom) {
      const what = Number.isInteger(reading) && reading < 0 ? text('clockReadings.negative') : text('clockReadings.higher', { reading: formatClock(reading) });
      throw new RuleViolation(text('errors.RULE_VIOLATION.clockStopReading', { started: formatClock(startedFrom), what }), 'CLOCK');
    }
    const adjustment = state.clock.remainingMs - reading;
    if (adjustment > 0) state.penalties = advancePenalties(state.penalties, adjustment, penaltyCap(ruleset));
    state.clock.remainingMs = reading;
  }
  refreshMode(state, ruleset);
}

export function endPeriod(state: GameState, ruleset: Ruleset): void {
  if (state.clock.running) {
    // Time ran out: the rest of the period elapses for the penalty timers too.
    state.penalties = advancePenalties(state.penalties, state.clock.remainingMs, penaltyCap(ruleset));
  }
  state.clock.running = false;
  state.clock.remainingMs = 0;
  state.status = GameStatus.INTERMISSION;
  refreshMode(state, ruleset);
}

export function timeout(state: GameState, teamId: string, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, teamId);
  const format = ruleset.stage(state.setup.stage).timeouts;
  if (format.count === 0) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.noTimeouts', { stage: text(`stages.${state.setup.stage}`) }), 'TIMEOUT');
  }
  if (state.clock.running) throw new RuleViolation(text('errors.RULE_VIOLATION.timeoutAtStoppage'), 'TIMEOUT');
  if (state[side].timeoutsLeft <= 0) {
    throw new RuleViolation(text(format.per === 'PERIOD' ? 'errors.RULE_VIOLATION.timeoutUsedThisPeriod' : 'errors.RULE_VIOLATION.timeoutUsed'), 'TIMEOUT');
  }
  state[side].timeoutsLeft -= 1;
  return { ...base, teamId };
}

function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The clock reading an event happened at: as given, or the clock now. A given reading must lie in
 * the span the clock has covered in this period: at most the period's length (it began there), and,
 * while the clock is stopped, at least the stopped reading (a later one would be from the future).
 * Entered late is fine. While the clock runs, the server's reading is only an estimate of the arena
 * clock's, which is the authority (R10), so any reading down to 0 is taken as the arena's.
 */
export function eventTime(state: GameState, reading: number | null | undefined, ruleset: Ruleset, what: 'goal' | 'penalty' | 'late player'): number {
  if (reading === null || reading === undefined) return state.clock.remainingMs;
  const length = periodLengthMs(state.period, state, ruleset);
  if (!Number.isInteger(reading) || reading < 0 || reading > length) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.eventTime', { what: text(`timed.${what === 'late player' ? 'latePlayer' : what}`), max: formatClock(length) }), 'CLOCK');
  }
  if (state.status === GameStatus.IN_PROGRESS && !state.clock.running && reading < state.clock.remainingMs) {
    const stopped = formatClock(state.clock.remainingMs);
    throw new RuleViolation(
      text('errors.RULE_VIOLATION.afterStoppedClock', {
        stopped,
        what: text(`clockReadings.events.${what === 'late player' ? 'latePlayer' : what}`),
        reading: formatClock(reading),
        max: formatClock(length),
      }),
      'CLOCK',
    );
  }
  return reading;
}
