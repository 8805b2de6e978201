import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { text } from '../messages';
import type { GameState, RecordedEvent } from './types';

/*
 * Cole Harbour 000:65 "Games, if agreed upon by both teams and officials, could start up to 15
 * minutes earlier than the scheduled time" (G61).
 */

const RULE = 'G61; Cole Harbour 000:65 "Games, if agreed upon by both teams and officials, could start up to 15 minutes earlier than the scheduled time"';

const HOUR = 3_600_000;

function minutes(ms: number): number {
  return Math.ceil(ms / 60_000);
}

/**
 * G61: a start before the scheduled time. Where the rulebook allows one, it needs the agreement the
 * scorekeeper records (who agreed), and comes no more than the rulebook's minutes early; earlier than
 * that the office moves the game instead (rescheduleGame). An agreement given for a start that is not
 * early is not recorded: there was nothing to agree (a queued start sent late stays a start). Where the
 * rulebook says nothing, or the log predates the scheduled start being kept, nothing is checked.
 */
export function checkEarlyStart(state: GameState, event: Extract<RecordedEvent, { type: 'GAME_STARTED' }>, ruleset: Pick<Ruleset, 'earlyStart'>): void {
  const allowed = ruleset.earlyStart;
  if (!allowed || !event.scheduledStart) return;
  const earlyByMs = Date.parse(event.scheduledStart) - Date.parse(event.at);
  if (earlyByMs <= 0) return;
  if (earlyByMs > allowed.upToMs) {
    const upTo = minutes(allowed.upToMs);
    // A game days away is said in hours, not in thousands of minutes.
    const refusal =
      earlyByMs > 2 * HOUR
        ? text('errors.RULE_VIOLATION.startTooEarlyHours', { hours: Math.floor(earlyByMs / HOUR), upTo })
        : text('errors.RULE_VIOLATION.startTooEarly', { minutes: minutes(earlyByMs), upTo });
    throw new RuleViolation(refusal, RULE);
  }
  const agreement = event.earlyStart?.agreement;
  if (!agreement) throw new RuleViolation(text('errors.RULE_VIOLATION.earlyStartAgreement', { minutes: minutes(earlyByMs) }), RULE);
  state.earlyStart = { earlyByMs, agreement };
}
