import { ClockMode } from '../enums';
import type { OvertimeFormat, Ruleset } from '../rulesets';
import type { ClockState, GameState } from './types';

/*
 * The game clock: which period is which, how long it is, and which clock mode is in force (R10–R13).
 */

/** The overtime format of the game's stage, or null when a tie stands. */
export function overtimeOf(state: GameState, ruleset: Ruleset): OvertimeFormat | null {
  return ruleset.stage(state.setup.stage).overtime;
}

export function isOvertime(period: number, ruleset: Ruleset): boolean {
  return period > ruleset.regulationPeriods;
}

/** Overtime periods begun so far. */
export function overtimePeriodsPlayed(state: GameState, ruleset: Ruleset): number {
  return Math.max(0, state.period - ruleset.regulationPeriods);
}

export function periodLengthMs(period: number, state: GameState, ruleset: Ruleset): number {
  if (!isOvertime(period, ruleset)) return ruleset.periodLengthMs;
  return overtimeOf(state, ruleset)?.periodLengthMs ?? ruleset.periodLengthMs;
}

/** Skaters per side at full strength in the current period (3 on 3 in Cole Harbour overtime). */
export function fullStrength(state: GameState, ruleset: Ruleset): number {
  if (!isOvertime(state.period, ruleset)) return ruleset.skatersAtFullStrength;
  return overtimeOf(state, ruleset)?.skaters ?? ruleset.skatersAtFullStrength;
}

/** "1", "2", "3"; "OT", "OT2", …; "SO"; "" before puck drop. */
export function periodLabel(state: GameState, ruleset: Ruleset): string {
  if (state.shootout) return 'SO';
  if (state.period === 0) return '';
  if (!isOvertime(state.period, ruleset)) return String(state.period);
  const n = state.period - ruleset.regulationPeriods;
  return n === 1 ? 'OT' : `OT${n}`;
}

export const goalDifference = (state: GameState): number => Math.abs(state.home.score - state.away.score);

/**
 * BHI's mercy rule (R12): on at a 10-goal difference, or more than 5 with 5 minutes or less left in
 * the third period; off again only when the losing team is within 3.
 */
export function mercyInForce(state: GameState, ruleset: Ruleset): boolean {
  const rule = ruleset.mercy;
  if (!rule) return false;
  const difference = goalDifference(state);
  if (state.mercy) return difference > rule.stopWithin;
  const late = state.period === rule.latePeriod && state.clock.remainingMs <= rule.lateRemainingMs;
  return difference >= rule.runAtDifference || (late && difference > rule.lateDifferenceAbove);
}

/**
 * The clock mode now: overtime has its own; BHI's mercy rule runs the clock (R12); a stop-time window
 * applies in its last minutes unless the difference is too large (Cole Harbour R11, league R13).
 */
export function clockModeNow(state: GameState, ruleset: Ruleset): ClockMode {
  if (isOvertime(state.period, ruleset)) return overtimeOf(state, ruleset)?.mode ?? ruleset.regulationMode;
  if (state.mercy) return ClockMode.RUN_TIME;
  const window = ruleset.stopTimeWindow;
  if (window && state.period === window.period && state.clock.remainingMs <= window.lastMs && (window.unlessDifferenceAbove === null || goalDifference(state) <= window.unlessDifferenceAbove)) {
    return ClockMode.STOP_TIME;
  }
  return ruleset.regulationMode;
}

/**
 * The clock mode in force at a reading of the current period (an event entered with the arena
 * clock's time of it): a stop-time window is judged at that reading, not at the moment the event
 * reaches the server (G2: a penalty's length is fixed at its call).
 */
export function clockModeAt(state: GameState, remainingMs: number, ruleset: Ruleset): ClockMode {
  return clockModeNow({ ...state, clock: { ...state.clock, remainingMs } }, ruleset);
}

/**
 * The clock moved to `at`: while running, the wall time since `asOf` comes off the period (never
 * below zero). Returns the new clock and the game time that elapsed.
 */
export function advanceClock(clock: ClockState, at: string): { clock: ClockState; elapsedMs: number } {
  if (!clock.running) return { clock: { ...clock }, elapsedMs: 0 };
  const wall = Math.max(0, Date.parse(at) - Date.parse(clock.asOf));
  const elapsedMs = Math.min(wall, clock.remainingMs);
  return { clock: { ...clock, remainingMs: clock.remainingMs - elapsedMs, asOf: at }, elapsedMs };
}
