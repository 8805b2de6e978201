import type { EntityManager } from 'typeorm';
import type { Principal } from '../../auth/principal';
import type { Transaction } from '../../db/database';
import type { CompetitionEntity, GameEntity, GameEventEntity } from '../../db/entities';
import type { GameStatus } from '../../domain/enums';
import type { EventFacts, GameEventInput } from '../../domain/game/types';
import type { Ruleset } from '../../domain/rulesets';
import type { ScoreboardSnapshot } from '../../domain/scoreboard';
import type { GameEventMessage } from '../../realtime/payloads';

export interface RecordOptions {
  /** the scorekeeper's id for this event: a retry with the same id answers the first result */
  clientEventId?: string | null;
  /** why an official corrects a certified game (kept with the event) */
  correctionReason?: string | null;
}

/** What recording an event answers. */
export interface Recorded {
  /** the scoreboard right after the event (for a retry: as it was right after the original) */
  snapshot: ScoreboardSnapshot;
  /** the game row as committed */
  game: GameEntity;
  /** the stored event; for a retry, the original one */
  event: GameEventMessage;
  /**
   * the stored event and the follow-ups the rules appended in the same transaction (a bench
   * clearing's FORFEIT, the voids of what a voided event caused), in seq order; for a retry, the
   * original event alone
   */
  events: GameEventMessage[];
  /** true when a retry was answered from the log and nothing was stored */
  replayed: boolean;
}

/** Builds the event to record once the game row is locked (startGame reads the rosters there). */
export type EventBuilder = (manager: EntityManager, game: GameEntity) => Promise<GameEventInput>;

/** One event to append to a game's log, in the caller's transaction. */
export interface AppendRequest {
  principal: Principal;
  gameId: string;
  build: EventBuilder;
  clientEventId: string | null;
  correctionReason: string | null;
}

/** An event just appended to a game's log, as the handlers after it see it (inside its transaction). */
export interface AppliedEvent {
  /** who recorded it; the follow-ups the handlers return are recorded by the same caller */
  principal: Principal;
  /** the game row, with the state, scoreboard and result the event led to */
  game: GameEntity;
  competition: CompetitionEntity;
  ruleset: Ruleset;
  /** the stored row of the event */
  event: GameEventEntity;
  input: GameEventInput;
  facts: EventFacts;
  /** the scoreboard right after the event */
  snapshot: ScoreboardSnapshot;
  /** whether the game's result facts changed (a final, a forfeit, a voided goal in a finished game, a corrected result) */
  resultMoved: boolean;
  /** the game's status before the event (the game row has the one after) */
  statusBefore: GameStatus;
}

/**
 * What runs after every appended event, in its transaction and in the order the game log lists
 * them. Events a handler's rules record in turn (a defaulted game's FORFEIT) are returned, not
 * recorded: the game log appends each, and runs the handlers on it, before the next one.
 */
export interface LogHandler {
  afterAppend(tx: Transaction, applied: AppliedEvent): Promise<readonly GameEventInput[] | void>;
}
