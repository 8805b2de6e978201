import type { BoardSnapshotFragment } from '../generated/graphql';
import { boardAt } from '../scoreboard/timers';

/**
 * The console's board with what the scorekeeper pressed applied at once: a goal, a shot or a
 * penalty waiting in the queue (offline, or on its way) shows on the board straight away, marked
 * as not sent yet, so nobody presses it a second time. What the server has stored counts once:
 * an action is applied only until the board's own seq reaches the event it became (or the log
 * shows its clientEventId within the board).
 */
type Side = 'home' | 'away';
const SIDES = ['home', 'away'] as const;

/** An action as the outbox keeps it (lib/outbox.ts OutboxItem): what this module reads of it. */
export interface QueuedAction {
  id: string;
  operation: string;
  variables: Record<string, unknown>;
  queuedAt: number;
  pressedAt?: number;
}

/** What the console knows that this needs (state.ts ConsoleState): the board, the log, what was stored. */
export interface BoardAndLog {
  readonly game: unknown;
  readonly board: BoardSnapshotFragment | undefined;
  readonly log: ReadonlyMap<number, { seq: number; clientEventId?: string | null }>;
  readonly sent: Map<string, { item: QueuedAction; seq: number }>;
}

export interface QueuedPenalty {
  id: string;
  playerId: string | null;
  severity: string;
}

export interface Unsent {
  goals: number;
  shots: number;
  penalties: QueuedPenalty[];
}

export interface Projected {
  board: BoardSnapshotFragment;
  unsent: Record<Side, Unsent>;
}

interface Input {
  teamId?: string;
  remainingMs?: number | null;
  playerId?: string | null;
  severity?: string;
}

/**
 * A queued action's input: its `input` (every log… mutation takes one), or, for an action a console
 * queued before it sent them (kept in the tablet's storage), its flat arguments, which are the same
 * fields under the same names (src/pages/operations/console.graphql).
 */
export function inputOf(variables: Record<string, unknown>): Record<string, unknown> {
  const input = variables.input;
  return input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : variables;
}

/** The actions the board does not show yet: sent ones it has not caught up with, then the queue, oldest first. */
export function notOnBoard(state: BoardAndLog, queued: readonly QueuedAction[]): QueuedAction[] {
  const board = state.board;
  if (!board) return [];
  for (const [id, sent] of state.sent) if (sent.seq <= board.seq) state.sent.delete(id);
  const onBoard = new Set([...state.log.values()].filter((e) => e.clientEventId && e.seq <= board.seq).map((e) => e.clientEventId!));
  const sent = [...state.sent.values()].filter((s) => !onBoard.has(s.item.id)).map((s) => s.item);
  const waiting = queued.filter((item) => !onBoard.has(item.id) && !state.sent.has(item.id));
  return [...sent, ...waiting];
}

const none = (): Unsent => ({ goals: 0, shots: 0, penalties: [] });

/** The board with the actions not on it yet applied, and what each side shows as not sent. */
export function project(state: BoardAndLog, queued: readonly QueuedAction[]): Projected | undefined {
  const server = state.board;
  if (!server || !state.game) return undefined;
  const board: BoardSnapshotFragment = { ...server, clock: { ...server.clock }, home: { ...server.home }, away: { ...server.away } };
  const unsent: Record<Side, Unsent> = { home: none(), away: none() };
  const sideOf = (teamId: string | undefined): Side | undefined => SIDES.find((side) => board[side].team.id === teamId);
  for (const item of notOnBoard(state, queued)) {
    const v = inputOf(item.variables) as Input;
    const side = sideOf(v.teamId);
    const pressedAt = item.pressedAt ?? item.queuedAt;
    switch (item.operation) {
      case 'goal':
        if (!side) break;
        // A goal is a shot on goal too (scoring.ts).
        board[side].score += 1;
        board[side].shots += 1;
        unsent[side].goals += 1;
        break;
      case 'shot':
        if (!side) break;
        board[side].shots += 1;
        unsent[side].shots += 1;
        break;
      case 'penalty':
        if (!side) break;
        unsent[side].penalties.push({ id: item.id, playerId: v.playerId ?? null, severity: v.severity ?? '' });
        break;
      case 'stopClock':
        if (!board.clock.running) break;
        board.clock = { ...board.clock, running: false, remainingMs: v.remainingMs ?? boardAt(board, pressedAt).clockMs, asOf: new Date(pressedAt).toISOString() };
        break;
      case 'startClock':
        if (board.clock.running || board.status !== 'IN_PROGRESS' || board.clock.remainingMs <= 0) break;
        board.clock = { ...board.clock, running: true, asOf: new Date(pressedAt).toISOString() };
        break;
    }
  }
  return { board, unsent };
}
