import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { text } from '../messages';
import { isOvertime } from './clock';
import { refreshMode } from './clock-events';
import type { EventFacts, GameState, RecordedEvent } from './types';

/*
 * The league's one-hour time block (004:81, 004:83): when it ends (G59), and the referee's "5 minute –
 * 2 minute" reset of the clock (G60), one recorded action.
 */

const RULE = 'G60; league 004:83 "If there is 5 minutes left in the hour time slot, the referee will then reset the stopwatch to 2 mintues"';

/**
 * G59: the end of a game's time block, from its scheduled start ("If games are delayed for any
 * reason, they will end at the one (1) hour mark"): a late start does not move it. Null where the
 * rulebook puts games in no block.
 */
export function blockEndsAt(scheduledStart: Date | string, ruleset: Pick<Ruleset, 'timeBlock'>): string | null {
  if (!ruleset.timeBlock) return null;
  return new Date(new Date(scheduledStart).getTime() + ruleset.timeBlock.lengthMs).toISOString();
}

function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * G60: with 5 minutes or less left in the block, at a stoppage in regulation, the clock is set to the
 * game's last 2 minutes: the last regulation period with 2:00 on the clock, stop time (004:81 "The last
 * TWO (2) minutes of the game will be stop time", R13). Once a game; refused where the game has no more
 * than those 2 minutes left already.
 */
export function fiveTwoRule(state: GameState, event: Extract<RecordedEvent, { type: 'FIVE_TWO_RULE' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const block = ruleset.timeBlock;
  if (!block) throw new RuleViolation(text('errors.RULE_VIOLATION.noTimeBlock'), 'G60');
  const endsAt = blockEndsAt(event.scheduledStart, ruleset)!;
  if (state.fiveTwoRule) throw new RuleViolation(text('errors.RULE_VIOLATION.fiveTwoApplied', { seq: state.fiveTwoRule.seq }), RULE);
  if (isOvertime(state.period, ruleset)) throw new RuleViolation(text('errors.RULE_VIOLATION.fiveTwoOvertime'), RULE);
  if (state.clock.running) throw new RuleViolation(text('errors.RULE_VIOLATION.fiveTwoAtStoppage'), RULE);
  const leftMs = Date.parse(endsAt) - Date.parse(event.at);
  if (leftMs > block.resetWhenLeftMs) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.fiveTwoTooEarly', { left: clock(leftMs), endsAt, when: clock(block.resetWhenLeftMs), to: clock(block.resetToMs) }), RULE);
  }
  const last = ruleset.regulationPeriods;
  if (state.period === last && state.clock.remainingMs <= block.resetToMs) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.fiveTwoNothingToCut', { left: clock(state.clock.remainingMs), to: clock(block.resetToMs) }), RULE);
  }
  const from = { fromPeriod: state.period, fromRemainingMs: state.clock.remainingMs };
  // The game's last minutes: the last regulation period, whatever period it was in (the teams do not
  // switch ends, 004:84). Penalty time runs with the game clock only, so the minutes cut serve none.
  state.period = last;
  state.clock.remainingMs = block.resetToMs;
  state.clockStartedFromMs = block.resetToMs;
  refreshMode(state, ruleset);
  state.fiveTwoRule = { seq: event.seq, ...from, blockEndsAt: endsAt };
  return { ...base, period: last, clockRemainingMs: block.resetToMs, details: { blockEndsAt: endsAt, ...from, remainingMs: block.resetToMs } };
}
