import { Decision, GameStatus, PenaltySeverity } from '../enums';
import { exemptFromMajorMisconduct, type Ruleset } from '../rulesets';
import type { ScoreboardSnapshot } from '../scoreboard';
import { advanceClock, clockModeNow, fullStrength, goalDifference, isOvertime, mercyInForce, overtimePeriodsPlayed, periodLabel, periodLengthMs } from './clock';
import { advancePenalties, affectsStrength, matchCoincidental, minutesFor, releasable, releaseOne, schedule, skatersOnIce, startPending } from './penalty-clock';
import { otherSide, shooterProblem, shootoutWinner, turnProblem } from './shootout';
import { idCheckOutcome, idCheckProblems, idReviewOutcome } from '../protests';
import type { GameEventInput, GameEventKind, GameSetup, GameState, GoalStrength, LineupPlayer, PenaltyState, RecordedEvent, Side, TeamState } from './types';
import { RuleViolation } from '../../errors';

/*
 * The game state machine: a pure fold over a game's events under its ruleset. Every event is
 * checked against the state before it (a refusal is a RuleViolation a scorekeeper can read), then
 * applied. Replaying the stored log reproduces the stored state exactly.
 */

const MINUTE = 60_000;

/** An event the rules do not allow now (the one RuleViolation, src/errors.ts); the message is written for the scorekeeper. */
export { RuleViolation };

/** The columns stored with an event, and what the machine worked out about it. */
export interface EventFacts {
  period: number;
  clockRemainingMs: number | null;
  teamId: string | null;
  playerId: string | null;
  details: Record<string, unknown>;
}

/**
 * Which statuses each event may be posted in: the explicit transition table. What it leads to is
 * decided by the event's handler below.
 */
const ALLOWED: Record<GameEventKind, readonly GameStatus[]> = {
  GAME_STARTED: [GameStatus.SCHEDULED],
  LINEUP_SET: [GameStatus.SCHEDULED],
  CLOCK_STARTED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  CLOCK_STOPPED: [GameStatus.IN_PROGRESS],
  PERIOD_ENDED: [GameStatus.IN_PROGRESS],
  GOAL: [GameStatus.IN_PROGRESS],
  PENALTY: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  SHOT: [GameStatus.IN_PROGRESS],
  TIMEOUT: [GameStatus.IN_PROGRESS],
  PENALTY_SHOT: [GameStatus.IN_PROGRESS],
  SHOOTOUT_ATTEMPT: [GameStatus.INTERMISSION],
  GAME_ENDED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  FORFEIT: [GameStatus.SCHEDULED, GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL],
  // A paper game's result; on a final or forfeited game, a correction (G24).
  RESULT_RECORDED: [GameStatus.SCHEDULED, GameStatus.FINAL, GameStatus.FORFEITED],
  ID_CHECK: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  ID_PRODUCED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION],
  // "After the game, the league will pursue the ID check on that player"
  ID_CHECK_REVIEWED: [GameStatus.FINAL, GameStatus.FORFEITED],
  EVENT_VOIDED: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL, GameStatus.FORFEITED],
};

const WHY_NOT: Record<GameStatus, string> = {
  SCHEDULED: 'The game has not started: start it first.',
  IN_PROGRESS: 'The game is in progress.',
  INTERMISSION: 'The period is over: start the clock to begin the next period first.',
  FINAL: 'The game is over.',
  FORFEITED: 'The game was forfeited.',
  CANCELLED: 'The game was cancelled.',
};

const LABEL: Record<GameEventKind, string> = {
  GAME_STARTED: 'start the game',
  LINEUP_SET: 'set a lineup',
  CLOCK_STARTED: 'start the clock',
  CLOCK_STOPPED: 'stop the clock',
  PERIOD_ENDED: 'end the period',
  GOAL: 'record a goal',
  PENALTY: 'record a penalty',
  SHOT: 'record a shot',
  TIMEOUT: 'call a timeout',
  PENALTY_SHOT: 'record a penalty shot',
  SHOOTOUT_ATTEMPT: 'record a shootout attempt',
  GAME_ENDED: 'end the game',
  FORFEIT: 'forfeit the game',
  RESULT_RECORDED: 'record a result',
  ID_CHECK: 'record an ID check',
  ID_PRODUCED: 'record an ID produced',
  ID_CHECK_REVIEWED: "record the league's ruling on an ID check",
  EVENT_VOIDED: 'void an event',
};

