import { resolveRuleset } from '../../domain/rulesets';
import type { BoardSnapshotFragment, ConsoleGameQuery } from '../generated/graphql';
import type { LogEvent } from '../lib/game-log';
import { t } from '../lib/i18n';
import type { OutboxItem } from '../lib/outbox';
import { inputOf } from './queued';
import type { Situation } from './availability';
import type { Projected } from './queued';

/**
 * What the scorekeeper console knows: the game as loaded, the latest board, the game log, and
 * which penalty timers are on screen. Everything the page changes goes through the update
 * functions below; render.ts and actions.ts read it, main.ts creates it once and passes it on.
 */
export type Game = NonNullable<ConsoleGameQuery['game']>;
export type Side = 'home' | 'away';
export const SIDES = ['home', 'away'] as const;

export interface Dressed {
  id: string;
  name: string;
  number: number;
  position: string;
}

export interface ConsoleState {
  readonly gameId: string;
  /** Loaded once at start; the page shows a problem instead when there is none. */
  game: Game | undefined;
  /** The newest board from the subscription. */
  board: BoardSnapshotFragment | undefined;
  /** The game log, keyed by seq (a reconnection replays it). */
  readonly log: Map<number, LogEvent>;
  /** The penalty timers last drawn (`seq:time|…`), so the lists are rebuilt only on a change. */
  drawnPenalties: string;
  /**
   * Actions the server has stored whose event the board does not show yet, by clientEventId, with
   * the seq the server gave them: the board shows them as queued until it catches up (queued.ts).
   */
  readonly sent: Map<string, { item: OutboxItem; seq: number }>;
  /** The board as shown: the server's with what is queued applied (queued.ts); refreshed with the queue. */
  shown: Projected | undefined;
}

export function createState(gameId: string): ConsoleState {
  return { gameId, game: undefined, board: undefined, log: new Map(), drawnPenalties: '', sent: new Map(), shown: undefined };
}

// ---- updates ----

export function setGame(state: ConsoleState, game: Game): void {
  state.game = game;
}

/**
 * Takes a board from the subscription unless it is older than the one shown (a restarted
 * subscription's first board always counts). Says whether it was taken.
 */
export function acceptBoard(state: ConsoleState, snapshot: BoardSnapshotFragment, restarted: boolean): boolean {
  if (state.board && !restarted && snapshot.seq <= state.board.seq) return false;
  state.board = snapshot;
  return true;
}

/** Adds an event to the log; a void marks its target voided. */
export function addEvent(state: ConsoleState, e: LogEvent): void {
  state.log.set(e.seq, e);
  if (e.type === 'EVENT_VOIDED' && e.targetSeq != null) {
    const target = state.log.get(e.targetSeq);
    if (target) state.log.set(target.seq, { ...target, voided: true });
  }
}

/** Records which penalty timers are on screen; true when that differs from what was drawn. */
export function penaltiesChanged(state: ConsoleState, shown: string): boolean {
  if (shown === state.drawnPenalties) return false;
  state.drawnPenalties = shown;
  return true;
}

// ---- reads ----

export function eventsNewestFirst(state: ConsoleState): LogEvent[] {
  return [...state.log.values()].sort((a, b) => b.seq - a.seq);
}

/** The newest event that can still be voided. */
export function lastUndoable(state: ConsoleState): LogEvent | undefined {
  return eventsNewestFirst(state).find((e) => !e.voided && e.type !== 'EVENT_VOIDED');
}

/**
 * What the rules need to say which controls are allowed (availability.ts): the board, the stage's
 * format under the competition's rulebook (with its overrides), and the shootout as the log has it.
 */
function rulesetOf(state: ConsoleState) {
  const competition = state.game!.division?.competition;
  const overrides = competition?.rules;
  return resolveRuleset(competition?.preset ?? 'COLE_HARBOUR_CLASSIC', {
    ...(overrides?.regulationPeriods != null ? { regulationPeriods: overrides.regulationPeriods } : {}),
    ...(overrides?.periodMinutes != null ? { periodMinutes: overrides.periodMinutes } : {}),
  });
}

