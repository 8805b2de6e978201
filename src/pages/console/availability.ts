import type { GameStatus } from '../../domain/enums';
import type { StageFormat } from '../../domain/rulesets';
import { t } from '../lib/i18n';

/**
 * Which of the console's controls the rules allow now, and why not the others: a pure function of
 * the board the console receives, the stage's format (from the competition's rulebook) and what the
 * game log says about a shootout. It mirrors the server's game machine (src/domain/game/machine.ts:
 * the ALLOWED table, then clock-events.ts, endings.ts and scoring.ts), so a scorekeeper is not
 * offered what would be refused; the server stays the judge, and a refusal it sends is still shown.
 *
 * Each answer is `true` (allowed) or the reason it is not, written for the scorekeeper in the page's
 * language (console.why in the catalogues).
 */
export type Availability = true | string;

export const GAME_ACTIONS = ['startGame', 'startClock', 'stopClock', 'puckDrop', 'endPeriod', 'fiveTwo', 'endGame', 'undo'] as const;
export const TEAM_ACTIONS = ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie', 'returnGoalie', 'nameShooters', 'shootoutAttempt'] as const;
export type GameAction = (typeof GAME_ACTIONS)[number];
export type TeamAction = (typeof TEAM_ACTIONS)[number];
type Side = 'home' | 'away';

/** The part of a scoreboard snapshot the rules read. */
export interface BoardFacts {
  status: GameStatus;
  period: number;
  clock: { running: boolean; remainingMs: number };
  /** `netEmpty`: the team's goalie is pulled (absent from a board older than it: false) */
  home: { score: number; timeoutsLeft: number; netEmpty?: boolean };
  away: { score: number; timeoutsLeft: number; netEmpty?: boolean };
  /** null until the shootout's first attempt */
  shootout: { home: { attempts: number }; away: { attempts: number } } | null | undefined;
}

export interface Situation {
  /** The newest board; undefined until the first one arrives. */
  board: BoardFacts | undefined;
  /** The competition's regulation periods (its rulebook, or its override). */
  regulationPeriods: number;
  /** The game's stage format under the rulebook: overtime, shootout, timeouts. */
  format: StageFormat;
  /** The team that took the shootout's first attempt (from the log), or null. */
  shootoutOpener: Side | null;
  /** Which teams have named their first shooters (SHOOTERS_NAMED in the log, not voided). */
  named: Record<Side, boolean>;
  /** Actions waiting in the outbox, oldest first: the controls follow the board as it will be once they are through. */
  queue: readonly QueuedAction[];
  /**
   * The league's one-hour block (004:81, 004:83; G59, G60), null where the rulebook has none: when it
   * ends (ms), when the reset may be applied and to what, and whether it was (FIVE_TWO_RULE in the log).
   */
  timeBlock: { endsAt: number; resetWhenLeftMs: number; resetToMs: number; applied: boolean } | null;
  /** The time now (ms, the server's clock as the page knows it): the block's last 5 minutes are a matter of the time. */
  now: number;
  /**
   * Cole Harbour 000:65 (G61): the game's scheduled start, and how early it may start by both teams'
   * and the officials' agreement; null where the rulebook says nothing of an early start.
   */
  earlyStart: { startsAt: number; upToMs: number } | null;
}

/** An action in the outbox: its operation (actions.ts OPERATIONS) and the team it is for. */
export interface QueuedAction {
  operation: string;
  side?: Side;
}

export interface Availabilities {
  game: Record<GameAction, Availability>;
  home: Record<TeamAction, Availability>;
  away: Record<TeamAction, Availability>;
}

/**
 * A reason in words (console.why.<key>). A status's key is the status itself: why nothing can be
 * posted in a status the action does not allow (the server's whyNot.<status> in src/domain/messages, shortened for a hint).
 */
