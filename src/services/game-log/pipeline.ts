import type { Principal } from '../../auth/principal';
import type { Transaction } from '../../db/database';
import type { GameEventInput } from '../../domain/game/types';
import { append } from './append';
import { toMessage } from './stored-log';
import type { AppliedEvent, AppendRequest, LogHandler, Recorded } from './types';

/**
 * The game log's write path (docs/design.md, "The game log"): `append` checks an event against the
 * stored state and stores it, then each handler runs on it, in order. The follow-up events the
 * handlers return (discipline's automatic consequences) are appended by this loop, each with its
 * own handlers run (and its own follow-ups appended) before the next: one event, then what it
 * causes, depth first, all in the caller's transaction. Nothing calls back into the log.
 */
export class GameLog {
  constructor(
    private readonly handlers: readonly LogHandler[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records one event and everything it causes. The answer is the caller's event, with the game
   * and scoreboard as this transaction commits them (after the last follow-up), and every event
   * this transaction stored, in seq order (appended one at a time, so in the order of the loop).
   */
  async record(tx: Transaction, request: AppendRequest): Promise<Recorded> {
    const first = await append(tx, request, this.now);
    if ('replayed' in first) return first.replayed;
    const { game } = first.applied;
    const event = toMessage(first.applied.event);
    const events = [event];
    const pending: GameEventInput[] = [];
    let last: AppliedEvent = first.applied;
    for (;;) {
      const followUps = await this.afterAppend(tx, last);
      // The first follow-up goes on top: it, and what it causes, are appended before the second.
      pending.push(...[...followUps].reverse());
      const next = pending.pop();
      if (!next) break;
      last = await this.appendFollowUp(tx, request.principal, game.id, next);
      events.push(toMessage(last.event));
      Object.assign(game, last.game);
    }
    return { snapshot: last.snapshot, game, event, events, replayed: false };
  }

  private async afterAppend(tx: Transaction, applied: AppliedEvent): Promise<GameEventInput[]> {
    const followUps: GameEventInput[] = [];
    for (const handler of this.handlers) followUps.push(...((await handler.afterAppend(tx, applied)) ?? []));
    return followUps;
  }

  /** A follow-up is recorded as its cause's caller, with no client id (so never a retry) and no correction reason. */
  private async appendFollowUp(tx: Transaction, principal: Principal, gameId: string, input: GameEventInput): Promise<AppliedEvent> {
    const appended = await append(tx, { principal, gameId, build: async () => input, clientEventId: null, correctionReason: null }, this.now);
    if ('replayed' in appended) throw new Error('a follow-up event has no client event id and cannot be a retry');
    return appended.applied;
  }
}