/** A period's length under the game's rulebook and stage: an overtime has its own. */
export function periodLength(state: ConsoleState, period: number): number {
  const ruleset = rulesetOf(state);
  if (period <= ruleset.regulationPeriods) return ruleset.periodLengthMs;
  return ruleset.stage(state.game!.stage).overtime?.periodLengthMs ?? ruleset.periodLengthMs;
}

/** Skaters a side at full strength in a period (3 on 3 in some overtimes). */
export function fullStrength(state: ConsoleState, period: number): number {
  const ruleset = rulesetOf(state);
  if (period <= ruleset.regulationPeriods) return ruleset.skatersAtFullStrength;
  return ruleset.stage(state.game!.stage).overtime?.skaters ?? ruleset.skatersAtFullStrength;
}

export function situation(state: ConsoleState, queued: readonly OutboxItem[], now: number = Date.now()): Situation {
  const game = state.game!;
  const ruleset = rulesetOf(state);
  const standing = [...state.log.values()].filter((e) => !e.voided).sort((a, b) => a.seq - b.seq);
  const sideOf = (e: LogEvent) => (e.team?.id === game.home.id ? 'home' : 'away');
  const opener = standing.find((e) => e.type === 'SHOOTOUT_ATTEMPT');
  const named = (side: Side) => standing.some((e) => e.type === 'SHOOTERS_NAMED' && e.team && sideOf(e) === side);
  return {
    board: state.board,
    regulationPeriods: ruleset.regulationPeriods,
    format: ruleset.stage(game.stage),
    shootoutOpener: opener ? sideOf(opener) : null,
    named: { home: named('home'), away: named('away') },
    timeBlock:
      ruleset.timeBlock && game.blockEndsAt
        ? {
            endsAt: Date.parse(game.blockEndsAt),
            resetWhenLeftMs: ruleset.timeBlock.resetWhenLeftMs,
            resetToMs: ruleset.timeBlock.resetToMs,
            applied: standing.some((e) => e.type === 'FIVE_TWO_RULE'),
          }
        : null,
    now,
    earlyStart: ruleset.earlyStart ? { startsAt: Date.parse(game.startsAt), upToMs: ruleset.earlyStart.upToMs } : null,
    queue: queued.map((item) => {
      const teamId = inputOf(item.variables).teamId as string | undefined;
      return { operation: item.operation, ...(teamId ? { side: teamId === game.home.id ? ('home' as const) : ('away' as const) } : {}) };
    }),
  };
}

// ---- the teams' players ----

export function dressed(state: ConsoleState, side: Side): Dressed[] {
  const team = state.game![side];
  const eligible = new Set(team.eligibility?.players.filter((p) => p.eligible).map((p) => p.player.id) ?? []);
  const roster = team.roster.map((r) => ({ id: r.player.id, name: r.player.name, number: r.number, position: r.position }));
  // Who dresses is not readable from the API: startGame dresses every eligible rostered player
  // unless setLineup named others. Eligible players first; the whole roster when none is known.
  const list = eligible.size ? roster.filter((p) => eligible.has(p.id)) : roster;
  return list.sort((a, b) => a.number - b.number);
}

const playerText = (p: Dressed) => `#${p.number} ${p.name}${p.position === 'GOALIE' ? t('console.goalieMark') : ''}`;

export const playerOptions = (state: ConsoleState, side: Side) => dressed(state, side).map((p) => ({ value: p.id, label: playerText(p) }));

export const nameOf = (state: ConsoleState, side: Side, id: string) => {
  const p = dressed(state, side).find((d) => d.id === id);
  return p ? `#${p.number} ${p.name}` : t('console.unknownPlayer');
};
