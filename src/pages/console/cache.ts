import type { BoardSnapshotFragment } from '../generated/graphql';
import type { LogEvent } from '../lib/game-log';
import type { ConsoleState, Game } from './state';

/**
 * The console as last seen, kept in the tablet's storage per game: the game, the newest board and
 * the log. A console reloaded without a network (its page and bundle come from the service worker)
 * starts from it, so the scorekeeper can keep queueing actions until the network returns; the live
 * board replaces it as soon as it arrives.
 */
interface Kept {
  game: Game;
  board: BoardSnapshotFragment | undefined;
  log: LogEvent[];
}

const key = (gameId: string) => `faceoff.console.${gameId}`;
const LAST_GAME = 'faceoff.console.last';

let pending: number | undefined;

/** Saves the console's state soon: a log replayed event by event is written once. */
export function keepSoon(state: ConsoleState): void {
  if (pending !== undefined || !state.game) return;
  pending = window.setTimeout(() => {
    pending = undefined;
    const kept: Kept = { game: state.game!, board: state.board, log: [...state.log.values()] };
    try {
      localStorage.setItem(key(state.gameId), JSON.stringify(kept));
      localStorage.setItem(LAST_GAME, state.gameId);
    } catch {
      // Storage full or refused: the console works without it, only not from a reload offline.
    }
  }, 0);
}

/** What a previous visit kept for this game, or undefined. */
export function kept(gameId: string): Kept | undefined {
  try {
    const text = localStorage.getItem(key(gameId));
    return text ? (JSON.parse(text) as Kept) : undefined;
  } catch {
    return undefined;
  }
}

/** The game this tablet scored last (the installed app opens it). */
export function lastGameId(): string | undefined {
  try {
    return localStorage.getItem(LAST_GAME) ?? undefined;
  } catch {
    return undefined;
  }
}
