import type { Transaction } from '../../db/database';
import { GameEntity } from '../../db/entities';
import { STANDINGS_STAGES } from '../../domain/enums';
import type { EventBus } from '../../realtime/event-bus';
import type { BracketService } from '../bracket.service';
import { standingsMoved } from '../standings.service';
import { gamesChanged } from '../games-changed';
import { toMessage } from './stored-log';
import type { AppliedEvent, LogHandler } from './types';

/**
 * The standings move only when a counted game's result facts do (a final, a forfeit, a voided goal
 * in a finished game, a corrected result) or an official corrects one of its goals or penalties, and then once per transaction: the division's version
 * is taken and its watchers told once (Transaction.standingsVersions), and the game is stamped
 * with that version, which a cached table reads changes by (StandingsService).
 */
export class StandingsHandler implements LogHandler {
  constructor(private readonly bus: EventBus) {}

  async afterAppend(tx: Transaction, { game, resultMoved, input }: AppliedEvent): Promise<void> {
    // A corrected goal or penalty (R83) leaves the score, but tie-breakers read penalty minutes.
    if (!(resultMoved || input.type === 'EVENT_CORRECTED') || !STANDINGS_STAGES.has(game.stage)) return;
    const { divisionId } = game;
    let version = tx.standingsVersions.get(divisionId);
    if (version === undefined) {
      version = await standingsMoved(tx.manager, divisionId);
      tx.standingsVersions.set(divisionId, version);
      tx.afterCommit(() => this.bus.publishStandingsChanged(divisionId));
    }
    await tx.manager.update(GameEntity, { id: game.id }, { standingsVersion: version });
  }
}

/** A bracket game's result moves its winner (and a corrected one re-seeds), in the event's transaction. */
export class BracketHandler implements LogHandler {
  constructor(private readonly brackets: BracketService) {}

  async afterAppend(tx: Transaction, { game, ruleset, resultMoved }: AppliedEvent): Promise<void> {
    if (resultMoved && !STANDINGS_STAGES.has(game.stage)) await this.brackets.afterResult(tx, game, ruleset);
  }
}

/**
 * The scoreboard and the event, published once the transaction commits. Listed before the handlers
 * that return follow-ups, so a follow-up (a defaulted game's FORFEIT) is published after its cause.
 */
export class PublishHandler implements LogHandler {
  constructor(private readonly bus: EventBus) {}

  async afterAppend(tx: Transaction, { snapshot, event, game, competition, statusBefore }: AppliedEvent): Promise<void> {
    const message = toMessage(event);
    tx.afterCommit(() => this.bus.publishScoreboard(snapshot));
    tx.afterCommit(() => this.bus.publishGameEvent(message));
    // A game started, paused, resumed or ended: its rink's screen and the live-game lists move.
    if (game.status !== statusBefore) gamesChanged(tx, this.bus, competition.id, [game.venue], true);
  }
}