function why(key: string): string {
  return t(`console.why.${key}`);
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** machine.ts ALLOWED: the statuses an action may be posted in; otherwise the status is the reason. */
function inStatus(status: GameStatus, allowed: readonly GameStatus[]): Availability {
  return allowed.includes(status) ? true : why(status);
}

/** The longest the page waits before looking at the 5-2 mark again: a timer past 2^31 - 1 ms fires at once. */
export const FIVE_TWO_LOOK_MAX_MS = 60 * 60_000;

/**
 * When to look again at the controls because the block's 5-minute mark comes (no board arrives
 * then), in ms from `now`; null when there is nothing to wait for. Never more than
 * FIVE_TWO_LOOK_MAX_MS: a game days away is looked at again each hour rather than by a timer that
 * would overflow and fire at once, over and over.
 */
export function fiveTwoMarkIn(timeBlock: Situation['timeBlock'], now: number): number | null {
  if (!timeBlock || timeBlock.applied) return null;
  const until = timeBlock.endsAt - timeBlock.resetWhenLeftMs - now;
  return until > 0 ? Math.min(until + 50, FIVE_TWO_LOOK_MAX_MS) : null;
}

/**
 * When to look again at the controls because the game comes within its early-start window (G61),
 * in ms from `now`; null when there is nothing to wait for. Capped as fiveTwoMarkIn is.
 */
export function earlyStartMarkIn(earlyStart: Situation['earlyStart'], now: number): number | null {
  if (!earlyStart) return null;
  const until = earlyStart.startsAt - earlyStart.upToMs - now;
  return until > 0 ? Math.min(until + 50, FIVE_TWO_LOOK_MAX_MS) : null;
}

/** Whether the start may be recorded now and whether it needs the agreement (G61): null when it may not start yet. */
export function startNeedsAgreement(s: Pick<Situation, 'earlyStart' | 'now'>): boolean | null {
  if (!s.earlyStart) return false;
  const early = s.earlyStart.startsAt - s.now;
  if (early > s.earlyStart.upToMs) return null;
  return early > 0;
}

/** time-block.ts fiveTwoRule (G60): in the block's last 5 minutes, at a stoppage in regulation, once. */
function fiveTwo(s: Situation, b: BoardFacts): Availability {
  const block = s.timeBlock;
  if (!block) return why('noTimeBlock');
  return first(
    () => inStatus(b.status, ['IN_PROGRESS']),
    () => (block.applied ? why('fiveTwoApplied') : true),
    () => (b.period > s.regulationPeriods ? why('fiveTwoOvertime') : true),
    () => (b.clock.running ? why('stopClockFirst') : true),
    () => (block.endsAt - s.now > block.resetWhenLeftMs ? why('fiveTwoTooEarly') : true),
    () => (b.period === s.regulationPeriods && b.clock.remainingMs <= block.resetToMs ? why('fiveTwoNothingToCut') : true),
  );
}

/** The first reason of several checks, or true. */
function first(...checks: Array<() => Availability>): Availability {
  for (const check of checks) {
    const answer = check();
    if (answer !== true) return answer;
  }
  return true;
}

/** Why a shootout is not under way or due (scoring.ts shootoutFormat, R24), or true. */
function shootoutDue(s: Situation, b: BoardFacts): Availability {
  if (!s.format.shootout) return why('noShootoutStage');
  if (b.shootout) return true;
  if (b.period < s.regulationPeriods) return why('shootoutAfterRegulation');
  if (b.home.score !== b.away.score) return why('shootoutTiedOnly');
  const ot = s.format.overtime;
  if (ot && ot.periods !== null && Math.max(0, b.period - s.regulationPeriods) < ot.periods) return why('overtimeFirst');
  return true;
}

/** clock-events.ts startClock / beginNextPeriod. */
function startClock(s: Situation, b: BoardFacts): Availability {
  const status = b.status;
  if (status === 'INTERMISSION') {
    if (b.shootout) return why('shootoutUnderWay');
    if (b.period >= s.regulationPeriods) {
      if (b.home.score !== b.away.score) return why('regulationNotTied');
      const ot = s.format.overtime;
      if (!ot) return why('tieStands');
      if (ot.periods !== null && b.period - s.regulationPeriods >= ot.periods) return s.format.shootout ? why('overtimeOverShootout') : why('overtimeOverEnd');
    }
    return true;
  }
  if (status !== 'IN_PROGRESS') return why(status);
  if (b.clock.running) return why('clockRunning');
  if (b.clock.remainingMs <= 0) return why('timeUp');
  return true;
}

/** endings.ts endGame (without a stop reason: the console ends games at their end). */
function endGame(s: Situation, b: BoardFacts): Availability {
  const status = b.status;
  if (status !== 'IN_PROGRESS' && status !== 'INTERMISSION') return why(status);
  const atEnd = status === 'INTERMISSION' || (!b.clock.running && b.clock.remainingMs === 0);
  if (b.period < s.regulationPeriods || !atEnd) return why('regulationNotOver');
  if (b.shootout) return why('shootoutUndecided');
  if (b.home.score === b.away.score && (s.format.overtime || s.format.shootout)) {
    const ot = s.format.overtime;
    const overtimeLeft = ot !== null && (ot.periods === null || b.period - s.regulationPeriods < ot.periods);
    return overtimeLeft ? why('tiedOvertime') : why('tiedShootout');
  }
  return true;
}

/** clock-events.ts timeout. */
function timeout(s: Situation, b: BoardFacts, side: Side): Availability {
  return first(
    () => inStatus(b.status, ['IN_PROGRESS']),
    () => (s.format.timeouts.count === 0 ? why('noTimeouts') : true),
    () => (b.clock.running ? why('stopClockFirst') : true),
    () => (b[side].timeoutsLeft <= 0 ? (s.format.timeouts.per === 'PERIOD' ? why('timeoutThisPeriod') : why('timeoutUsed')) : true),
  );
}

/** A shootout is taken between periods, after the last; during play the hint says so rather than "in progress". */
function shootoutStatus(s: Situation, b: BoardFacts): Availability {
  if (!s.format.shootout) return why('noShootoutStage');
  if (b.status === 'IN_PROGRESS') return why('shootoutAfterLast');
  return inStatus(b.status, ['INTERMISSION']);
}

/** scoring.ts nameShooters (G31). */
function nameShooters(s: Situation, b: BoardFacts): Availability {
  return first(
    () => shootoutStatus(s, b),
    () => shootoutDue(s, b),
    () => (s.format.shootout?.namedShooters ? true : why('noNamedShooters')),
    () => (b.shootout && b.shootout.home.attempts + b.shootout.away.attempts > 0 ? why('namesStand') : true),
  );
}

/** scoring.ts shootoutAttempt: named shooters first (G31), then the turn (shootout.ts turnProblem, R24). */
function shootoutAttempt(s: Situation, b: BoardFacts, side: Side): Availability {
  return first(
    () => shootoutStatus(s, b),
    () => shootoutDue(s, b),
    () => (s.format.shootout?.namedShooters && !(s.named.home && s.named.away) ? why('nameFirst') : true),
    () => {
      const mine = b.shootout?.[side].attempts ?? 0;
      const theirs = b.shootout?.[other(side)].attempts ?? 0;
      if (mine > theirs) return why('otherShoots');
      if (mine === theirs && mine > 0 && s.shootoutOpener && s.shootoutOpener !== side) return why('otherOpens');
      return true;
    },
  );
}

/** goalies.ts pullGoalie / returnGoalie: during play, the net empty or not. */
function goalie(b: BoardFacts, side: Side, pull: boolean): Availability {
  return first(
    () => inStatus(b.status, ['IN_PROGRESS']),
    () => (Boolean(b[side].netEmpty) === pull ? why(pull ? 'goaliePulled' : 'goalieIn') : true),
  );
}

function team(s: Situation, b: BoardFacts, side: Side): Record<TeamAction, Availability> {
  const status = b.status;
  return {
    goal: inStatus(status, ['IN_PROGRESS']),
    shot: inStatus(status, ['IN_PROGRESS']),
    penalty: inStatus(status, ['IN_PROGRESS', 'INTERMISSION']),
    timeout: timeout(s, b, side),
    pullGoalie: goalie(b, side, true),
    returnGoalie: goalie(b, side, false),
    nameShooters: nameShooters(s, b),
    shootoutAttempt: shootoutAttempt(s, b, side),
  };
}

const everything = (reason: string) => ({
  game: Object.fromEntries(GAME_ACTIONS.map((a) => [a, reason])) as Record<GameAction, Availability>,
  home: Object.fromEntries(TEAM_ACTIONS.map((a) => [a, reason])) as Record<TeamAction, Availability>,
  away: Object.fromEntries(TEAM_ACTIONS.map((a) => [a, reason])) as Record<TeamAction, Availability>,
});

/**
 * The board and shootout facts once the queued actions are through, each taken as the server would
 * apply it (the server still judges each). A tablet offline, or a board slower than the scorekeeper,
 * so offers Stop clock right after a queued Start clock. A clock started from an intermission has
 * some time left (its exact length does not matter to any rule here).
 */
export function afterQueue(s: Situation): Situation {
  if (!s.board || s.queue.length === 0) return s;
  const b: BoardFacts = structuredClone(s.board);
  let opener = s.shootoutOpener;
  const named = { ...s.named };
  let timeBlock = s.timeBlock;
  for (const { operation, side } of s.queue) {
    switch (operation) {
      case 'startGame':
        Object.assign(b, { status: 'IN_PROGRESS', period: 1 });
        b.clock.running = false;
        break;
      case 'startClock':
        if (b.status === 'INTERMISSION') Object.assign(b, { status: 'IN_PROGRESS', period: b.period + 1, clock: { running: true, remainingMs: 1 } });
        else b.clock.running = true;
        break;
      case 'stopClock':
        b.clock.running = false;
        break;
      case 'endPeriod':
        Object.assign(b, { status: 'INTERMISSION', clock: { running: false, remainingMs: 0 } });
        break;
      case 'endGame':
        Object.assign(b, { status: 'FINAL', clock: { ...b.clock, running: false } });
        break;
      case 'fiveTwo':
        if (!timeBlock) break;
        Object.assign(b, { period: s.regulationPeriods, clock: { running: false, remainingMs: timeBlock.resetToMs } });
        timeBlock = { ...timeBlock, applied: true };
        break;
      case 'goal':
        if (!side) break;
        b[side].score += 1;
        // Every overtime is sudden death (R24).
        if (b.period > s.regulationPeriods) Object.assign(b, { status: 'FINAL', clock: { ...b.clock, running: false } });
        break;
      case 'timeout':
        if (side) b[side].timeoutsLeft -= 1;
        break;
      case 'pullGoalie':
        if (side) b[side].netEmpty = true;
        break;
      case 'returnGoalie':
        if (side) b[side].netEmpty = false;
        break;
      case 'nameShooters':
        if (side) named[side] = true;
        break;
      case 'shootout':
        if (!side) break;
        b.shootout ??= { home: { attempts: 0 }, away: { attempts: 0 } };
        b.shootout[side].attempts += 1;
        opener ??= side;
        break;
      default:
        break;
    }
    // Out of play (a period or the game over), both goalies are back in their nets (goalies.ts).
    if (b.status !== 'IN_PROGRESS') b.home.netEmpty = b.away.netEmpty = false;
  }
  return { ...s, board: b, shootoutOpener: opener, named, timeBlock };
}

/** Every control's answer for this situation. Start clock and Stop clock are never both allowed. */
export function availability(situation: Situation): Availabilities {
  const s = afterQueue(situation);
  const b = s.board;
  const queued = s.queue.length;
  if (!b) {
    const waiting = everything(why('waiting'));
    if (queued > 0) waiting.game.undo = true;
    return waiting;
  }
  const status = b.status;
  return {
    game: {
      startGame: status === 'SCHEDULED' ? (startNeedsAgreement(s) === null ? why('tooEarlyToStart') : true) : status === 'IN_PROGRESS' || status === 'INTERMISSION' ? why('started') : why(status),
      startClock: startClock(s, b),
      stopClock: first(
        () => inStatus(status, ['IN_PROGRESS']),
        () => (b.clock.running ? true : why('clockStopped')),
      ),
      puckDrop: inStatus(status, ['IN_PROGRESS']),
      endPeriod: inStatus(status, ['IN_PROGRESS']),
      fiveTwo: fiveTwo(s, b),
      endGame: endGame(s, b),
      // A queued action can always be taken back; a void needs a game under way or over (machine.ts ALLOWED EVENT_VOIDED).
      undo: queued > 0 ? true : status === 'SCHEDULED' ? why('nothingYet') : inStatus(status, ['IN_PROGRESS', 'INTERMISSION', 'FINAL', 'FORFEITED']),
    },
    home: team(s, b, 'home'),
    away: team(s, b, 'away'),
  };
}