function team(setup: GameSetup, side: Side): string {
  return side === 'home' ? setup.homeTeamId : setup.awayTeamId;
}

function emptyTeam(teamId: string, timeouts: number): TeamState {
  return { teamId, score: 0, shots: 0, timeoutsLeft: timeouts, penaltyMinutes: 0, lineup: [], penaltyCounts: {}, ejected: [], penaltyShotsPending: 0 };
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
    throw new RuleViolation(`Cannot ${LABEL[event.type]}: ${WHY_NOT[state.status]}`, 'STATUS');
  }
  if (event.type === 'EVENT_VOIDED') return voidEvent(state, event, ruleset, history);
  const next = structuredClone(state);
  const facts = step(next, event, ruleset);
  next.seq = event.seq;
  return { state: next, facts };
}

/** Replays a stored log (voided events skipped) from the scheduled game. */
export function foldEvents(setup: GameSetup, ruleset: Ruleset, events: readonly RecordedEvent[], at: string): GameState {
  const voided = new Set(events.flatMap((e) => (e.type === 'EVENT_VOIDED' ? [e.targetSeq] : [])));
  const state = initialState(setup, ruleset, events[0]?.at ?? at);
  for (const event of events) {
    if (!voided.has(event.seq) && event.type !== 'EVENT_VOIDED') step(state, event, ruleset);
    state.seq = event.seq;
  }
  return state;
}

function voidEvent(state: GameState, event: Extract<RecordedEvent, { type: 'EVENT_VOIDED' }>, ruleset: Ruleset, history: readonly RecordedEvent[]) {
  const target = history.find((e) => e.seq === event.targetSeq);
  if (!target) throw new RuleViolation(`There is no event ${event.targetSeq} in this game to void.`, 'VOID');
  if (target.type === 'EVENT_VOIDED') throw new RuleViolation('A void cannot be voided: record the event again instead.', 'VOID');
  if (target.type === 'GAME_STARTED') throw new RuleViolation('The start of the game cannot be voided.', 'VOID');
  if (history.some((e) => e.type === 'EVENT_VOIDED' && e.targetSeq === target.seq)) {
    throw new RuleViolation(`Event ${target.seq} is already voided.`, 'VOID');
  }
  let next: GameState;
  try {
    next = foldEvents(state.setup, ruleset, [...history, event], event.at);
  } catch (error) {
    if (error instanceof RuleViolation) {
      throw new RuleViolation(`Voiding event ${target.seq} would make a later event invalid (${error.message}) — void that one first.`, 'VOID');
    }
    throw error;
  }
  return {
    state: next,
    facts: { period: state.period, clockRemainingMs: null, teamId: 'teamId' in target ? target.teamId : null, playerId: null, details: { targetSeq: target.seq, targetType: target.type, reason: event.reason } },
  };
}

/** Checks and applies one (non-void) event to `state` in place, returning its facts. */
function step(state: GameState, event: RecordedEvent, ruleset: Ruleset): EventFacts {
  // The clock moves to the event's time first: expired penalties leave, the clock mode follows.
  if (state.status === GameStatus.IN_PROGRESS) advanceTo(state, event.at, ruleset);
  const base = { period: state.period, clockRemainingMs: state.period > 0 ? state.clock.remainingMs : null, teamId: null, playerId: null, details: {} };
  switch (event.type) {
    case 'GAME_STARTED':
      return startGame(state, event, ruleset, base);
    case 'LINEUP_SET': {
      const side = sideOf(state, event.teamId);
      const ids = event.lineup.map((p) => p.playerId);
      if (new Set(ids).size !== ids.length) throw new RuleViolation('A player appears twice in the lineup.', 'LINEUP');
      // Kept for the record (and for the scoreboard before the drop); startGame dresses the lineup it is given.
      state[side].lineup = event.lineup.map((p) => ({ ...p }));
      return { ...base, teamId: event.teamId, details: { dressed: ids.length, ...(event.override ? { override: event.override } : {}) } };
    }
    case 'CLOCK_STARTED':
      startClock(state, event.at, ruleset);
      return { ...base, period: state.period, clockRemainingMs: state.clock.remainingMs };
    case 'CLOCK_STOPPED':
      stopClock(state, event.remainingMs ?? null, ruleset);
      return { ...base, clockRemainingMs: state.clock.remainingMs };
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
    case 'PENALTY_SHOT':
      return penaltyShot(state, event, ruleset, base);
    case 'SHOOTOUT_ATTEMPT':
      return shootoutAttempt(state, event, ruleset, base);
    case 'GAME_ENDED':
      endGame(state, ruleset);
      return { ...base, details: { decision: state.decision, winner: state.winner } };
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
    case 'EVENT_VOIDED':
      throw new Error('voids are applied by re-folding the log');
    default: {
      const unknown: never = event;
      throw new RuleViolation(`Unknown event ${(unknown as GameEventInput).type}`);
    }
  }
}

