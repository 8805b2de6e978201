import type { Transaction } from '../../db/database';
import { GameStatus } from '../../domain/enums';
import { WebhookEvent } from '../../domain/webhooks';
import { CLOSED_STATUSES } from '../game-log/append';
import type { AppliedEvent, LogHandler } from '../game-log/types';
import { enqueueWebhookMessage } from './outbox';

/** The game's part of every game message: which game, and its score and status after the event. */
export function gameData(game: AppliedEvent['game']): Record<string, unknown> {
  return {
    divisionId: game.divisionId,
    gameId: game.id,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    status: game.status,
    score: { home: game.homeScore, away: game.awayScore },
  };
}

/**
 * The game log's webhook messages, in the event's transaction (outbox.ts): a game started, a goal,
 * a penalty (the ones a rule assessed too), a game that became final or forfeited, and a final game
 * whose result was corrected (`corrected: true`). Each carries
 * the event's seq, so a receiver can order them and find them in the game's log.
 */
export class WebhookHandler implements LogHandler {
  async afterAppend(tx: Transaction, { game, competition, event, input, facts, statusBefore, resultMoved }: AppliedEvent): Promise<void> {
    const common = { ...gameData(game), seq: event.seq, period: facts.period, clockRemainingMs: facts.clockRemainingMs, recordedAt: event.recordedAt.toISOString() };
    const send = (type: WebhookEvent, data: Record<string, unknown>) => enqueueWebhookMessage(tx.manager, { event: type, competitionId: competition.id, data: { ...common, ...data } });
    if (input.type === 'GAME_STARTED') {
      await send(WebhookEvent.GAME_STARTED, { startsAt: game.startsAt.toISOString() });
    } else if (input.type === 'GOAL') {
      await send(WebhookEvent.GOAL, { teamId: input.teamId, scorerId: input.scorerId, assistIds: input.assistIds, strength: facts.details.strength ?? null });
    } else if (input.type === 'PENALTY') {
      await send(WebhookEvent.PENALTY, { teamId: input.teamId, playerId: input.playerId, severity: input.severity, infraction: input.infraction, servedById: input.servedById ?? null });
    }
    // A game closing, and a closed game's result corrected (a paper correction, a forfeit recorded on it).
    const corrected = CLOSED_STATUSES.has(statusBefore);
    if (CLOSED_STATUSES.has(game.status) && (!corrected || resultMoved)) {
      await send(WebhookEvent.GAME_FINAL, { decision: game.decision ?? null, forfeited: game.status === GameStatus.FORFEITED, winnerTeamId: winnerOf(game), corrected });
    }
  }
}

/** The winner the game machine decided (a shootout's included), null for a tie or none yet. */
function winnerOf(game: AppliedEvent['game']): string | null {
  const winner = game.state?.winner ?? null;
  return winner === 'home' ? game.homeTeamId : winner === 'away' ? game.awayTeamId : null;
}
