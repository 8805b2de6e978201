import { GameStatus, PenaltySeverity } from '../enums';
import { exemptFromMajorMisconduct, type Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { list, text } from '../messages';
import { clockModeAt } from './clock';
import { eventTime, stopClock } from './clock-events';
import { dressed, notEjected, sideOf } from './participants';
import { checkCall } from './penalty-calls';
import { affectsStrength, matchCoincidental, minutesFor, penaltyCap, releasable, schedule, waitsForDrop } from './penalty-clock';
import { otherSide } from './shootout';
import type { EventFacts, GameState, PenaltyState, RecordedEvent, Side } from './types';

/*
 * A penalty assessed (R14–R19, league §26): its severity under the rulebook, the minutes served and
 * charged, penalty shots in place of time, the timer it starts, and the ejection it brings.
 */

const MINUTE = 60_000;

const SLIDE_RULE = 'BHI (003:22) "in the Co-ed, ladies, and youth leagues, a minor penalty shall be assessed to any player who deliberately slides anywhere on the playing surface"';

/**
 * R36: a deliberate slide by itself (DELIBERATE_SLIDE) is a minor in the division categories the
 * rulebook names, and no penalty anywhere else: there sliding is permitted, and only its contact
 * (SLIDING) is penalised.
 */
function deliberateSlideIsMinor(ruleset: Ruleset): true {
  const categories = ruleset.deliberateSlideMinorIn ?? [];
  if (!categories.length) throw new RuleViolation(text('errors.RULE_VIOLATION.noSlidePenalty'), 'R36');
  if (!ruleset.divisionCategory || !categories.includes(ruleset.divisionCategory)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.slidingPermitted', { rule: SLIDE_RULE }), 'R36');
  }
  return true;
}

export function penalty(state: GameState, event: Extract<RecordedEvent, { type: 'PENALTY' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const sideState = state[side];
  let number: number | null = null;
  if (event.playerId !== null) {
    const player = dressed(state, side, event.playerId, 'penalised player');
    notEjected(state, side, player, 'penalised player');
    number = player.number;
  }
  const time = eventTime(state, event.clockRemainingMs, ruleset, 'penalty');
  const substitute = event.slowToBoxOf != null || event.servedById != null ? slowToBox(state, side, event, ruleset, time) : null;
  const fouled = event.fouledPlayerId ? dressed(state, otherSide(side), event.fouledPlayerId, 'fouled player') : null;
  const allowed = ruleset.allowedSeverities[event.infraction];
  if (allowed && !allowed.includes(event.severity)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.severity', { infraction: event.infraction, allowed: list(allowed, text('common.or')), severity: event.severity }), 'SEVERITY');
  }
  // G55–G57: calls the rulebook settles by blood and intent, and one it no longer penalises.
  checkCall(ruleset, event);
  // League §26: goaltender interference is "an automatic DOUBLE-MINOR": a minor called for it is one.
  // BHI: a deliberate slide that injures an opponent is a major and a game misconduct.
  // Cole Harbour: discriminatory abuse is a gross misconduct, a fighter's penalty a match (R20, R28).
  // BHI 003:22 (R36): in co-ed, ladies and youth divisions any deliberate slide is a minor; elsewhere sliding is permitted.
  // BHI 003:18-21 (R36): a slide's contact (SLIDING) is a minor, whatever was typed.
  const slideMinor = (event.infraction === 'DELIBERATE_SLIDE' && deliberateSlideIsMinor(ruleset)) || (event.infraction === 'SLIDING' && ruleset.slidingContactMinor === true);
  const fixed = ruleset.assessedSeverity[event.infraction];
  const floor = ruleset.minimumSeverity[event.infraction];
  // An injury from intentional contact raises the penalty to a major, never lowers a match penalty (R29).
  const injuryMajor = !fixed && event.injury === true && event.accidental !== true && event.severity !== PenaltySeverity.MATCH && ruleset.injuryMajorWithMisconduct.includes(event.infraction);
  const severity = fixed ?? (injuryMajor ? PenaltySeverity.MAJOR : slideMinor ? PenaltySeverity.MINOR : floor && event.severity === PenaltySeverity.MINOR ? floor : event.severity);
  const details: Record<string, unknown> = { severity, infraction: event.infraction, ...(severity !== event.severity ? { assessedAs: event.severity } : {}) };

  const lateDelay =
    ruleset.lateDelayOfGamePenaltyShotMs !== null &&
    event.infraction === 'DELAY_OF_GAME' &&
    state.period >= ruleset.regulationPeriods &&
    state.status === GameStatus.IN_PROGRESS &&
    time <= ruleset.lateDelayOfGamePenaltyShotMs;
  const shots = lateDelay ? 1 : Math.max(ruleset.penaltyShots?.[severity] ?? 0, ruleset.penaltyShots ? (ruleset.penaltyShotsByInfraction[event.infraction] ?? 0) : 0);
  // 000:69 "Penalties assessed during running time will be 3 minutes …": the length is the one of the
  // clock mode at the call, even when the drop it waits for comes under the other mode (G2).
  const served = ruleset.penaltyShots || lateDelay ? 0 : minutesFor(ruleset.penaltyLengths[severity], clockModeAt(state, time, ruleset));
  let recorded = ruleset.recordedMinutes[severity] ?? served;
  if (lateDelay) recorded = 0;
  const withMajor = ruleset.gameMisconductWithMajor;
  if (event.accidental != null) details.accidental = event.accidental;
  if (event.injury != null) details.injury = event.injury;
  if (fouled) details.fouledPlayerId = fouled.playerId;
  if (substitute) Object.assign(details, { slowToBoxOf: event.slowToBoxOf, servedById: substitute.playerId, clockStopped: substitute.clockStopped });
  // Cole Harbour: an accidental high-sticking major without injury brings no game misconduct.
  const exempt = exemptFromMajorMisconduct(ruleset, { ...event, severity });
  if (severity === PenaltySeverity.MAJOR && !exempt && (injuryMajor || withMajor === 'ALL' || withMajor.includes(event.infraction))) {
    // R16 (Cole Harbour, every major) and league §26 (goaltender interference): the major brings a
    // game misconduct, 10 minutes of which are charged in the records.
    recorded += ruleset.recordedMinutes.GAME_MISCONDUCT ?? 10;
    details.gameMisconduct = true;
  }
  sideState.penaltyMinutes += recorded;
  sideState.penalties = (sideState.penalties ?? 0) + 1;
  details.minutes = served;
  details.recordedMinutes = recorded;

  if (shots > 0) {
    // R19 (3 on 3) and BHI's late delay of game: penalty shots to the other team instead of time.
    state[otherSide(side)].penaltyShotsPending += shots;
    details.penaltyShots = shots;
    // League §26: "Penalty shots must be taken by the player who was fouled", but for a fouled goalie (G28).
    if (fouled && fouled.position !== 'GOALIE') {
      const owed = state[otherSide(side)];
      owed.penaltyShotsForFouled = [...(owed.penaltyShotsForFouled ?? []), ...Array.from({ length: shots }, () => ({ seq: event.seq, playerId: fouled.playerId }))];
    }
  }
  if (served > 0) {
    const added: PenaltyState = {
      seq: event.seq,
      side,
      playerId: event.playerId,
      severity,
      infraction: event.infraction,
      minutes: served,
      remainingMs: served * MINUTE,
      // R14, G26: it waits for the puck drop, unless the stop-time clock runs (it stops at the whistle).
      phase: waitsForDrop(state.clock) ? 'PENDING' : 'QUEUED',
      affectsStrength: affectsStrength(severity),
      coincidental: false,
      releasable: releasable(severity),
      stoppage: state.clockStarts,
      clockRemainingMs: time,
      period: state.period,
      ...(substitute ? { servedById: substitute.playerId, slowToBoxOf: event.slowToBoxOf! } : {}),
    };
    state.penalties.push(added);
    matchCoincidental(state.penalties, added);
    schedule(state.penalties, penaltyCap(ruleset));
  }

  if (event.playerId !== null) {
    const count = (sideState.penaltyCounts[event.playerId] ?? 0) + 1;
    sideState.penaltyCounts[event.playerId] = count;
    // R15: the third (league 3 on 3: fourth) penalty of any kind ejects; R16/R17: some severities,
    // a game misconduct brought by a major, and fighting eject at once.
    const byCount = ruleset.ejectAfterPenalties !== null && count >= ruleset.ejectAfterPenalties;
    const bySeverity = (ruleset.ejectingSeverities.includes(severity) && !exempt) || details.gameMisconduct === true;
    const byInfraction = ruleset.ejectingInfractions.includes(event.infraction);
    if (byCount || bySeverity || byInfraction) {
      sideState.ejected.push(event.playerId);
      details.ejected = true;
      details.ejectedFor = byCount ? `penalty ${count} of the game` : byInfraction ? event.infraction : severity;
    }
    details.number = number;
  }
  return { ...base, clockRemainingMs: time, teamId: event.teamId, playerId: event.playerId, details };
}

const QUICK_PENALTY_RULE =
  'G40; league §25 "Quick Penalty Rule: If a penalized player does NOT make his way to the penalty box within 30 seconds of being assessed a penalty, … the clock will stop, and he will be assessed another 2 minute minor penalty for delay of game. At which point, a substitute from his team ON THE FLOOR, will have to serve the minor penalty."';

/**
 * The Quick Penalty Rule (G40), on the referee's call: the penalised player of a penalty he still has
 * to serve did not reach the box in 30 seconds. His delay-of-game minor is this event; a substitute
 * dressed for his team serves it, and the clock stops (at the event's reading) if it runs. Returns the
 * substitute; refuses what the rule does not allow.
 */
function slowToBox(state: GameState, side: Side, event: Extract<RecordedEvent, { type: 'PENALTY' }>, ruleset: Ruleset, time: number): { playerId: string; clockStopped: boolean } {
  if (!ruleset.quickPenaltyRule) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.noQuickPenaltyRule'), QUICK_PENALTY_RULE);
  }
  if (event.slowToBoxOf == null || event.servedById == null) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.quickPenaltyNeeds'), QUICK_PENALTY_RULE);
  }
  if (event.severity !== PenaltySeverity.MINOR || event.infraction !== 'DELAY_OF_GAME') {
    throw new RuleViolation(text('errors.RULE_VIOLATION.quickPenaltyMinor'), QUICK_PENALTY_RULE);
  }
  const target = state.penalties.find((p) => p.seq === event.slowToBoxOf);
  if (!target || target.side !== side || target.playerId === null || target.playerId !== event.playerId) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.notSlowToBox', { seq: event.slowToBoxOf }), QUICK_PENALTY_RULE);
  }
  if (state.penalties.some((p) => p.slowToBoxOf === target.seq)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.delayAlreadyAssessed', { seq: target.seq }), QUICK_PENALTY_RULE);
  }
  if (event.servedById === event.playerId) throw new RuleViolation(text('errors.RULE_VIOLATION.substituteServes'), QUICK_PENALTY_RULE);
  const substitute = dressed(state, side, event.servedById, 'substitute');
  notEjected(state, side, substitute, 'substitute');
  const clockStopped = state.clock.running;
  // "the clock will stop": at the reading of the call.
  if (clockStopped) stopClock(state, time, ruleset);
  return { playerId: substitute.playerId, clockStopped };
}