/** At most two strength penalties of a team count down together (standard hockey: never fewer than three skaters). */
const penaltyCap = (_ruleset: Ruleset) => 2;

function advanceTo(state: GameState, at: string, ruleset: Ruleset): void {
  const { clock, elapsedMs } = advanceClock(state.clock, at);
  state.clock = clock;
  state.penalties = advancePenalties(state.penalties, elapsedMs, penaltyCap(ruleset));
  refreshMode(state, ruleset);
}

/** Mercy first (it sets the mode), then the clock mode the rules give now. */
function refreshMode(state: GameState, ruleset: Ruleset): void {
  state.mercy = mercyInForce(state, ruleset);
  state.clock.mode = clockModeNow(state, ruleset);
}

function sideOf(state: GameState, teamId: string): Side {
  if (teamId === state.setup.homeTeamId) return 'home';
  if (teamId === state.setup.awayTeamId) return 'away';
  throw new RuleViolation(`Team ${teamId} does not play in this game.`, 'TEAM');
}

function dressed(state: GameState, side: Side, playerId: string, role: string): LineupPlayer {
  const player = state[side].lineup.find((p) => p.playerId === playerId);
  if (!player) throw new RuleViolation(`The ${role} (${playerId}) is not dressed for this team in this game.`, 'LINEUP');
  return player;
}

function notEjected(state: GameState, side: Side, player: LineupPlayer, role: string): void {
  if (state[side].ejected.includes(player.playerId)) {
    throw new RuleViolation(`The ${role}, #${player.number}, has been ejected from this game.`, 'EJECTED');
  }
  if (state[side].withheld?.includes(player.playerId)) {
    throw new RuleViolation(`The ${role}, #${player.number}, could not produce ID at a check and sits out until he or she does (league §9).`, 'ID_CHECK');
  }
}

