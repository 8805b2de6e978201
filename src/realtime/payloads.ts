import type { GameEventType } from '../domain/enums';

/**
 * One stored entry of a game's log, as the `gameEvents` feed carries it — published after commit
 * and read back from storage in the same shape, so a subscriber cannot tell a replayed event from
 * a live one. JSON-safe (it crosses Redis): instants are ISO-8601 strings.
 */
export interface GameEventMessage {
  /** the stored row's id (a UUID): the entry's id in the typed log (GameLogEntry.id) */
  id: string;
  gameId: string;
  seq: number;
  type: GameEventType;
  period: number;
  clockRemainingMs: number | null;
  teamId: string | null;
  playerId: string | null;
  /** the input fields as posted, plus `details`: what the domain derived (see GameEventEntity.payload) */
  payload: Record<string, unknown>;
  clientEventId: string | null;
  /** true once a later EVENT_VOIDED names this seq; a live message is sent before that, so it says false */
  voided: boolean;
  recordedBy: string | null;
  recordedByName: string | null;
  recordedAt: string;
}
