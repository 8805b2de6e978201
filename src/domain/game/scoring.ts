import { Decision, GameStatus } from '../enums';
import type { Ruleset, ShootoutFormat } from '../rulesets';
import { RuleViolation } from '../errors';
import { text, type Text } from '../messages';
import { fullStrength, goalDifference, isOvertime, overtimePeriodsPlayed } from './clock';
import { eventTime, refreshMode } from './clock-events';
import { dressed, notEjected, sideOf } from './participants';
import { penaltyCap, releaseOne, runningStrength, skatersOnIce } from './penalty-clock';
import { otherSide, shooterProblem, shootoutWinner, turnProblem } from './shootout';
import type { EventFacts, GameState, GoalStrength, LineupPlayer, RecordedEvent, Side } from './types';

/*
 * Goals: from play (the strength derived; a power-play goal releases a minor), from a penalty shot,
 * and in a shootout (R24, R25). A goal in overtime ends the game.
 */

/**
 * The strength of a goal for `side`. Into an empty net: the other team's goalie is pulled
 * (GOALIE_PULLED, G48), or, for a paper scoresheet and older clients, the scorekeeper says so (`emptyNet`).
 */
function goalStrength(state: GameState, side: Side, emptyNet: boolean, penaltyShot: boolean, ruleset: Ruleset): GoalStrength {
  if (penaltyShot) return 'PENALTY_SHOT';
  if (emptyNet || state[otherSide(side)].netEmpty) return 'EMPTY_NET';
  // The strength when the goal was scored: a goal recorded at a stoppage came before the whistle, so
  // a penalty called at this stoppage (waiting for the drop) had not yet shortened anyone (G25).
  const onIce = skatersOnIce(runningStrength(state.penalties), fullStrength(state, ruleset), ruleset.minimumSkaters);
  if (onIce[side] > onIce[otherSide(side)]) return 'POWER_PLAY';
  if (onIce[side] < onIce[otherSide(side)]) return 'SHORT_HANDED';
  return 'EVEN';
}

/** Scores for `side`, derives the strength, releases a minor on a power-play goal, and ends a sudden-death overtime. */
function score(state: GameState, side: Side, scorerId: string, assistIds: string[], clockRemainingMs: number, strength: GoalStrength, ruleset: Ruleset): void {
  state[side].score += 1;
  state[side].shots += 1;
  state.goals.push({ seq: 0, side, period: state.period, clockRemainingMs, scorerId, assistIds, strength });
  if (strength === 'POWER_PLAY') state.penalties = releaseOne(state.penalties, otherSide(side), penaltyCap(ruleset));
  refreshMode(state, ruleset);
  if (isOvertime(state.period, ruleset)) {
    // Every overtime here is sudden death (R24).
    state.clock.running = false;
    state.status = GameStatus.FINAL;
    state.decision = Decision.OVERTIME;
    state.winner = side;
  }
}

