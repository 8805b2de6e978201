import { PenaltySeverity } from '../enums';
import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { text } from '../messages';
import type { RecordedEvent } from './types';

/*
 * Calls a rulebook settles by what happened on the play rather than by the severity typed: BHI's high
 * stick by blood and intent (G55), BHI's waving at the ball, no longer a penalty (G56), and Cole
 * Harbour's intentional high stick against a stick carried high (G57). A call whose severity and facts
 * disagree is refused, saying what to record: Faceoff cannot tell which of the two the referee meant.
 */

type PenaltyEvent = Extract<RecordedEvent, { type: 'PENALTY' }>;

const BHI_HIGH_STICK = 'G55; BHI 003:14 "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)"';
const NOT_A_PENALTY = 'G56';
const CH_HIGH_STICK = 'G57; Cole Harbour 000:97 "A player who intentionally makes contact with an opponent with a high stick shall be assessed a major penalty whether or not injury results"';

/** Refuses a call the rulebook fixes otherwise than typed. */
export function checkCall(ruleset: Ruleset, event: PenaltyEvent): void {
  const notPenalty = ruleset.notPenalties?.[event.infraction];
  if (notPenalty) throw new RuleViolation(text('errors.RULE_VIOLATION.highStickBall', { rule: notPenalty }), NOT_A_PENALTY);
  if (event.infraction !== 'HIGH_STICKING') return;
  if (ruleset.highStickLengthsByBlood) bhiHighStick(event);
  if (ruleset.intentionalHighStickMajor && event.accidental === false && (event.severity === PenaltySeverity.MINOR || event.severity === PenaltySeverity.DOUBLE_MINOR)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.intentionalHighStick', { severity: event.severity }), CH_HIGH_STICK);
  }
}

/**
 * G55: no blood (injury left out or false) is 2 minutes, a MINOR; blood, accidental, 4 minutes, a
 * DOUBLE_MINOR; blood with intent, 5 minutes, a MAJOR. Blood without saying whether it was accidental
 * decides nothing.
 */
function bhiHighStick(event: PenaltyEvent): void {
  if (event.injury !== true) {
    if (event.severity !== PenaltySeverity.MINOR) throw new RuleViolation(text('errors.RULE_VIOLATION.highStickNoBlood', { severity: event.severity }), BHI_HIGH_STICK);
    return;
  }
  if (event.accidental == null) throw new RuleViolation(text('errors.RULE_VIOLATION.highStickBloodIntent'), BHI_HIGH_STICK);
  const expected = event.accidental ? PenaltySeverity.DOUBLE_MINOR : PenaltySeverity.MAJOR;
  if (event.severity !== expected) {
    throw new RuleViolation(text(event.accidental ? 'errors.RULE_VIOLATION.highStickAccidentalBlood' : 'errors.RULE_VIOLATION.highStickIntentBlood', { severity: event.severity }), BHI_HIGH_STICK);
  }
}
