import type { Transaction } from '../db/database';
import type { EventBus } from '../realtime/event-bus';

/**
 * After the transaction commits, tells rinks' screens and live-game lists (venueUpdated,
 * liveGamesUpdated) that games of a competition changed: at the venues named (before and after a
 * move), and whether a game entered or left play. A failed publish is logged, never thrown at the
 * caller whose change is stored (EventBus.reportPublishFailure).
 */
export function gamesChanged(tx: Transaction, bus: EventBus, competitionId: string, venues: ReadonlyArray<string | null>, live = false): void {
  const named = [...new Set(venues.filter((venue): venue is string => !!venue))];
  tx.afterCommit(() => bus.publishGamesChanged({ competitionId, venues: named, live }));
}