export function goal(state: GameState, event: Extract<RecordedEvent, { type: 'GOAL' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const scorer = dressed(state, side, event.scorerId, 'scorer');
  notEjected(state, side, scorer, 'scorer');
  if (event.assistIds.length > 2) throw new RuleViolation(text('errors.RULE_VIOLATION.tooManyAssists'), 'ASSISTS');
  if (new Set(event.assistIds).size !== event.assistIds.length) throw new RuleViolation(text('errors.RULE_VIOLATION.sameAssist'), 'ASSISTS');
  const time = eventTime(state, event.clockRemainingMs, ruleset, 'goal');
  for (const id of event.assistIds) {
    if (id === event.scorerId) throw new RuleViolation(text('errors.RULE_VIOLATION.scorerAssists'), 'ASSISTS');
    const assisting = dressed(state, side, id, 'assisting player');
    notEjected(state, side, assisting, 'assisting player');
    notInBox(state, side, assisting, time);
  }
  const strength = goalStrength(state, side, event.emptyNet ?? false, false, ruleset);
  score(state, side, event.scorerId, event.assistIds, time, strength, ruleset);
  state.goals[state.goals.length - 1].seq = event.seq;
  return { ...base, clockRemainingMs: time, teamId: event.teamId, playerId: event.scorerId, details: { strength, assistIds: event.assistIds } };
}

/**
 * G58: a player serving a penalty in the box when the goal was scored did not assist on it. In the box:
 * the one serving a penalty (the substitute who serves it, G40) whose time has started or waits its
 * turn behind another of his team's (G3). A penalty called at this stoppage and waiting for the drop
 * came after the goal (G25), and so does one called later in the period than the goal's reading (a
 * goal entered late).
 */
function notInBox(state: GameState, side: Side, player: LineupPlayer, goalTime: number): void {
  const serving = state.penalties.find(
    (p) => p.side === side && (p.servedById ?? p.playerId) === player.playerId && p.phase !== 'PENDING' && !(p.period === state.period && p.clockRemainingMs < goalTime),
  );
  if (serving) throw new RuleViolation(text('errors.RULE_VIOLATION.assistFromBox', { number: player.number, seq: serving.seq }), 'G58');
}

export function penaltyShot(state: GameState, event: Extract<RecordedEvent, { type: 'PENALTY_SHOT' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  if (state[side].penaltyShotsPending <= 0) throw new RuleViolation(text('errors.RULE_VIOLATION.noPenaltyShotOwed'), 'PENALTY_SHOT');
  const shooter = dressed(state, side, event.shooterId, 'shooter');
  notEjected(state, side, shooter, 'shooter');
  const forFouled = shotFor(state, side, shooter, event.fouledPlayerInjured === true);
  state[side].penaltyShotsPending -= 1;
  if (event.scored) {
    score(state, side, event.shooterId, [], state.clock.remainingMs, 'PENALTY_SHOT', ruleset);
    state.goals[state.goals.length - 1].seq = event.seq;
  } else {
    state[side].shots += 1;
  }
  const fouledFacts = forFouled ? { forPenaltySeq: forFouled.seq, fouledPlayerId: forFouled.playerId, ...(event.fouledPlayerInjured ? { fouledPlayerInjured: true } : {}) } : {};
  return { ...base, teamId: event.teamId, playerId: event.shooterId, details: { scored: event.scored, ...(event.scored ? { strength: 'PENALTY_SHOT' } : {}), ...fouledFacts } };
}

/**
 * League §26 (G28): which owed shot this shooter takes. The fouled player takes his own; a shot owed for
 * nobody named goes to whoever the official sends; a visibly injured fouled player's goes to another player.
 * Refused when every shot still owed belongs to another fouled player.
 */
function shotFor(state: GameState, side: Side, shooter: LineupPlayer, injured: boolean): { seq: number; playerId: string } | null {
  const named = state[side].penaltyShotsForFouled ?? [];
  const own = named.findIndex((s) => s.playerId === shooter.playerId);
  const index = own >= 0 ? own : injured && named.length > 0 ? 0 : named.length < state[side].penaltyShotsPending ? -1 : null;
  if (index === null) {
    const fouled = dressed(state, side, named[0].playerId, 'fouled player');
    throw new RuleViolation(text('errors.RULE_VIOLATION.penaltyShotByFouled', { fouled: fouled.number, shooter: shooter.number }), 'G28');
  }
  if (index < 0) return null;
  const taken = named[index];
  state[side].penaltyShotsForFouled = named.filter((_, i) => i !== index);
  return taken;
}

/** The stage's shootout format, once a shootout may be under way (after regulation and overtime, tied). */
function shootoutFormat(state: GameState, ruleset: Ruleset): ShootoutFormat {
  const format = ruleset.stage(state.setup.stage);
  if (!format.shootout) throw new RuleViolation(text('errors.RULE_VIOLATION.noShootoutInStage'), 'R24');
  if (!state.shootout) {
    if (state.period < ruleset.regulationPeriods) throw new RuleViolation(text('errors.RULE_VIOLATION.shootoutTooEarly'), 'R24');
    if (goalDifference(state) !== 0) throw new RuleViolation(text('errors.RULE_VIOLATION.shootoutNotTied'), 'R24');
    const ot = format.overtime;
    if (ot && ot.periods !== null && overtimePeriodsPlayed(state, ruleset) < ot.periods) {
      throw new RuleViolation(text('errors.RULE_VIOLATION.overtimeFirst'), 'R24');
    }
  }
  return format.shootout;
}

const NAMED_RULE = 'Cole Harbour (000:40) "The first 3 shooters must be named upon the first shooter"';

/**
 * Cole Harbour 000:40 (G31): a team names its first `rounds` shooters, different players dressed for
 * it and still in the game, before the shootout's first attempt. Naming again before that attempt
 * replaces the names; once the first shooter has gone the names stand.
 */
export function nameShooters(state: GameState, event: Extract<RecordedEvent, { type: 'SHOOTERS_NAMED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const format = shootoutFormat(state, ruleset);
  if (!format.namedShooters) throw new RuleViolation(text('errors.RULE_VIOLATION.noNamedShooters'), 'G31');
  const side = sideOf(state, event.teamId);
  if (state.shootoutAttempts.length > 0) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.shootersNamedAlready', { rule: NAMED_RULE }), 'G31');
  }
  if (event.shooterIds.length !== format.rounds || new Set(event.shooterIds).size !== format.rounds) {
    const twice = new Set(event.shooterIds).size !== event.shooterIds.length;
    throw new RuleViolation(
      text(twice ? 'errors.RULE_VIOLATION.nameShootersTwice' : 'errors.RULE_VIOLATION.nameShooters', { rounds: format.rounds, named: event.shooterIds.length, rule: NAMED_RULE }),
      'G31',
    );
  }
  for (const id of event.shooterIds) notEjected(state, side, dressed(state, side, id, 'named shooter'), 'named shooter');
  state.namedShooters = { ...state.namedShooters, [side]: [...event.shooterIds] };
  return { ...base, period: state.period, teamId: event.teamId, details: { shooterIds: [...event.shooterIds] } };
}

/** Cole Harbour 000:40 (G31): why this attempt is refused for want of named shooters, or null. */
function namedShooterProblem(state: GameState, format: ShootoutFormat, side: Side, shooter: LineupPlayer): Text | null {
  if (!format.namedShooters) return null;
  const missing = (['home', 'away'] as Side[]).filter((s) => !state.namedShooters?.[s]);
  if (missing.length) {
    return text(`shootout.nameFirst.${missing.length === 1 ? missing[0] : 'both'}`, { rounds: format.rounds, rule: NAMED_RULE });
  }
  const taken = state.shootoutAttempts.filter((a) => a.side === side).length;
  if (taken < format.rounds && !state.namedShooters![side]!.includes(shooter.playerId)) {
    return text('shootout.notNamed', { number: shooter.number, rounds: format.rounds, rule: NAMED_RULE });
  }
  return null;
}

export function shootoutAttempt(state: GameState, event: Extract<RecordedEvent, { type: 'SHOOTOUT_ATTEMPT' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const format = shootoutFormat(state, ruleset);
  const side = sideOf(state, event.teamId);
  const shooter = dressed(state, side, event.shooterId, 'shooter');
  notEjected(state, side, shooter, 'shooter');
  const named = namedShooterProblem(state, format, side, shooter);
  if (named) throw new RuleViolation(text('errors.RULE_VIOLATION.shootout', { problem: named }), 'G31');
  const problem = turnProblem(state.shootoutAttempts, side) ?? shooterProblem(state, format, side, event.shooterId);
  if (problem) throw new RuleViolation(text('errors.RULE_VIOLATION.shootout', { problem }), 'R24');
  state.shootout = true;
  state.shootoutAttempts.push({ seq: event.seq, side, shooterId: event.shooterId, scored: event.scored });
  const winner = shootoutWinner(state.shootoutAttempts, format.rounds);
  if (winner) {
    // R25: the shootout winner is credited one goal in the final score.
    state[winner].score += 1;
    state.status = GameStatus.FINAL;
    state.decision = Decision.SHOOTOUT;
    state.winner = winner;
  }
  return { ...base, period: state.period, teamId: event.teamId, playerId: event.shooterId, details: { scored: event.scored, ...(winner ? { decidedFor: winner } : {}) } };
}