function startGame(state: GameState, event: Extract<RecordedEvent, { type: 'GAME_STARTED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const { goalie, byAgreement } = ruleset.minimumDressed;
  // League §17: fewer may start when both teams agree before the drop (R23).
  const players = event.shortHandedByAgreement && byAgreement !== null ? byAgreement : ruleset.minimumDressed.players;
  for (const side of ['home', 'away'] as Side[]) {
    const lineup = event.lineups[side];
    // R23: the minimum dressed to start.
    if (lineup.length < players || (goalie && !lineup.some((p) => p.position === 'GOALIE'))) {
      throw new RuleViolation(
        `The ${side} team has ${lineup.length} dressed${goalie ? ` (${lineup.some((p) => p.position === 'GOALIE') ? 'with' : 'without'} a goaltender)` : ''}; ` +
          `the rules need at least ${players}${goalie ? ' including a goaltender' : ''} to start.`,
        'R23',
      );
    }
    state[side].lineup = lineup.map((p) => ({ ...p }));
  }
  state.status = GameStatus.IN_PROGRESS;
  state.period = 1;
  state.clock = { running: false, remainingMs: ruleset.periodLengthMs, asOf: event.at, mode: ruleset.regulationMode };
  refreshMode(state, ruleset);
  return { ...base, period: 1, clockRemainingMs: ruleset.periodLengthMs };
}

function startClock(state: GameState, at: string, ruleset: Ruleset): void {
  if (state.status === GameStatus.INTERMISSION) {
    beginNextPeriod(state, ruleset);
  } else {
    if (state.clock.running) throw new RuleViolation('The clock is already running.', 'CLOCK');
    if (state.clock.remainingMs <= 0) throw new RuleViolation("The period's time is up: end the period.", 'CLOCK');
  }
  state.clock.running = true;
  state.clock.asOf = at;
  state.clockStarts += 1;
  state.clockStartedFromMs = state.clock.remainingMs;
  refreshMode(state, ruleset);
  // R14: penalties assessed at the stoppage start with this puck drop, timed by the mode now in force;
  // where the records charge the minutes served, they follow.
  for (const change of startPending(state.penalties, state.clock.mode, ruleset.penaltyLengths, penaltyCap(ruleset))) {
    if (ruleset.recordedMinutes[change.severity] === undefined) state[change.side].penaltyMinutes += change.minutes - change.was;
  }
}

function beginNextPeriod(state: GameState, ruleset: Ruleset): void {
  if (state.shootout) throw new RuleViolation('The shootout is under way: record shootout attempts.', 'SHOOTOUT');
  if (state.period >= ruleset.regulationPeriods) {
    if (goalDifference(state) !== 0) throw new RuleViolation('Regulation is over and the score is not tied: end the game.', 'R24');
    const format = ruleset.stage(state.setup.stage);
    const ot = format.overtime;
    if (!ot) throw new RuleViolation('A tie stands in this stage (no overtime): end the game.', 'R24');
    if (ot.periods !== null && overtimePeriodsPlayed(state, ruleset) >= ot.periods) {
      throw new RuleViolation(
        format.shootout ? 'Overtime is over: a shootout decides the game (record shootout attempts).' : 'Overtime is over: end the game.',
        'R24',
      );
    }
  }
  state.period += 1;
  state.status = GameStatus.IN_PROGRESS;
  state.clock.remainingMs = periodLengthMs(state.period, state, ruleset);
  const timeouts = ruleset.stage(state.setup.stage).timeouts;
  if (timeouts.per === 'PERIOD') state.home.timeoutsLeft = state.away.timeoutsLeft = timeouts.count;
}

function stopClock(state: GameState, reading: number | null, ruleset: Ruleset): void {
  if (!state.clock.running) throw new RuleViolation('The clock is already stopped.', 'CLOCK');
  state.clock.running = false;
  if (reading !== null) {
    // The arena clock is the authority (R10): it may differ from our wall-clock estimate either way,
    // but it never shows more than was left when the clock last started — a higher reading would
    // have the clock run backwards and make every event timed since then impossible to place.
    const startedFrom = state.clockStartedFromMs ?? periodLengthMs(state.period, state, ruleset);
    if (!Number.isInteger(reading) || reading < 0 || reading > startedFrom) {
      const what = Number.isInteger(reading) && reading < 0 ? 'a negative reading' : `a higher reading (${formatClock(reading)})`;
      throw new RuleViolation(
        `The clock last started at ${formatClock(startedFrom)}: it cannot stop at ${what}. remainingMs must be between 0:00 and ${formatClock(startedFrom)}.`,
        'CLOCK',
      );
    }
    const adjustment = state.clock.remainingMs - reading;
    if (adjustment > 0) state.penalties = advancePenalties(state.penalties, adjustment, penaltyCap(ruleset));
    state.clock.remainingMs = reading;
  }
  refreshMode(state, ruleset);
}

function endPeriod(state: GameState, ruleset: Ruleset): void {
  if (state.clock.running) {
    // Time ran out: the rest of the period elapses for the penalty timers too.
    state.penalties = advancePenalties(state.penalties, state.clock.remainingMs, penaltyCap(ruleset));
  }
  state.clock.running = false;
  state.clock.remainingMs = 0;
  state.status = GameStatus.INTERMISSION;
  refreshMode(state, ruleset);
}

function goalStrength(state: GameState, side: Side, emptyNet: boolean, penaltyShot: boolean, ruleset: Ruleset): GoalStrength {
  if (penaltyShot) return 'PENALTY_SHOT';
  if (emptyNet) return 'EMPTY_NET';
  const onIce = skatersOnIce(state.penalties, fullStrength(state, ruleset), ruleset.minimumSkaters);
  if (onIce[side] > onIce[otherSide(side)]) return 'POWER_PLAY';
  if (onIce[side] < onIce[otherSide(side)]) return 'SHORT_HANDED';
  return 'EVEN';
}

/**
 * The clock reading an event happened at: as given, or the clock now. A given reading must lie in
 * the span the clock has covered in this period: at most the period's length (it began there), and,
 * while the clock is stopped, at least the stopped reading (a later one would be from the future).
 * Entered late is fine. While the clock runs, the server's reading is only an estimate of the arena
 * clock's, which is the authority (R10), so any reading down to 0 is taken as the arena's.
 */
function eventTime(state: GameState, reading: number | null | undefined, ruleset: Ruleset, what: 'goal' | 'penalty'): number {
  if (reading === null || reading === undefined) return state.clock.remainingMs;
  const length = periodLengthMs(state.period, state, ruleset);
  if (!Number.isInteger(reading) || reading < 0 || reading > length) {
    throw new RuleViolation(`The time of the ${what} must be a clock reading between 0 and ${formatClock(length)}.`, 'CLOCK');
  }
  if (state.status === GameStatus.IN_PROGRESS && !state.clock.running && reading < state.clock.remainingMs) {
    const stopped = formatClock(state.clock.remainingMs);
    throw new RuleViolation(
      `The clock stopped at ${stopped}: a ${what} cannot come after that (${formatClock(reading)}). clockRemainingMs must be between ${stopped} and ${formatClock(length)}.`,
      'CLOCK',
    );
  }
  return reading;
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

function goal(state: GameState, event: Extract<RecordedEvent, { type: 'GOAL' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const scorer = dressed(state, side, event.scorerId, 'scorer');
  notEjected(state, side, scorer, 'scorer');
  if (event.assistIds.length > 2) throw new RuleViolation('A goal has at most two assists.', 'ASSISTS');
  if (new Set(event.assistIds).size !== event.assistIds.length) throw new RuleViolation('The two assists must go to different players.', 'ASSISTS');
  for (const id of event.assistIds) {
    if (id === event.scorerId) throw new RuleViolation('The scorer cannot also assist on the goal.', 'ASSISTS');
    notEjected(state, side, dressed(state, side, id, 'assisting player'), 'assisting player');
  }
  const time = eventTime(state, event.clockRemainingMs, ruleset, 'goal');
  const strength = goalStrength(state, side, event.emptyNet ?? false, false, ruleset);
  score(state, side, event.scorerId, event.assistIds, time, strength, ruleset);
  state.goals[state.goals.length - 1]!.seq = event.seq;
  return { ...base, clockRemainingMs: time, teamId: event.teamId, playerId: event.scorerId, details: { strength, assistIds: event.assistIds } };
}

function penalty(state: GameState, event: Extract<RecordedEvent, { type: 'PENALTY' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const sideState = state[side];
  let number: number | null = null;
  if (event.playerId !== null) {
    const player = dressed(state, side, event.playerId, 'penalised player');
    notEjected(state, side, player, 'penalised player');
    number = player.number;
  }
  const time = eventTime(state, event.clockRemainingMs, ruleset, 'penalty');
  const allowed = ruleset.allowedSeverities[event.infraction];
  if (allowed && !allowed.includes(event.severity)) {
    throw new RuleViolation(`${event.infraction} is assessed as ${allowed.join(' or ')} only under these rules, not ${event.severity}.`, 'SEVERITY');
  }
  // League §26: goaltender interference is "an automatic DOUBLE-MINOR": a minor called for it is one.
  // BHI: a deliberate slide that injures an opponent is a major and a game misconduct.
  const floor = ruleset.minimumSeverity[event.infraction];
  const injuryMajor = event.injury === true && ruleset.injuryMajorWithMisconduct.includes(event.infraction);
  const severity = injuryMajor ? PenaltySeverity.MAJOR : floor && event.severity === PenaltySeverity.MINOR ? floor : event.severity;
  const details: Record<string, unknown> = { severity, infraction: event.infraction, ...(severity !== event.severity ? { assessedAs: event.severity } : {}) };

  const lateDelay =
    ruleset.lateDelayOfGamePenaltyShotMs !== null &&
    event.infraction === 'DELAY_OF_GAME' &&
    state.period >= ruleset.regulationPeriods &&
    state.status === GameStatus.IN_PROGRESS &&
    time <= ruleset.lateDelayOfGamePenaltyShotMs;
  const shots = lateDelay ? 1 : Math.max(ruleset.penaltyShots?.[severity] ?? 0, ruleset.penaltyShots ? (ruleset.penaltyShotsByInfraction[event.infraction] ?? 0) : 0);
  const served = ruleset.penaltyShots || lateDelay ? 0 : minutesFor(ruleset.penaltyLengths[severity], state.clock.mode);
  let recorded = ruleset.recordedMinutes[severity] ?? served;
  if (lateDelay) recorded = 0;
  const withMajor = ruleset.gameMisconductWithMajor;
  if (event.accidental != null) details.accidental = event.accidental;
  if (event.injury != null) details.injury = event.injury;
  // Cole Harbour: an accidental high-sticking major without injury brings no game misconduct.
  const exempt = exemptFromMajorMisconduct(ruleset, { ...event, severity });
  if (severity === PenaltySeverity.MAJOR && !exempt && (injuryMajor || withMajor === 'ALL' || withMajor.includes(event.infraction))) {
    // R16 (Cole Harbour, every major) and league §26 (goaltender interference): the major brings a
    // game misconduct, 10 minutes of which are charged in the records.
    recorded += ruleset.recordedMinutes.GAME_MISCONDUCT ?? 10;
    details.gameMisconduct = true;
  }
  sideState.penaltyMinutes += recorded;
  details.minutes = served;
  details.recordedMinutes = recorded;

  if (shots > 0) {
    // R19 (3 on 3) and BHI's late delay of game: penalty shots to the other team instead of time.
    state[otherSide(side)].penaltyShotsPending += shots;
    details.penaltyShots = shots;
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
      // R14: assessed at a stoppage, it waits for the puck drop; while the clock runs it starts at once.
      phase: state.clock.running ? 'QUEUED' : 'PENDING',
      affectsStrength: affectsStrength(severity),
      coincidental: false,
      releasable: releasable(severity),
      stoppage: state.clockStarts,
      clockRemainingMs: time,
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
      details.ejectedFor = byCount ? `penalty ${count} of the game` : bySeverity ? severity : event.infraction;
    }
    details.number = number;
  }
  return { ...base, clockRemainingMs: time, teamId: event.teamId, playerId: event.playerId, details };
}

function timeout(state: GameState, teamId: string, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, teamId);
  const format = ruleset.stage(state.setup.stage).timeouts;
  if (format.count === 0) {
    throw new RuleViolation(`No timeouts are permitted in ${state.setup.stage.toLowerCase().replace('_', ' ')} games.`, 'TIMEOUT');
  }
  if (state.clock.running) throw new RuleViolation('A timeout is taken at a stoppage: stop the clock first.', 'TIMEOUT');
  if (state[side].timeoutsLeft <= 0) {
    throw new RuleViolation(
      format.per === 'PERIOD' ? 'This team has already used its timeout this period.' : 'This team has already used its timeout.',
      'TIMEOUT',
    );
  }
  state[side].timeoutsLeft -= 1;
  return { ...base, teamId };
}

function penaltyShot(state: GameState, event: Extract<RecordedEvent, { type: 'PENALTY_SHOT' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  if (state[side].penaltyShotsPending <= 0) throw new RuleViolation('This team is owed no penalty shot.', 'PENALTY_SHOT');
  const shooter = dressed(state, side, event.shooterId, 'shooter');
  notEjected(state, side, shooter, 'shooter');
  state[side].penaltyShotsPending -= 1;
  if (event.scored) {
    score(state, side, event.shooterId, [], state.clock.remainingMs, 'PENALTY_SHOT', ruleset);
    state.goals[state.goals.length - 1]!.seq = event.seq;
  } else {
    state[side].shots += 1;
  }
  return { ...base, teamId: event.teamId, playerId: event.shooterId, details: { scored: event.scored, ...(event.scored ? { strength: 'PENALTY_SHOT' } : {}) } };
}

function shootoutAttempt(state: GameState, event: Extract<RecordedEvent, { type: 'SHOOTOUT_ATTEMPT' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const format = ruleset.stage(state.setup.stage);
  if (!format.shootout) throw new RuleViolation('There is no shootout in this stage.', 'R24');
  if (!state.shootout) {
    if (state.period < ruleset.regulationPeriods) throw new RuleViolation('A shootout comes after regulation and overtime.', 'R24');
    if (goalDifference(state) !== 0) throw new RuleViolation('A shootout is only for a tied game.', 'R24');
    const ot = format.overtime;
    if (ot && ot.periods !== null && overtimePeriodsPlayed(state, ruleset) < ot.periods) {
      throw new RuleViolation('Overtime comes before the shootout: start the clock for overtime.', 'R24');
    }
  }
  const side = sideOf(state, event.teamId);
  const shooter = dressed(state, side, event.shooterId, 'shooter');
  notEjected(state, side, shooter, 'shooter');
  const problem = turnProblem(state.shootoutAttempts, side) ?? shooterProblem(state, format.shootout, side, event.shooterId);
  if (problem) throw new RuleViolation(`Shootout: ${problem}.`, 'R24');
  state.shootout = true;
  state.shootoutAttempts.push({ seq: event.seq, side, shooterId: event.shooterId, scored: event.scored });
  const winner = shootoutWinner(state.shootoutAttempts, format.shootout.rounds);
  if (winner) {
    // R25: the shootout winner is credited one goal in the final score.
    state[winner].score += 1;
    state.status = GameStatus.FINAL;
    state.decision = Decision.SHOOTOUT;
    state.winner = winner;
  }
  return { ...base, period: state.period, teamId: event.teamId, playerId: event.shooterId, details: { scored: event.scored, ...(winner ? { decidedFor: winner } : {}) } };
}

function endGame(state: GameState, ruleset: Ruleset): void {
  const atEnd = state.status === GameStatus.INTERMISSION || (!state.clock.running && state.clock.remainingMs === 0);
  if (state.period < ruleset.regulationPeriods || !atEnd) {
    throw new RuleViolation('Regulation is not over: end the last period first.', 'END');
  }
  if (state.shootout) throw new RuleViolation('The shootout is not decided yet.', 'R24');
  if (goalDifference(state) === 0) {
    const format = ruleset.stage(state.setup.stage);
    if (format.overtime || format.shootout) {
      const overtimeLeft = format.overtime !== null && (format.overtime.periods === null || overtimePeriodsPlayed(state, ruleset) < format.overtime.periods);
      throw new RuleViolation(`The game is tied: in this stage ${overtimeLeft ? 'overtime' : 'a shootout'} must decide it.`, 'R24');
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
 * A result entered from paper (G24): the final score and how it was decided, checked against the
 * stage's format — a tie only where a tie stands (R24), an overtime or shootout win only where the
 * stage has one, and by one goal (sudden death; the shootout winner is credited one goal, R25).
 */
function resultRecorded(state: GameState, event: Extract<RecordedEvent, { type: 'RESULT_RECORDED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const { homeScore, awayScore, decision } = event;
  if (![homeScore, awayScore].every((n) => Number.isInteger(n) && n >= 0)) throw new RuleViolation('Scores are whole numbers, 0 or more.', 'RESULT');
  const format = ruleset.stage(state.setup.stage);
  const margin = Math.abs(homeScore - awayScore);
  if (margin === 0 && (decision !== Decision.REGULATION || format.overtime || format.shootout)) {
    throw new RuleViolation(`A ${state.setup.stage.toLowerCase().replace('_', ' ')} game cannot end tied under these rules: overtime or a shootout decides it.`, 'R24');
  }
  if (decision === Decision.OVERTIME && !format.overtime) throw new RuleViolation('This stage has no overtime.', 'R24');
  if (decision === Decision.SHOOTOUT && !format.shootout) throw new RuleViolation('This stage has no shootout.', 'R24');
  if (decision !== Decision.REGULATION && margin !== 1) {
    throw new RuleViolation(`An ${decision === Decision.OVERTIME ? 'overtime' : 'shootout'} win is by one goal (${decision === Decision.OVERTIME ? 'sudden death' : 'R25: the shootout winner is credited one goal'}).`, 'R25');
  }
  state.home.score = homeScore;
  state.away.score = awayScore;
  state.status = GameStatus.FINAL;
  state.decision = decision;
  state.winner = margin === 0 ? null : homeScore > awayScore ? 'home' : 'away';
  state.clock.running = false;
  state.penalties = [];
  return { ...base, details: { homeScore, awayScore, decision, winner: state.winner ? team(state.setup, state.winner) : null } };
}

function forfeit(state: GameState, forfeitingTeamId: string, ruleset: Ruleset, base: EventFacts): EventFacts {
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
 * League §9: an ID check, during a stoppage of play (the clock stopped, or between periods), on a
 * dressed player of the other team; at most one a stoppage and two a game (protests.ts). No ID: the
 * player sits out until it is produced. ID produced: the delay of game penalty the requesting team
 * takes is recorded by discipline, as its own PENALTY event.
 */
function idCheck(state: GameState, event: Extract<RecordedEvent, { type: 'ID_CHECK' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  if (state.clock.running) throw new RuleViolation('An ID check is made during a stoppage of play: stop the clock first (league §9).', 'ID_CHECK');
  const requesting = sideOf(state, event.teamId);
  const checked = otherSide(requesting);
  const player = dressed(state, checked, event.playerId, 'checked player');
  const checks = state.idChecks ?? [];
  const problems = idCheckProblems({
    requestedBy: event.requestedBy,
    checksThisGame: checks.length,
    checksThisStoppage: checks.filter((c) => c.clockStarts === state.clockStarts).length,
    requestingTeamId: event.teamId,
    checkedPlayerTeamId: team(state.setup, checked),
    preset: ruleset.preset,
  });
  if (problems.length) throw new RuleViolation(problems.map((p) => p.message).join(' '), problems[0]!.rule);
  const outcome = idCheckOutcome(event.result);
  state.idChecks = [...checks, { seq: event.seq, clockStarts: state.clockStarts, teamId: event.teamId, playerId: event.playerId, result: event.result }];
  if (outcome.playerRemoved) state[checked].withheld = [...(state[checked].withheld ?? []), event.playerId];
  return { ...base, teamId: event.teamId, playerId: event.playerId, details: { result: event.result, number: player.number, outcome: outcome.message } };
}

function idProduced(state: GameState, playerId: string, base: EventFacts): EventFacts {
  const side = (['home', 'away'] as Side[]).find((s) => state[s].withheld?.includes(playerId));
  if (!side) throw new RuleViolation('This player is not sitting out for want of ID in this game.', 'ID_CHECK');
  state[side].withheld = state[side].withheld!.filter((id) => id !== playerId);
  return { ...base, teamId: team(state.setup, side), playerId };
}

/** League §9 after the game: legal, the result stands; illegal, discipline defaults the game. */
function idCheckReviewed(state: GameState, event: Extract<RecordedEvent, { type: 'ID_CHECK_REVIEWED' }>, base: EventFacts): EventFacts {
  const check = (state.idChecks ?? []).find((c) => c.seq === event.targetSeq);
  if (!check) throw new RuleViolation(`Event ${event.targetSeq} is not an ID check of this game.`, 'ID_CHECK');
  if (check.result !== 'NO_ID') throw new RuleViolation('The player produced ID at that check: there is nothing for the league to review.', 'ID_CHECK');
  if (check.legal !== undefined) throw new RuleViolation(`That ID check was already ruled on (${check.legal ? 'legal' : 'illegal'}); void the ruling to change it.`, 'ID_CHECK');
  state.idChecks = state.idChecks!.map((c) => (c === check ? { ...c, legal: event.legal } : c));
  const outcome = idReviewOutcome(event.legal);
  const checkedTeam = check.teamId === state.setup.homeTeamId ? state.setup.awayTeamId : state.setup.homeTeamId;
  return { ...base, teamId: checkedTeam, playerId: check.playerId, details: { legal: event.legal, defaultGame: outcome.defaultGame, outcome: outcome.message } };
}

function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The scoreboard a display shows: the state as of the clock's `asOf`. */
export function toScoreboard(state: GameState, ruleset: Ruleset): ScoreboardSnapshot {
  const onIce = state.period === 0 ? { home: ruleset.skatersAtFullStrength, away: ruleset.skatersAtFullStrength } : skatersOnIce(state.penalties, fullStrength(state, ruleset), ruleset.minimumSkaters);
  const line = (side: Side) => {
    const t = state[side];
    return { teamId: t.teamId, score: t.score, shots: t.shots, skatersOnIce: onIce[side], timeoutsLeft: t.timeoutsLeft, penaltyMinutes: t.penaltyMinutes, penaltyShotsPending: t.penaltyShotsPending };
  };
  const tally = (side: Side) => {
    const taken = state.shootoutAttempts.filter((a) => a.side === side);
    return { attempts: taken.length, goals: taken.filter((a) => a.scored).length };
  };
  return {
    gameId: state.setup.gameId,
    seq: state.seq,
    status: state.status,
    period: state.period,
    periodLabel: periodLabel(state, ruleset),
    clock: { ...state.clock },
    home: line('home'),
    away: line('away'),
    penalties: state.penalties.map((p) => ({
      seq: p.seq,
      teamId: team(state.setup, p.side),
      playerId: p.playerId,
      severity: p.severity,
      minutes: p.minutes,
      remainingMs: p.remainingMs,
      running: p.phase === 'RUNNING',
    })),
    shootout: state.shootout ? { home: tally('home'), away: tally('away') } : null,
    decision: state.decision,
  };
}
